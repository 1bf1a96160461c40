import { describe, expect, it } from 'vitest';
import { emptyAsk } from '../../../machines/invoiceAsk.machine.ts';
import { FULL_TITLE } from '../../../machines/invoiceAsk.model.ts';
import { keptValues } from '../../rules/keptDraft.ts';
import type { InvoiceSource, InvoiceTitle } from './invoicesApi.ts';
import { askChoices, askRestore } from './keptAsk.ts';

const source = (no: string, amountFen: number): InvoiceSource => ({ kind: 'order', no, name: '云启CRM', amountFen, time: 0 });
const TITLE: InvoiceTitle = { ...FULL_TITLE, isDefault: true };
const delivery = { email: 'zw@example.com', phone: '13800000001', addressId: null };

/** A request left on its review: two orders, the title, 专票, a remark and where it goes — as its page keeps it. */
const keptReview = () => ({
  step: 3,
  values: keptValues(
    askChoices(3, emptyAsk({ sources: [source('DD1', 10_000), source('DD2', 2_000)], title: TITLE, invoiceType: '专票', remark: '请尽快开具', delivery })),
  ),
});

describe('an invoice request offered back after a reload', () => {
  it('keeps the orders by number and the title by id, and nothing on a first step with no order chosen', () => {
    expect(keptReview().values).toEqual({
      replaces: null,
      sources: [{ kind: 'order', no: 'DD1' }, { kind: 'order', no: 'DD2' }],
      titleId: FULL_TITLE.id,
      invoiceType: '专票',
      medium: '电子',
      remark: '请尽快开具',
      delivery,
    });
    expect(askChoices(0, emptyAsk({ title: TITLE, remark: '请尽快开具' }))).toEqual({});
  });

  it('comes back on its step with the orders and the title as they are now', () => {
    const renamed = { ...TITLE, titleName: '杭州云启科技有限公司' };
    const event = askRestore(keptReview(), [source('DD1', 12_000), source('DD2', 2_000), source('DD3', 500)], [renamed]);
    expect(event).toEqual({
      type: 'RESTORE',
      step: 3,
      choices: { replaces: null, sources: [{ kind: 'order', no: 'DD1', amountFen: 12_000 }, { kind: 'order', no: 'DD2', amountFen: 2_000 }], title: renamed, invoiceType: '专票', medium: '电子', remark: '请尽快开具', delivery },
      problem: null,
    });
  });

  it('sends the wizard to its first step with the orders still open when one was invoiced since, saying how many', () => {
    const event = askRestore(keptReview(), [source('DD2', 2_000)], [TITLE]);
    expect(event.step).toBe(0);
    expect(event.choices.sources.map((kept) => kept.no)).toEqual(['DD2']);
    expect(event.choices.delivery).toEqual(delivery);
    expect(event.problem).toBe('上次选择的订单中有 1 个已开票或不可开票，请重新选择');
  });

  it('leaves a deleted title to choose again, saying so, and keeps the rest', () => {
    const event = askRestore(keptReview(), [source('DD1', 10_000), source('DD2', 2_000)], []);
    expect(event.step).toBe(3);
    expect(event.choices.title).toBeNull();
    expect(event.choices.remark).toBe('请尽快开具');
    expect(event.problem).toBe('上次选择的发票抬头已删除，请重新选择');
  });

  it('reads a kept record that is not what it keeps as nothing chosen', () => {
    const event = askRestore({ step: 2, values: { sources: 'DD1', titleId: '1', delivery: [], medium: '挂号' } }, [source('DD1', 10_000)], [TITLE]);
    expect(event.choices).toEqual({ replaces: null, sources: [], title: null, invoiceType: '普票', medium: '电子', remark: '', delivery: { email: '', phone: '', addressId: null } });
    expect(event.problem).toBeNull();
  });
});
