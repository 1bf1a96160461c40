import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ANNUAL_FEE_MAX, annualFeeProblem } from '../../rules/customerRecords.ts';
import { formatYuanAmount, moneyToChinese } from '../../rules/money.ts';
import { message } from '../../ui/message.ts';
import { ModalForm, useModalSubmit } from '../../ui/resource/ModalForm.tsx';
import { modifyAnnualFee, type AnnualFee } from './customerRecordsApi.ts';

/** The amount typed so far as 元 with 大写 beneath, as a clerk reads it back. */
function Amount({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="sm">
        {label}：¥{formatYuanAmount(value)}
      </Text>
      <Text size="xs" c="dimmed">
        大写：{moneyToChinese(value)}
      </Text>
    </Stack>
  );
}

function FeeForm({ fee, onClose, onSaved }: { fee: AnnualFee; onClose(): void; onSaved(): void }) {
  const [value, setValue] = useState<number | string>(fee.annualFee);
  const submit = useModalSubmit();
  const amount = typeof value === 'number' ? value : Number(value);
  const fieldProblem = annualFeeProblem(value);

  const save = () => {
    if (fieldProblem) return submit.setProblem(fieldProblem);
    void submit.run(async () => {
      await modifyAnnualFee({ userId: fee.id, annualFee: amount });
      message.success('保存成功');
      onClose();
      onSaved();
    });
  };

  return (
    <ModalForm problem={submit.problem} busy={submit.busy} onSubmit={save} onCancel={onClose}>
      <Text size="sm">
        客户：{fee.userName}（{fee.productName} {fee.versionName}，{fee.userCount} 用户）
      </Text>
      <Amount label="原年费" value={fee.annualFee} />
      <NumberInput
        label="新年费（元）"
        withAsterisk
        min={0}
        max={ANNUAL_FEE_MAX}
        clampBehavior="strict"
        decimalScale={2}
        thousandSeparator=","
        value={value}
        onChange={setValue}
        error={value !== '' && fieldProblem}
        data-autofocus
      />
      {!fieldProblem && <Amount label="新年费" value={amount} />}
    </ModalForm>
  );
}

/** 修改年费 (khnf:edit, P4 money modal): old → new amount, each with 大写. */
export function AnnualFeeModal({ fee, onClose, onSaved }: { fee: AnnualFee | null; onClose(): void; onSaved(): void }) {
  return (
    <Modal opened={fee !== null} onClose={onClose} title="修改年费" centered>
      {fee && <FeeForm fee={fee} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
