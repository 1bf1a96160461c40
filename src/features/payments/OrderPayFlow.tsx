import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { orderPayMachine, type OrderPayInput, type QrChannel } from '../../../machines/orderPay.machine.ts';
import { formatYuan } from '../../rules/money.ts';
import { recordAction } from '../../ui/actionJournal.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { usePhoneCode } from '../../ui/widgets/OperationCodeField.tsx';
import { PayBalanceModal } from './PayBalanceModal.tsx';
import { PayQrStep } from './PayQrStep.tsx';
import { cancelOrder, createQr, getPaymentStatus, loadPayTarget, payByBalance } from './paymentsApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import type { PayingScreen } from '../../contracts/orders.ts';

type Method = '余额' | QrChannel;

export interface OrderPayFlowProps {
  input: OrderPayInput;
  /** The order or recharge summary above the method choice. */
  summary: ReactNode;
  /** Where the flow goes once paid. */
  successHref: string;
  /** Called with the payment number while a code is shown (the page keeps it in its address, so a reload resumes). */
  onPaymentShown?(payNo: string | null): void;
  /** The screen whose `pay` button code allows paying (unknown yet: nothing is payable). */
  payScreen: PayingScreen | undefined;
}

/** M1 on a page: choose a method, pay by balance (money modal) or by QR, or cancel the order. */
export function OrderPayFlow({ input, summary, successHref, onPaymentShown, payScreen }: OrderPayFlowProps) {
  const [, navigate] = useLocation();
  const isOrder = input.targetKind === 'order';
  const [method, setMethod] = useState<Method>(input.chosenChannel ?? (isOrder ? '余额' : '微信'));
  const actor = useActorRef(
    orderPayMachine.provide({
      actors: {
        loadTarget: fromPromise(({ input: load }) => loadPayTarget(load)),
        payBalance: fromPromise(({ input: body }) => recordAction('余额支付', () => payByBalance(body))),
        createQr: fromPromise(({ input: body }) => createQr(body)),
        pollStatus: fromPromise(({ input: { payNo } }) => getPaymentStatus(payNo)),
        cancelOrder: fromPromise(({ input: { orderNo } }) => cancelOrder(orderNo)),
      },
      actions: {
        paidOut: () => navigate(successHref, { replace: true }),
        // A code shown → its number; back at the choice → none (a reload of an expired code lands at the choice anyway).
        paymentShown: ({ context }) => onPaymentShown?.(context.payment?.payNo ?? null),
        paymentCleared: () => onPaymentShown?.(null),
        askCancel: ({ self }) =>
          modals.openConfirmModal({
            title: '取消订单',
            children: <Text size="sm">确定取消该订单吗？取消后不能再支付。</Text>,
            labels: { confirm: '确定取消', cancel: '再想想' },
            confirmProps: { color: 'red' },
            onConfirm: () => self.send({ type: 'CONFIRM' }),
            onCancel: () => self.send({ type: 'BACK' }),
          }),
      },
    }),
    { input },
  );
  const state = useSelector(actor, (snapshot) => (typeof snapshot.value === 'string' ? snapshot.value : 'scanning'));
  const { target, payment, channel, error, notice } = useSelector(actor, (snapshot) => snapshot.context);
  // The 余额支付 code countdown belongs to the payment, not to its dialog: reopening the dialog keeps it.
  const paymentCode = usePhoneCode();

  if (state === 'loading') return <Text c="dimmed">加载中…</Text>;
  if (state === 'loadFailed') {
    return (
      <Alert color="red" title="加载失败">
        <Text size="sm">{error}</Text>
        <Button mt="sm" size="xs" onClick={() => actor.send({ type: 'RETRY' })}>
          重试
        </Button>
      </Alert>
    );
  }
  const amountFen = target?.amountFen ?? 0;
  const qrPhase = { loadingQr: 'loading', scanning: 'scanning', expired: 'expired', failed: 'failed' } as const;

  return (
    <Stack gap="md">
      {summary}
      {state === 'unpayable' && <Alert color="gray">{isOrder ? '该订单不是待支付状态，无需支付' : '该充值单不是待支付状态'}</Alert>}
      {state === 'cancelled' && <Alert color="gray">订单已取消</Alert>}
      {notice && <Alert color="yellow">{notice}</Alert>}
      {state in qrPhase ? (
        <PayQrStep
          channel={channel}
          amountFen={amountFen}
          payment={payment}
          phase={qrPhase[state as keyof typeof qrPhase]}
          error={error}
          onCheckNow={() => actor.send({ type: 'CHECK_NOW' })}
          onRefresh={() => actor.send({ type: 'REFRESH' })}
          onRetry={() => actor.send({ type: 'RETRY' })}
          onBack={() => actor.send({ type: 'BACK' })}
        />
      ) : (
        ['choosingMethod', 'balanceConfirm', 'charging', 'cancelConfirm', 'cancelling'].includes(state) && (
          <Stack gap="sm">
            {error && state === 'choosingMethod' && <Alert color="red">{error}</Alert>}
            <Radio.Group label="支付方式" value={method} onChange={(value) => setMethod(value as Method)}>
              <Group mt="xs">
                {isOrder && <Radio value="余额" label={`余额支付（可用 ¥${formatYuan(target?.balanceFen ?? 0)}）`} />}
                <Radio value="微信" label="微信支付" />
                <Radio value="支付宝" label="支付宝" />
              </Group>
            </Radio.Group>
            <Group>
              {payScreen && (
                <Can screen={payScreen} action="pay">
                  <Button onClick={() => actor.send(method === '余额' ? { type: 'CHOOSE_BALANCE' } : { type: 'CHOOSE_QR', channel: method })}>
                    {method === '余额' ? '余额支付' : '立即支付'}
                  </Button>
                </Can>
              )}
              {isOrder && (
                <Button variant="default" color="red" loading={state === 'cancelling'} onClick={() => actor.send({ type: 'CANCEL' })}>
                  取消订单
                </Button>
              )}
            </Group>
          </Stack>
        )
      )}
      <PayBalanceModal
        opened={state === 'balanceConfirm' || state === 'charging'}
        amountFen={amountFen}
        balanceFen={target?.balanceFen ?? null}
        charging={state === 'charging'}
        error={error}
        onSubmit={(code) => actor.send({ type: 'SUBMIT', code })}
        onRecharge={() => navigate(paymentsScreens.recharge.path)}
        onClose={() => state !== 'charging' && actor.send({ type: 'BACK' })}
        countdown={paymentCode}
      />
    </Stack>
  );
}
