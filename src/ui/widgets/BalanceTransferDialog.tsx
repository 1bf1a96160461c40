import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { balanceTransferMachine, type TransferRequest } from '../../../machines/balanceTransfer.machine.ts';
import { recordAction } from '../actionJournal.ts';
import { formatYuan, moneyProblem, moneyToChinese, yuanToFen } from '../../rules/money.ts';
import { operationCodeProblem } from '../../rules/operationCode.ts';
import { OperationCodeField } from './OperationCodeField.tsx';

const MAX_YUAN = 1_000_000;

/** The calls behind the dialog (the page's own api module provides them). */
export interface BalanceTransferCalls {
  subAgents(): Promise<Array<{ agentNo: string; name: string }>>;
  transfer(request: TransferRequest): Promise<{ balanceFen: number }>;
  sendCode(): Promise<unknown>;
  /** A fresh idempotency key for one attempt. */
  attemptKey(): string;
}

export interface BalanceTransferDialogProps {
  calls: BalanceTransferCalls;
  balanceFen: number | null;
  /** Opens with this sub-agent chosen (划拨 from its row). */
  initialAgentNo?: string;
  onClose(): void;
  onDone(): void;
}

/** M15 划拨给二级代理: sub-agent and amount → confirm with 大写 and a phone code → done | failed (重试). */
export function BalanceTransferDialog({ calls, balanceFen, initialAgentNo, onClose, onDone }: BalanceTransferDialogProps) {
  const machine = useMemo(() => balanceTransferMachine.provide({ actors: { transfer: fromPromise(({ input }) => recordAction('划拨', () => calls.transfer(input))) } }), [calls]);
  const [state, send] = useMachine(machine);
  const [agents, setAgents] = useState<Array<{ agentNo: string; name: string }>>([]);
  const [agentNo, setAgentNo] = useState<string | null>(initialAgentNo ?? null);
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ agent?: string | null; amount?: string | null; code?: string | null }>({});
  useEffect(() => {
    calls.subAgents().then(setAgents, () => setAgents([]));
  }, [calls]);
  const done = state.value === 'done';
  // The page's onDone refreshes it, which hands a new onDone back: the transfer is told once.
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    onDone();
  }, [done, onDone]);

  const target = state.context.target;
  const agentName = agents.find((agent) => agent.agentNo === target?.subAgentNo)?.name ?? target?.subAgentNo;
  const next = () => {
    const found = { agent: agentNo ? null : '请选择二级代理', amount: moneyProblem(amount, 0.01, MAX_YUAN) };
    setProblems(found);
    if (!found.agent && !found.amount) send({ type: 'NEXT', target: { subAgentNo: agentNo!, amountFen: yuanToFen(amount)! } });
  };
  const confirm = () => {
    const problem = operationCodeProblem(code);
    setProblems({ code: problem });
    if (!problem) send({ type: 'CONFIRM', code: code.trim(), idempotencyKey: calls.attemptKey() });
  };

  return (
    <Modal opened onClose={onClose} title="划拨给二级代理" closeOnClickOutside={false}>
      {state.value === 'amount' && (
        <Stack gap="sm">
          <Select
            label="二级代理"
            placeholder="请选择"
            data={agents.map((agent) => ({ value: agent.agentNo, label: `${agent.name}（${agent.agentNo}）` }))}
            value={agentNo}
            onChange={setAgentNo}
            error={problems.agent}
          />
          <TextInput
            label="划拨金额（元）"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={problems.amount}
            description={[balanceFen === null ? '' : `可用余额 ¥${formatYuan(balanceFen)}`, yuanToFen(amount) ? `大写：${moneyToChinese(amount)}` : ''].filter(Boolean).join('　')}
          />
          <Group justify="flex-end">
            <Button onClick={next}>下一步</Button>
          </Group>
        </Stack>
      )}
      {(state.value === 'confirm' || state.value === 'transferring' || state.value === 'failed') && target && (
        <Stack gap="sm">
          <Text size="sm">
            向 {agentName} 划拨 <b>¥{formatYuan(target.amountFen)}</b>（{moneyToChinese(target.amountFen / 100)}）
          </Text>
          {balanceFen !== null && <Text size="sm" c="dimmed">划拨后余额 ¥{formatYuan(balanceFen - target.amountFen)}</Text>}
          {state.value === 'confirm' && (
            <>
              <OperationCodeField value={code} onChange={setCode} send={calls.sendCode} error={problems.code} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => send({ type: 'BACK' })}>上一步</Button>
                <Button onClick={confirm}>确认划拨</Button>
              </Group>
            </>
          )}
          {state.value === 'transferring' && (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">划拨中…</Text>
            </Group>
          )}
          {state.value === 'failed' && (
            <>
              <Alert color="red" variant="light">{state.context.error}</Alert>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => send({ type: 'BACK' })}>返回修改</Button>
                <Button onClick={() => send({ type: 'RETRY' })}>重试</Button>
              </Group>
            </>
          )}
        </Stack>
      )}
      {done && (
        <Stack gap="sm">
          <Alert color="green" title="划拨成功">
            已向 {agentName} 划拨 ¥{formatYuan(target!.amountFen)}，当前余额 ¥{formatYuan(state.context.balanceFen ?? 0)}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>完成</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
