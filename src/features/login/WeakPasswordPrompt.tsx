import { Button, Group, Modal, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { sheetClassNames } from '../../ui/widgets/dialogSheet.ts';
import { ignoreLabel, type weakPasswordMachine } from '../../../machines/weakPassword.machine.ts';

/** Security prompt: set a new password, or ignore this time while ignores remain. (docs/product.md#routes) */
export function WeakPasswordPrompt({ actor }: { actor: ActorRefFrom<typeof weakPasswordMachine> }) {
  const remaining = useSelector(actor, (snapshot) => snapshot.context.remaining);
  const ignoring = useSelector(actor, (snapshot) => snapshot.value === 'ignoring');
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      withOverlay={false}
      title="安全提示"
      shadow="xl"
      classNames={sheetClassNames}
    >
      <Text>您的登录密码过于简单，存在被盗用的风险，建议立即设置新密码。</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" disabled={remaining <= 0} loading={ignoring} onClick={() => actor.send({ type: 'IGNORE' })}>
          {ignoreLabel({ remaining })}
        </Button>
        <Button disabled={ignoring} onClick={() => actor.send({ type: 'SET_PASSWORD' })}>
          去设置新密码
        </Button>
      </Group>
    </Modal>
  );
}
