import { Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { invoiceRefundMachine, type RefundInvoice } from '../../../machines/invoiceRefund.machine.ts';
import { REFUND_REASONS } from '../../contracts/invoices.ts';
import { message } from '../../ui/message.ts';
import { SideDrawer } from '../../ui/widgets/SideDrawer.tsx';
import { amountWithWords } from './invoiceColumns.tsx';
import { invoices, requestRefund, type Invoice } from './invoicesApi.ts';
import { Problem } from './AskParts.tsx';

const provided = invoiceRefundMachine.provide({
  actors: { submit: fromPromise(async ({ input }) => ({ refundNo: (await requestRefund(input)).refundNo })) },
});

/** The issued invoices (已开票 and 已邮寄) a refund can be asked for. */
async function issuedInvoices(): Promise<Invoice[]> {
  const query = (status: string) => invoices.fetchPage({ page: 1, pageSize: 100, sort: null, filters: { status } });
  const pages = await Promise.all([query('已开票'), query('已邮寄')]);
  return pages.flatMap((page) => page.rows);
}

const asRefundInvoice = (invoice: Invoice): RefundInvoice => ({ applyNo: invoice.applyNo, invoiceNo: invoice.invoiceNo, medium: invoice.medium, amountFen: invoice.amountFen });

function RefundForm({ preset, onDone }: { preset: Invoice | null; onDone(): void }) {
  const actor = useActorRef(provided, { input: { invoice: preset ? asRefundInvoice(preset) : undefined } });
  const snapshot = useSelector(actor, (state) => state);
  const [list, setList] = useState<Invoice[]>(preset ? [preset] : []);
  const [category, setCategory] = useState<string>(REFUND_REASONS[0]);
  const [detail, setDetail] = useState('');
  const step = String(snapshot.value);
  const { context } = snapshot;
  useEffect(() => {
    issuedInvoices().then(setList, () => undefined);
  }, []);
  useEffect(() => {
    actor.send({ type: 'REASON', reason: detail.trim() ? `${category}：${detail.trim()}` : category });
  }, [actor, category, detail]);
  useEffect(() => {
    if (step === 'submitted') {
      message.success('退票申请已提交');
      onDone();
    }
  }, [step, onDone]);
  const paper = context.invoice?.medium === '纸质';
  const busy = step === 'submitting';
  return (
    <Stack gap="sm">
      {step === 'pickInvoice' && (
        <Select
          label="退票发票"
          withAsterisk
          placeholder="请选择已开票的发票"
          data={list.map((invoice) => ({ value: invoice.applyNo, label: `${invoice.invoiceNo} · ${invoice.titleName} · ${invoice.medium}` }))}
          value={context.invoice?.applyNo ?? null}
          onChange={(applyNo) => {
            const invoice = list.find((item) => item.applyNo === applyNo);
            if (invoice) actor.send({ type: 'PICK', invoice: asRefundInvoice(invoice) });
          }}
        />
      )}
      {context.invoice && <Text size="sm">{`发票号码 ${context.invoice.invoiceNo}，金额 ${amountWithWords(context.invoice.amountFen)}`}</Text>}
      {(step === 'reason' || step === 'error' || busy) && (
        <>
          <Select label="退票原因" withAsterisk data={[...REFUND_REASONS]} value={category} onChange={(value) => setCategory(value ?? REFUND_REASONS[0])} allowDeselect={false} />
          <Textarea label="说明" maxLength={190} value={detail} onChange={(event) => setDetail(event.currentTarget.value)} />
        </>
      )}
      {step === 'returnExpress' && (
        <>
          <TextInput label="寄回快递公司" withAsterisk maxLength={50} value={context.expressCompany} onChange={(event) => actor.send({ type: 'EXPRESS', expressCompany: event.currentTarget.value, expressNo: context.expressNo })} />
          <TextInput label="寄回快递单号" description="6–30位字母或数字，如 SF1234567890" withAsterisk maxLength={30} value={context.expressNo} onChange={(event) => actor.send({ type: 'EXPRESS', expressCompany: context.expressCompany, expressNo: event.currentTarget.value })} />
        </>
      )}
      <Problem text={context.problem ?? (step === 'error' ? context.error : null)} />
      <Group>
        {step !== 'pickInvoice' && <Button variant="default" disabled={busy} onClick={() => actor.send({ type: 'BACK' })}>上一步</Button>}
        {(step === 'pickInvoice' || (step === 'reason' && paper)) && <Button onClick={() => actor.send({ type: 'NEXT' })}>下一步</Button>}
        {step === 'error' && <Button onClick={() => actor.send({ type: 'RETRY' })}>重试</Button>}
        {((step === 'reason' && !paper) || step === 'returnExpress' || busy) && (
          <Button loading={busy} onClick={() => actor.send({ type: 'SUBMIT', idempotencyKey: crypto.randomUUID() })}>提交退票</Button>
        )}
      </Group>
    </Stack>
  );
}

export function RefundDrawer({ opened, preset, onClose, onSaved }: { opened: boolean; preset: Invoice | null; onClose(): void; onSaved(): void }) {
  return (
    <SideDrawer opened={opened} onClose={onClose} title="申请退票" size={560} position="right">
      {opened && <RefundForm preset={preset} onDone={() => { onSaved(); onClose(); }} />}
    </SideDrawer>
  );
}
