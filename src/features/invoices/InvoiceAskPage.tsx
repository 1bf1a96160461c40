import { Button, Group, Stack, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import type { AskSource, InvoiceAskContext } from '../../../machines/invoiceAsk.machine.ts';
import { usePageMemory, type PageMemory } from '../../ui/pageMemory.ts';
import { useKeptWizard } from '../../ui/resource/keptStep.ts';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { askActor, type AskActor } from './askStore.ts';
import { AmountLine, ASK_STEPS, Problem, SourcePicker } from './AskParts.tsx';
import { AskTitleStep } from './AskTitleStep.tsx';
import { getInvoice, invoiceSources, titles, type InvoiceSource, type InvoiceTitle } from './invoicesApi.ts';
import { AskKeptOffer, useKeepAsk } from './AskKeeping.tsx';
import { INVOICE_WIZARD, onStepsPage } from './keptAsk.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

interface Loaded {
  actor: AskActor;
  titleList: InvoiceTitle[];
}

const asSource = (source: InvoiceSource): AskSource => ({ kind: source.kind, no: source.no, amountFen: source.amountFen });

/** What a fresh wizard starts with: the default title, a source from the address, or a rejected request to correct. */
async function start(params: URLSearchParams, page: PageMemory | null, signal: AbortSignal): Promise<Loaded> {
  const applyNo = params.get('applyNo');
  const preselected = params.get('orderNo') ?? params.get('rechargeNo');
  // The open sources are read whole only to take over a source the address or the corrected request names.
  const [open, titleList, old] = await Promise.all([applyNo || preselected ? invoiceSources(signal) : [], titles.list(signal), applyNo ? getInvoice(applyNo, signal) : null]);
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
  const actor = askActor(applyNo ? `applyNo=${applyNo}` : preselected ? `source=${preselected}` : '', input, page);
  // Coming back from the address step: return to step 2 with everything kept.
  while (!['selectSources', 'title'].includes(String(actor.getSnapshot().value)) && actor.getSnapshot().can({ type: 'BACK' })) actor.send({ type: 'BACK' });
  return { actor, titleList };
}

function AskSteps({ actor, titleList }: Loaded) {
  const snapshot = useSelector(actor, (state) => state);
  const [, navigate] = useLocation();
  const step = String(snapshot.value);
  const context = snapshot.context;
  const kept = useKeptWizard(INVOICE_WIZARD);
  useKeepAsk(actor, kept, onStepsPage);
  // 下一步 from the title goes on to the address page, which keeps the wizard from there.
  const next = () => {
    actor.send({ type: 'NEXT' });
    if (onStepsPage(actor.getSnapshot().value)) return;
    kept.forget();
    navigate(invoicesScreens.invoiceAskAddr.path);
  };
  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={4}>{context.replaces ? `修改重提（${context.replaces}）` : '申请开票'}</Title>
      <Steps steps={ASK_STEPS} active={step === 'selectSources' ? 0 : 1} />
      {kept.offer && step === 'selectSources' && <AskKeptOffer kept={kept} />}
      {step === 'selectSources' ? (
        <SourcePicker chosen={context.sources} onChange={(sources) => actor.send({ type: 'SOURCES', sources })} />
      ) : (
        <AskTitleStep
          titles={titleList}
          context={context}
          onTitle={(title) => actor.send({ type: 'TITLE', title })}
          onKind={(choice) => actor.send({ type: 'KIND', ...choice })}
          onRemark={(remark) => actor.send({ type: 'REMARK', remark })}
        />
      )}
      <AmountLine sources={context.sources} />
      <Problem text={context.problem} />
      <Group>
        {step === 'title' && <Button variant="default" onClick={() => actor.send({ type: 'BACK' })}>上一步</Button>}
        <Button onClick={next}>下一步</Button>
      </Group>
    </Stack>
  );
}

/** Steps 1–2 of the invoice request (M4); ?orderNo= or ?rechargeNo= preselects a source, ?applyNo= corrects a rejected request. */
export default function InvoiceAskPage() {
  const search = useSearch();
  const page = usePageMemory();
  return (
    <LoadedView load={(signal) => start(new URLSearchParams(search), page, signal)} loadKey={search}>
      {(loaded) => <AskSteps {...loaded} />}
    </LoadedView>
  );
}
