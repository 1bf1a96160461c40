import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { loginPasswordChangeMachine } from '../../../machines/loginPasswordChange.machine.ts';
import { updateLoginPassword } from '../../api/auth.ts';
import { clearSession } from '../../api/session.ts';
import { message } from '../../ui/message.ts';
import { closeAsking, sheetClassNames } from '../../ui/widgets/dialogSheet.ts';
import { newPasswordProblem } from '../../rules/password.ts';
import { confirmPasswordProblem, oldPasswordProblem } from '../../rules/login.ts';

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Change-password dialog (centred, no mask); on success the session ends and login opens. (docs/product.md#routes) */
export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  // Esc, the close button and 取消 ask before throwing typed passwords away.
  const dirty = useRef(false);
  const close = () => closeAsking(dirty.current, onClose);
  return (
    <Modal opened={opened} onClose={close} centered withOverlay={false} shadow="xl" title="修改密码" classNames={sheetClassNames}>
      <ChangePasswordForm onClose={onClose} onCancel={close} onDirty={(value) => (dirty.current = value)} />
    </Modal>
  );
}

export default ChangePasswordDialog;

function ChangePasswordForm({ onClose, onCancel, onDirty }: { onClose: () => void; onCancel: () => void; onDirty: (dirty: boolean) => void }) {
  const [, navigate] = useLocation();
  const form = useForm({
    initialValues: { oldPassword: '', password: '', confirm: '' },
    validate: {
      oldPassword: oldPasswordProblem,
      password: newPasswordProblem,
      confirm: (value, values) => confirmPasswordProblem(value, values.password),
    },
    // Changing the new password re-validates the confirmation. (docs/product.md#validation)
    onValuesChange: (values, previous) => {
      onDirty(Object.values(values).some((value) => value !== ''));
      if (values.password !== previous.password && values.confirm !== '') form.validateField('confirm');
    },
  });
  const actor = useActorRef(
    loginPasswordChangeMachine.provide({
      actors: { savePassword: fromPromise(({ input }) => updateLoginPassword(input)) },
      actions: {
        showInfo: (_, text) => message.info(text),
        finish: (_, text) => {
          message.success(text);
          onClose();
          clearSession();
          navigate('/login', { replace: true });
        },
      },
    }),
  );
  const saving = useSelector(actor, (snapshot) => snapshot.value === 'saving');

  const submit = form.onSubmit((values) =>
    actor.send({ type: 'SUBMIT', change: { oldPassword: values.oldPassword, password: values.password, agPassWord: values.confirm } }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput label="旧密码" autoComplete="current-password" withAsterisk {...form.getInputProps('oldPassword')} />
        <PasswordInput label="新密码" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />
        <PasswordInput label="确认密码" autoComplete="new-password" withAsterisk {...form.getInputProps('confirm')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            取消
          </Button>
          <Button type="submit" loading={saving}>
            确定
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
