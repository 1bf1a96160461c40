import { Button, Group, Loader, SegmentedControl, Select, Stack, Textarea, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AskSource, AskTitle, InvoiceAskContext } from '../../../machines/invoiceAsk.machine.ts';
import { INVOICE_REMARK_MAX } from '../../rules/invoices.ts';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { askActor, type AskActor } from './askStore.ts';
import { AmountLine, ASK_STEPS, Problem, SourcePicker } from './AskParts.tsx';
import { getInvoice, invoiceSources, titles, type InvoiceSource, type InvoiceTitle } from './invoicesApi.ts';

interface Loaded {
  actor: AskActor;
  open: InvoiceSource[];
  titleList: InvoiceTitle[];
}

const asSource = (source: InvoiceSource): AskSource => ({ kind: source.kind, no: source.no, amountFen: source.amountFen });

/** What a fresh wizard starts with: the default title, a source from the address, or a rejected request to correct. */
async function start(params: URLSearchParams): Promise<Loaded> {
  const applyNo = params.get('applyNo');
  const [open, titleList, old] = await Promise.all([invoiceSources(), titles.list(), applyNo ? getInvoice(applyNo) : null]);
  const preselected = params.get('orderNo') ?? params.get('rechargeNo');
  const input: Partial<InvoiceAskContext> = old
    ? {
        replaces: old.applyNo,
        sources: old.sources.filter((source) => open.some((item) => item.no === source.no)).map(asSource),
        title: titleList.find((title) => title.id === old.titleId) ?? null,
        invoiceType: old.invoiceType,
        medium: old.medium,
        remark: old.remark,
        delivery: { email: old.email, phone: old.phone, addressId: null },
      }
    : { sources: open.filter((source) => source.no === preselected).map(asSource), title: titleList.find((title) => title.isDefault) ?? null };
  const actor = askActor(applyNo ? `applyNo=${applyNo}` : preselected ? `source=${preselected}` : '', input);
  // Coming back from the address step: return to step 2 with everything kept.
  while (!['selectSources', 'title'].includes(String(actor.getSnapshot().value)) && actor.getSnapshot().can({ type: 'BACK' })) actor.send({ type: 'BACK' });
  return { actor, open, titleList };
}

function AskSteps({ actor, open, titleList }: Loaded) {
  const snapshot = useSelector(actor, (state) => state);
  const [, navigate] = useLocation();
  const step = String(snapshot.value);
  const context = snapshot.context;
  useEffect(() => {
    if (!['selectSources', 'title'].includes(step)) navigate('/invoiceAsk/addrInfo');
  }, [step, navigate]);
  const chooseTitle = (id: string | null) => {
    const title = titleList.find((item) => String(item.id) === id);
    if (title) actor.send({ type: 'TITLE', title: title satisfies AskTitle });
  };
  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={4}>{context.replaces ? `修改重提（${context.replaces}）` : '申请开票'}</Title>
      <Steps steps={ASK_STEPS} active={step === 'selectSources' ? 0 : 1} />
      {step === 'selectSources' ? (
        <SourcePicker open={open} chosen={context.sources} onChange={(sources) => actor.send({ type: 'SOURCES', sources })} />
      ) : (
        <Stack gap="sm" maw={560}>
          <Select
            label="发票抬头"
            withAsterisk
            placeholder={titleList.length ? '请选择发票抬头' : '请先在开票信息管理中添加抬头'}
            data={titleList.map((title) => ({ value: String(title.id), label: `${title.titleName}（${title.titleType}）` }))}
            value={context.title ? String(context.title.id) : null}
            onChange={chooseTitle}
          />
          <SegmentedControl
            aria-label="发票种类"
            data={['增值税普通发票', '增值税专用发票']}
            value={context.invoiceType === '专票' ? '增值税专用发票' : '增值税普通发票'}
            onChange={(value) => actor.send({ type: 'KIND', invoiceType: value === '增值税专用发票' ? '专票' : '普票', medium: context.medium })}
          />
          <SegmentedControl
            aria-label="发票形式"
            data={['电子', '纸质']}
            value={context.medium}
            onChange={(value) => actor.send({ type: 'KIND', invoiceType: context.invoiceType, medium: value as '电子' | '纸质' })}
          />
          <Textarea label="备注" maxLength={INVOICE_REMARK_MAX} value={context.remark} onChange={(event) => actor.send({ type: 'REMARK', remark: event.currentTarget.value })} />
        </Stack>
      )}
      <AmountLine sources={context.sources} />
      <Problem text={context.problem} />
      <Group>
        {step === 'title' && <Button variant="default" onClick={() => actor.send({ type: 'BACK' })}>上一步</Button>}
        <Button onClick={() => actor.send({ type: 'NEXT' })}>下一步</Button>
      </Group>
    </Stack>
  );
}

/** /invoiceAsk: steps 1–2 of the invoice request (M4); ?orderNo= or ?rechargeNo= preselects a source, ?applyNo= corrects a rejected request. */
export default function InvoiceAskPage() {
  const search = useSearch();
  const [loaded, setLoaded] = useState<Loaded | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    start(new URLSearchParams(search)).then(
      (next) => current && setLoaded(next),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [search, attempt]);
  if (loaded === 'failed') {
    return (
      <Group p="md">
        <Problem text="加载失败" />
        <Button variant="default" onClick={() => { setLoaded(null); setAttempt((count) => count + 1); }}>重试</Button>
      </Group>
    );
  }
  return loaded ? <AskSteps {...loaded} /> : <Loader m="md" />;
}
