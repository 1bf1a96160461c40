import { Alert, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isHostTaken } from '../../api/register.ts';
import { HOST_MAX, HOST_TAKEN, hostProblem } from '../../rules/registration.ts';
import { message } from '../../ui/message.ts';
import { ModalForm, useModalSubmit } from '../../ui/resource/ModalForm.tsx';
import { DraggableDialog } from '../../ui/widgets/DraggableDialog.tsx';
import { changeHost, type HostRow } from './customerServicesApi.ts';

export const HOST_CHANGE_WARNING = '修改后原访问地址将失效';

/** 修改域名 (zjgl:editHost): a new letters-only prefix, free everywhere; the old address stops working. */
export function HostListEditDialog({ row, onClose, onSaved }: { row: HostRow | null; onClose(): void; onSaved(): void }) {
  return (
    <DraggableDialog opened={row !== null} onClose={onClose} title="修改域名">
      {row && <HostForm row={row} onClose={onClose} onSaved={onSaved} />}
    </DraggableDialog>
  );
}

function HostForm({ row, onClose, onSaved }: { row: HostRow; onClose(): void; onSaved(): void }) {
  const [host, setHost] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const { busy, problem, run } = useModalSubmit();

  // Format first, then whether someone else holds the prefix (the same check as registration).
  const check = async (value: string) => {
    const found = hostProblem(value.trim());
    if (found) return found;
    return (await isHostTaken(value.trim()).catch(() => false)) ? HOST_TAKEN : null;
  };
  const submit = () =>
    run(async () => {
      const found = await check(host);
      setFieldProblem(found);
      if (found) return;
      await changeHost({ userId: row.id, host: host.trim() });
      message.success('修改成功');
      onClose();
      onSaved();
    });

  return (
    <ModalForm problem={problem} busy={busy} onSubmit={() => void submit()} onCancel={onClose}>
      <Alert color="orange">{HOST_CHANGE_WARNING}</Alert>
      <Text size="sm">
        当前访问地址：{row.url}（{row.userName}）
      </Text>
      <TextInput
        label="新域名前缀"
        description={`纯字母，最多${HOST_MAX}位`}
        withAsterisk
        value={host}
        maxLength={HOST_MAX * 2}
        onChange={(event) => {
          setHost(event.currentTarget.value);
          setFieldProblem(null);
        }}
        onBlur={() => host !== '' && void check(host).then(setFieldProblem)}
        error={fieldProblem}
        data-autofocus
      />
    </ModalForm>
  );
}
