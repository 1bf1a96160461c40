import { Anchor, Button, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { waitFor } from 'xstate';
import type { InvoiceAskContext } from '../../../machines/invoiceAsk.machine.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { message } from '../../ui/message.ts';
import { DescriptionGrid, type DetailFact } from '../../ui/resource/DetailScreen.tsx';
import { useKeptWizard, type KeptWizard } from '../../ui/resource/keptStep.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { endAsk, runningAsk, type AskActor } from './askStore.ts';
import { AmountLine, ASK_STEPS, Problem } from './AskParts.tsx';
import { kindLabel } from './invoiceColumns.tsx';
import { addresses, type InvoiceAddress } from './invoicesApi.ts';
import { AskKeptOffer, useKeepAsk, useToStepsPage } from './AskKeeping.tsx';
import { INVOICE_WIZARD, onAddressPage, onStepsPage } from './keptAsk.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

const addressText = (address: InvoiceAddress) => `${address.receiver} ${address.phone} ${address.region.replaceAll('/', '')}${address.address}`;

function Delivery({ actor, list }: { actor: AskActor; list: InvoiceAddress[] }) {
  const { medium, delivery } = useSelector(actor, (state) => state.context);
  if (medium === '电子') {
    return (
      <Stack gap="sm" maw={420}>
        <TextInput label="接收邮箱" withAsterisk value={delivery.email} onChange={(event) => actor.send({ type: 'DELIVERY', delivery: { email: event.currentTarget.value.trim() } })} />
        <TextInput label="接收手机" withAsterisk value={delivery.phone} onChange={(event) => actor.send({ type: 'DELIVERY', delivery: { phone: event.currentTarget.value.trim() } })} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Radio.Group label="收票地址" withAsterisk value={delivery.addressId ? String(delivery.addressId) : null} onChange={(id) => actor.send({ type: 'DELIVERY', delivery: { addressId: Number(id) } })}>
        <Stack gap="xs" mt="xs">
          {list.map((address) => (
            <Radio key={address.id} value={String(address.id)} label={`${addressText(address)}${address.isDefault ? '（默认）' : ''}`} />
          ))}
        </Stack>
      </Radio.Group>
      <Anchor component={Link} href={invoicesScreens.invoiceAddress.path} size="sm">管理收票地址</Anchor>
    </Stack>
  );
}

/** What 提交申请 sends: an electronic invoice goes to the e-mail and mobile typed, a paper one to the address chosen. */
function Review({ actor, list }: { actor: AskActor; list: InvoiceAddress[] }) {
  const context = useSelector(actor, (state) => state.context);
  const address = list.find((item) => item.id === context.delivery.addressId);
  const deliveryFacts: DetailFact<InvoiceAskContext>[] =
    context.medium === '电子'
      ? [{ label: '接收邮箱', value: () => context.delivery.email }, { label: '接收手机', value: () => context.delivery.phone, span: 2 }]
      : [{ label: '收票地址', value: () => (address ? addressText(address) : '—'), span: 3 }];
  return (
    <DescriptionGrid
      item={context}
      facts={[
        { label: '发票抬头', value: (c) => c.title?.titleName ?? '' },
        { label: '发票类型', value: (c) => kindLabel(c) },
        { label: '开票订单', value: (c) => c.sources.map((source) => source.no).join('、'), span: 3 },
        ...deliveryFacts,
      ]}
    />
  );
}

function AddressStep({ actor, kept }: { actor: AskActor; kept: KeptWizard }) {
  const snapshot = useSelector(actor, (state) => state);
  const [, navigate] = useLocation();
  const toStepsPage = useToStepsPage();
  const step = String(snapshot.value);
  useKeepAsk(actor, kept, onAddressPage);
  // The default address (else the first) is chosen once the list is in, unless one of them is chosen already (one kept
  // from before a reload may have been deleted since).
  const [loaded, reload] = useLoad(
    (signal) =>
      addresses.list(signal).then((found) => {
        const first = found.find((address) => address.isDefault) ?? found[0];
        const chosen = actor.getSnapshot().context.delivery.addressId;
        if (first && !found.some((address) => address.id === chosen)) actor.send({ type: 'DELIVERY', delivery: { addressId: first.id } });
        return found;
      }),
    'addresses',
  );
  const list = loaded.state === 'ready' ? loaded.value : [];
  const back = () => {
    actor.send({ type: 'BACK' });
    // 上一步 from the address returns to the steps page below in the tab's history, which keeps the wizard from there.
    if (!onStepsPage(actor.getSnapshot().value)) return;
    kept.forget();
    toStepsPage();
  };
  // 提交申请 and 重试 go on to the list once the request is in; a refusal stays on the page.
  const submit = async (event: { type: 'SUBMIT'; idempotencyKey: string } | { type: 'RETRY' }) => {
    actor.send(event);
    const settled = await waitFor(actor, (state) => state.value !== 'submitting').catch(() => null);
    if (settled?.value !== 'submitted') return;
    message.success('提交成功');
    kept.forget();
    endAsk();
    navigate(invoicesScreens.invoiceList.path);
  };
  const busy = step === 'submitting';
  const activeStep = step === 'delivery' ? 2 : 3;
  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={4}>{ASK_STEPS[activeStep].title}</Title>
      <Steps steps={ASK_STEPS} active={activeStep} errorIndex={step === 'error' ? 3 : null} />
      {loaded.state === 'failed' && <LoadProblem problem={loaded.problem} onRetry={reload} />}
      {step === 'delivery' ? <Delivery actor={actor} list={list} /> : <Review actor={actor} list={list} />}
      <AmountLine sources={snapshot.context.sources} />
      <Problem text={snapshot.context.problem ?? (step === 'error' ? snapshot.context.error : null)} />
      <Group>
        <Button variant="default" disabled={busy} onClick={back}>上一步</Button>
        {step === 'delivery' && <Button onClick={() => actor.send({ type: 'NEXT' })}>下一步</Button>}
        {step === 'error' && <Button onClick={() => void submit({ type: 'RETRY' })}>重试</Button>}
        {(step === 'review' || busy) && (
          <Can screen={invoicesScreens.invoiceAskAddr} action="submit">
            <Button loading={busy} onClick={() => void submit({ type: 'SUBMIT', idempotencyKey: crypto.randomUUID() })}>提交申请</Button>
          </Can>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Step 3 of the invoice request and its review; the wizard comes from /invoiceAsk, or is offered back after a reload
 * (恢复 goes on here, or on /invoiceAsk when what it kept no longer passes the first steps; 放弃 opens a fresh one there).
 */
export default function InvoiceAskAddrPage() {
  const kept = useKeptWizard(INVOICE_WIZARD);
  const toStepsPage = useToStepsPage();
  // The wizard come from /invoiceAsk, or the one 恢复 brought back on this page's steps (one sent back to the first
  // steps is shown there only); none once it is submitted.
  const [shown, show] = useState(runningAsk);
  const actor = shown?.getSnapshot().status === 'active' ? shown : null;
  const restored = (restoredActor: AskActor) => {
    if (!onStepsPage(restoredActor.getSnapshot().value)) return show(restoredActor);
    kept.forget();
    toStepsPage();
  };
  if (actor) return <AddressStep actor={actor} kept={kept} />;
  return (
    <Stack p="md" maw={960}>
      {kept.offer ? (
        <AskKeptOffer kept={kept} onRestored={restored} onDiscarded={toStepsPage} />
      ) : (
        <>
          <Text>请先选择要开票的订单。</Text>
          <Anchor component={Link} href={invoicesScreens.invoiceAsk.path}>去申请开票</Anchor>
        </>
      )}
    </Stack>
  );
}
