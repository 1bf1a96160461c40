import { Alert, Button, Card, Chip, FileInput, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { rechargeMachine, type RechargeChannelChoice } from '../../../machines/recharge.machine.ts';
import { PROVIDER } from '../../contracts/provider.ts';
import { SLIP_MAX_BYTES } from '../../contracts/recharges.ts';
import { moneyProblem, moneyToChinese, yuanToFen } from '../../rules/money.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { attemptKey, createRecharge, submitTransfer } from './moneyApi.ts';
import { formatCount } from '../../rules/numbers.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const CHIPS = ['1000', '5000', '10000', '50000'];
const CHANNELS = ['微信', '支付宝', '对公转账'] as const;
const MAX_YUAN = 1_000_000;
/** The provider's receiving account for bank transfers (the same party as in the contracts and on its invoices). */
const BANK = [
  ['收款单位', PROVIDER.name],
  ['开户银行', PROVIDER.bank],
  ['银行账号', PROVIDER.account],
];

function slipProblem(channel: RechargeChannelChoice, slip: File | null): string | null {
  if (channel !== '对公转账') return null;
  if (!slip) return '请上传转账凭证';
  if (!/\.(jpe?g|png|pdf)$/i.test(slip.name)) return '转账凭证仅支持 jpg、png 或 pdf 文件';
  return slip.size > SLIP_MAX_BYTES ? '转账凭证不能超过 5 MB' : null;
}

/** M2: amount with chips and 大写, channel, slip for a bank transfer; online recharges go on to the payment screen. */
export function RechargeForm({ onPay, onSubmitted }: { onPay(rechargeNo: string): void; onSubmitted(): void }) {
  const machine = useMemo(
    () =>
      rechargeMachine.provide({
        actors: { createRecharge: fromPromise(({ input }) => createRecharge(input)), submitTransfer: fromPromise(({ input }) => submitTransfer(input)) },
        actions: { handedOff: ({ context }) => context.rechargeNo && onPay(context.rechargeNo), transferSubmitted: () => onSubmitted() },
      }),
    // The machine is made once: the page's callbacks do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [state, send] = useMachine(machine);
  const [amount, setAmount] = useState('');
  const [channel, setChannel] = useState<RechargeChannelChoice>('微信');
  const [slip, setSlip] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ amount?: string | null; slip?: string | null }>({});
  // One key per attempt: a resubmit of the same values after a lost answer finds the same recharge; a
  // changed amount, channel or slip is a new attempt.
  const key = useRef(attemptKey());
  const newAttempt = () => {
    key.current = attemptKey();
  };
  const changeAmount = (next: string) => {
    newAttempt();
    setAmount(next);
  };

  const { rechargeNo } = state.context;

  const submit = () => {
    const found = { amount: moneyProblem(amount, 1, MAX_YUAN), slip: slipProblem(channel, slip) };
    setProblems(found);
    if (found.amount || found.slip) return;
    send({ type: 'SUBMIT', request: { amountFen: yuanToFen(amount)!, channel, slip, idempotencyKey: key.current } });
  };
  const busy = state.value === 'creating' || state.value === 'uploadingSlip';

  if (state.value === 'submitted') {
    return (
      <Alert color="orange" title="转账凭证已提交，审核中">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">充值单号 {rechargeNo}：财务核对到账后余额自动增加，可在下方充值记录查看进度。</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              newAttempt();
              send({ type: 'AGAIN' });
            }}
          >
            继续充值
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Card withBorder padding="md">
      <Stack gap="sm" maw={560}>
        <TextInput
          label="充值金额（元）"
          placeholder="1 至 1,000,000"
          value={amount}
          onChange={(event) => {
            const next = event.currentTarget.value;
            changeAmount(next);
            // A shown problem follows the typing, so it never vanishes (and moves the form) on blur.
            if (problems.amount) setProblems((p) => ({ ...p, amount: moneyProblem(next, 1, MAX_YUAN) }));
          }}
          onBlur={() => amount && setProblems((p) => ({ ...p, amount: moneyProblem(amount, 1, MAX_YUAN) }))}
          error={problems.amount}
          description={moneyToChinese(yuanToFen(amount) === null ? '' : amount) ? `大写：${moneyToChinese(amount)}` : undefined}
        />
        <Chip.Group value={CHIPS.includes(amount) ? amount : ''} onChange={(value) => changeAmount(String(value))}>
          <Group gap="xs">
            {CHIPS.map((chip) => (
              <Chip key={chip} value={chip} size="xs">
                {formatCount(Number(chip))}元
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            充值方式
          </Text>
          <SegmentedControl aria-label="充值方式" data={[...CHANNELS]} value={channel} onChange={(value) => {
              newAttempt();
              setChannel(value as RechargeChannelChoice);
            }} />
        </Stack>
        {channel === '对公转账' && (
          <Stack gap={6}>
            <Card bg="var(--portal-surface-muted)" padding="xs">
              {BANK.map(([label, value]) => (
                <Text key={label} size="sm">
                  {label}：{value}
                </Text>
              ))}
            </Card>
            <FileInput
              label="转账凭证"
              placeholder="选择 jpg、png 或 pdf 文件（≤ 5 MB）"
              accept="image/png,image/jpeg,application/pdf"
              value={slip}
              onChange={(file) => {
                newAttempt();
                setSlip(file);
                setProblems((p) => ({ ...p, slip: file ? slipProblem(channel, file) : null }));
              }}
              error={problems.slip}
              clearable
            />
          </Stack>
        )}
        {state.context.error && (
          <Alert color="red" variant="light">
            {state.context.error}
          </Alert>
        )}
        <Can screen={paymentsScreens.recharge} action="recharge">
          <Group>
            <Button onClick={submit} loading={busy}>
              立即充值
            </Button>
          </Group>
        </Can>
      </Stack>
    </Card>
  );
}
