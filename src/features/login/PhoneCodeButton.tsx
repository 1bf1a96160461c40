import { Button } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { phoneCodeLabel, type phoneCodeMachine } from '../../../machines/phoneCode.machine.ts';

interface PhoneCodeButtonProps {
  actor: ActorRefFrom<typeof phoneCodeMachine>;
  onPress: () => void;
}

/** 获取验证码 → 发送中 → 剩余N秒 → 重新发送, from the phone-code machine. */
export function PhoneCodeButton({ actor, onPress }: PhoneCodeButtonProps) {
  const label = useSelector(actor, phoneCodeLabel);
  const busy = useSelector(actor, (snapshot) => snapshot.value === 'sending' || snapshot.value === 'countingDown');
  return (
    <Button variant="light" w={110} disabled={busy} onClick={onPress} mt={25}>
      {label}
    </Button>
  );
}
