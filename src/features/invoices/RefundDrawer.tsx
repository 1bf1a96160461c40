import { Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { invoiceRefundMachine, type RefundInvoice } from '../../../machines/invoiceRefund.machine.ts';
import { REFUND_REASONS } from '../../contracts/invoices.ts';
import { message } from '../../ui/message.ts';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { SearchSelect } from '../../ui/widgets/SearchSelect.tsx';
import { SideDrawer } from '../../ui/widgets/SideDrawer.tsx';
import { amountWithWords } from './invoiceColumns.tsx';
import { getInvoice, refundableInvoices, requestRefund, type Invoice } from './invoicesApi.ts';
import { Problem } from './AskParts.tsx';

const asRefundInvoice = (invoice: Invoice): RefundInvoice => ({ applyNo: invoice.applyNo, invoiceNo: invoice.invoiceNo, medium: invoice.medium, amountFen: invoice.amountFen });

const invoiceLabel = (invoice: Invoice) => `${invoice.invoiceNo} · ${invoice.titleName} · ${invoice.medium}`;
const invoiceOption = (invoice: Invoice) => ({ value: invoice.applyNo, label: invoiceLabel(invoice), invoice });
const invoiceOptions = (keyword: string, signal: AbortSignal) => refundableInvoices(keyword, signal).then((found) => found.map(invoiceOption));
const namedInvoice = (applyNo: string, signal: AbortSignal) => getInvoice(applyNo, signal).then(invoiceOption);
const reasonOf = (category: string, detail: string) => (detail.trim() ? `${category}：${detail.trim()}` : category);

function RefundForm({ preset, onDone }: { preset: Invoice | null; onDone(): void }) {
  const actor = useActorRef(
    invoiceRefundMachine.provide({
      actors: {
        // Once the refund is asked for, the drawer tells so and closes.
        submit: fromPromise(async ({ input }) => {
          const { refundNo } = await requestRefund(input);
          message.success('退票申请已提交');
          onDone();
          return { refundNo };
        }),
      },
    }),
    { input: { invoice: preset ? asRefundInvoice(preset) : undefined } },
  );
  const snapshot = useSelector(actor, (state) => state);
  const [category, setCategory] = useState<string>(REFUND_REASONS[0]);
  const [detail, setDetail] = useState('');
  const step = String(snapshot.value);
  const { context } = snapshot;
  const tellReason = (nextCategory: string, nextDetail: string) => actor.send({ type: 'REASON', reason: reasonOf(nextCategory, nextDetail) });
  // The reason shown (a category is always chosen) goes with each step forward, the untouched default too.
  const forward = (event: { type: 'NEXT' } | { type: 'SUBMIT'; idempotencyKey: string }) => {
    tellReason(category, detail);
    actor.send(event);
  };
  const paper = context.invoice?.medium === '纸质';
  const busy = step === 'submitting';
  return (
    <Stack gap="sm">
      {step === 'pickInvoice' && (
        <SearchSelect
          label="退票发票"
          withAsterisk
          placeholder="输入发票号码或抬头查找已开票的发票"
          nothingFoundMessage="没有可退的发票"
          load={invoiceOptions}
          lookup={namedInvoice}
          value={context.invoice?.applyNo ?? null}
          onChange={(_, option) => option && actor.send({ type: 'PICK', invoice: asRefundInvoice(option.invoice) })}
        />
      )}
      {context.invoice && <Text size="sm">{`发票号码 ${context.invoice.invoiceNo}，金额 ${amountWithWords(context.invoice.amountFen)}`}</Text>}
      {(step === 'reason' || step === 'error' || busy) && (
        <>
          <Select label="退票原因" withAsterisk data={[...REFUND_REASONS]} value={category} onChange={(value) => {
              const next = value ?? REFUND_REASONS[0];
              setCategory(next);
              tellReason(next, detail);
            }} allowDeselect={false} />
          <Textarea label="说明" maxLength={190} value={detail} onChange={(event) => {
              const next = event.currentTarget.value;
              setDetail(next);
              tellReason(category, next);
            }} />
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
        {(step === 'pickInvoice' || (step === 'reason' && paper)) && <Button onClick={() => forward({ type: 'NEXT' })}>下一步</Button>}
        {step === 'error' && <Button onClick={() => actor.send({ type: 'RETRY' })}>重试</Button>}
        {((step === 'reason' && !paper) || step === 'returnExpress' || busy) && (
          <Button loading={busy} onClick={() => forward({ type: 'SUBMIT', idempotencyKey: crypto.randomUUID() })}>提交退票</Button>
        )}
      </Group>
    </Stack>
  );
}

/** 申请退票: for the invoice `applyNo` names (loaded first), or for one picked in the form. */
export function RefundDrawer({ opened, applyNo, onClose, onSaved }: { opened: boolean; applyNo: string | null; onClose(): void; onSaved(): void }) {
  const done = () => {
    onSaved();
    onClose();
  };
  return (
    <SideDrawer opened={opened} onClose={onClose} title="申请退票" size={560} position="right">
      {opened &&
        (applyNo ? (
          <LoadedView load={(signal) => getInvoice(applyNo, signal)} loadKey={applyNo}>
            {(invoice) => <RefundForm preset={invoice} onDone={done} />}
          </LoadedView>
        ) : (
          <RefundForm preset={null} onDone={done} />
        ))}
    </SideDrawer>
  );
}
