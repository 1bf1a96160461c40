import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fenToYuanText, formatYuan, moneyToChinese } from '../../rules/money.ts';
import { operationCodeProblem } from '../../rules/operationCode.ts';
import { OperationCodeField, type PhoneCode } from '../../ui/widgets/OperationCodeField.tsx';
import { sendPaymentCode } from './paymentsApi.ts';

export interface PayBalanceModalProps {
  opened: boolean;
  amountFen: number;
  balanceFen: number | null;
  charging: boolean;
  /** The server's refusal of the last try (wrong code, 余额不足…). */
  error: string | null;
  onSubmit(code: string): void;
  onRecharge(): void;
  onClose(): void;
  /** The flow's code countdown: closing the dialog and opening it again keeps it. */
  countdown: PhoneCode;
}

/** 余额支付 (P4 money modal): the amount with 大写, the balance after paying, and the phone code that confirms it. */
export function PayBalanceModal({ opened, amountFen, balanceFen, charging, error, onSubmit, onRecharge, onClose, countdown }: PayBalanceModalProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shortfall = balanceFen !== null && balanceFen < amountFen;
  const submit = () => {
    const codeProblem = operationCodeProblem(code);
    setProblem(codeProblem);
    if (!codeProblem) onSubmit(code);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="余额支付" centered closeOnClickOutside={!charging}>
      <Stack gap="sm">
        <Text>
          支付金额：<b>¥{formatYuan(amountFen)}</b>
        </Text>
        <Text size="sm" c="dimmed">
          大写：{moneyToChinese(fenToYuanText(amountFen))}
        </Text>
        {balanceFen !== null && <Text size="sm">账户余额：¥{formatYuan(balanceFen)}</Text>}
        {shortfall ? (
          <>
            <Text c="red" role="alert">
              账户余额不足，还差 ¥{formatYuan(amountFen - (balanceFen ?? 0))}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                取消
              </Button>
              <Button onClick={onRecharge}>去充值</Button>
            </Group>
          </>
        ) : (
          <>
            {balanceFen !== null && <Text size="sm">支付后余额：¥{formatYuan(balanceFen - amountFen)}</Text>}
            <OperationCodeField value={code} onChange={setCode} send={sendPaymentCode} error={problem} code={countdown} />
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={charging}>
                取消
              </Button>
              <Button onClick={submit} loading={charging}>
                确认支付
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
