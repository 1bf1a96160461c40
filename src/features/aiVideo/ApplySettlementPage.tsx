import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { settlementApplyMachine } from '../../../machines/settlementApply.machine.ts';
import { formatYuan } from '../../rules/money.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { DescriptionGrid } from '../../ui/resource/DetailScreen.tsx';
import { KeptOffer } from '../../ui/resource/KeptOffer.tsx';
import { useKeptWizard } from '../../ui/resource/keptStep.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { applySettlement, unsettledOrders, type CardOrder } from './aiVideoApi.ts';
import { CommissionTotal, OrdersStep, PayeeStep, sumOf } from './ApplySteps.tsx';
import { SETTLEMENT_WIZARD, settlementChoices, settlementRestore } from './keptSettlement.ts';
import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';

const STEPS = [{ title: '选择订单' }, { title: '收款信息' }, { title: '确认提交' }];
const stepOf: Record<string, number> = { selectOrders: 0, payee: 1, review: 2, submitting: 2, pending: 3 };

/**
 * Unsettled orders of a period → payee and invoice → review → 提交. The step and what was chosen and typed are kept with
 * the page's session and offered back after a reload (docs/product.md#tabs); submitting forgets them.
 */
export default function ApplySettlementPage() {
  const [, navigate] = useLocation();
  const askedPeriod = new URLSearchParams(useSearch()).get('period') ?? '';
  const actor = useActorRef(
    settlementApplyMachine.provide({
      actors: { submit: fromPromise(({ input }) => applySettlement(input)) },
      actions: {
        submitted: () => {
          message.success('结算申请已提交，等待审核');
          navigate(aiVideoScreens.settlements.path);
        },
      },
    }),
    { input: undefined },
  );
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const context = useSelector(actor, (snapshot) => snapshot.context);

  const choosePeriod = (period: string, orders: readonly CardOrder[]) => {
    actor.send({ type: 'PERIOD', period });
    actor.send({ type: 'SELECT', orders: orders.filter((order) => order.period === period) });
  };
  // Loaded once per opening of the wizard; the period the address names is chosen when its orders are in.
  const [loaded, reload] = useLoad(
    (signal) =>
      unsettledOrders(signal).then((orders) => {
        if (!actor.getSnapshot().context.period && orders.some((order) => order.period === askedPeriod)) choosePeriod(askedPeriod, orders);
        return orders;
      }),
    'unsettled',
  );
  const open = loaded.state === 'ready' ? loaded.value : null;

  const kept = useKeptWizard(SETTLEMENT_WIZARD);
  const [restoreProblem, setRestoreProblem] = useState<string | null>(null);
  const step = stepOf[state] ?? 0;
  const applying = ['selectOrders', 'payee', 'review', 'submitting'].includes(state);
  useEffect(() => {
    if (applying) kept.keep(step, settlementChoices(context));
    else kept.forget();
  }, [applying, step, context, kept]);
  const restore = () => {
    const { event, problem } = settlementRestore(kept.offer!, open!);
    kept.restored();
    setRestoreProblem(problem);
    actor.send(event);
  };

  return (
    <Stack p="md" gap="md">
      <Title order={3}>{aiVideoScreens.applySettlement.title}</Title>
      <Steps steps={STEPS} active={step} />
      {kept.offer && state === 'selectOrders' && <KeptOffer onRestore={restore} onDiscard={kept.forget} waiting={!open} />}
      {restoreProblem && <Alert color="orange">{restoreProblem}</Alert>}
      <Paper withBorder p="md">
        {loaded.state === 'failed' && <LoadProblem problem={loaded.problem} onRetry={reload} />}
        {loaded.state === 'loading' && <Text c="dimmed">正在加载可结算的订单…</Text>}
        {open && state === 'selectOrders' && (
          <OrdersStep
            open={open}
            period={context.period}
            chosen={context.orders}
            onPeriod={(period) => choosePeriod(period, open)}
            onChosen={(orders) => actor.send({ type: 'SELECT', orders })}
          />
        )}
        {state === 'payee' && (
          <PayeeStep
            payee={context.payee}
            invoice={context.invoice}
            onPayee={(payee) => actor.send({ type: 'PAYEE', payee })}
            onInvoice={(invoice) => actor.send({ type: 'INVOICE', invoice })}
          />
        )}
        {(state === 'review' || state === 'submitting') && (
          <Stack gap="sm">
            <DescriptionGrid
              item={context}
              facts={[
                { label: '结算周期', value: (item) => item.period },
                { label: '订单数', value: (item) => String(item.orders.length) },
                { label: '订单金额', value: (item) => `¥${formatYuan(sumOf(item.orders, 'amountFen'))}` },
                { label: '户名', value: (item) => item.payee.payeeName },
                { label: '开户行', value: (item) => item.payee.bankName },
                { label: '银行账号', value: (item) => item.payee.accountNo },
                { label: '公司发票', value: (item) => item.invoice?.name ?? '—', span: 3 },
              ]}
            />
            <CommissionTotal orders={context.orders} />
          </Stack>
        )}
      </Paper>
      {(context.problem || context.error) && (
        <Alert color="red" role="alert">
          {context.problem ?? context.error}
        </Alert>
      )}
      <Group>
        {(state === 'payee' || state === 'review') && (
          <Button variant="default" onClick={() => actor.send({ type: 'BACK' })}>
            上一步
          </Button>
        )}
        {(state === 'selectOrders' || state === 'payee') && open && <Button onClick={() => actor.send({ type: 'NEXT' })}>下一步</Button>}
        {(state === 'review' || state === 'submitting') && (
          <Can screen={aiVideoScreens.applySettlement} action="apply">
            <Button loading={state === 'submitting'} onClick={() => actor.send({ type: 'SUBMIT', idempotencyKey: crypto.randomUUID() })}>
              提交申请
            </Button>
          </Can>
        )}
      </Group>
    </Stack>
  );
}
