import { Button, Group, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { phoneCodeLabel, phoneCodeMachine } from '../../../machines/phoneCode.machine.ts';

export interface OperationCodeFieldProps {
  value: string;
  onChange(value: string): void;
  /** Sends a code to the signed-in account's own phone (rejects with the server's message). */
  send(): Promise<unknown>;
  error?: string | null;
  label?: string;
  /** The countdown of a flow that outlives the field (a dialog opened again keeps it); the field's own otherwise. */
  code?: PhoneCode;
}

/** A 获取验证码 countdown and the last send's refusal. */
export interface PhoneCode {
  actor: ActorRefFrom<typeof phoneCodeMachine>;
  sendProblem: string | null;
  clearProblem(): void;
}

/** A countdown held by whoever calls this (a payment flow), so closing and reopening its dialog does not restart it. */
export function usePhoneCode(): PhoneCode {
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const actor = useActorRef(
    phoneCodeMachine.provide({
      // The press hands over the send call it is made with (the latest props).
      actors: { sendCode: fromPromise(async ({ input }) => (input.send as () => Promise<unknown>)()) },
      actions: { reportFailure: (_, text) => setSendProblem(text) },
    }),
    { input: {} },
  );
  return useMemo(() => ({ actor, sendProblem, clearProblem: () => setSendProblem(null) }), [actor, sendProblem]);
}

/**
 * The phone code that confirms a sensitive operation (docs/product.md#screen-patterns): a code box and 获取验证码 with
 * the 120 s countdown of the sign-in codes. A failed send shows its message under the box.
 */
export function OperationCodeField({ value, onChange, send, error, label = '手机验证码', code }: OperationCodeFieldProps) {
  const own = usePhoneCode();
  const { actor, sendProblem, clearProblem } = code ?? own;
  const buttonLabel = useSelector(actor, phoneCodeLabel);
  const busy = useSelector(actor, (snapshot) => snapshot.value === 'sending' || snapshot.value === 'countingDown');
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        placeholder="请输入验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        withAsterisk
        style={{ flex: 1 }}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
        error={error ?? sendProblem}
      />
      <Button
        variant="light"
        w={110}
        mt={25}
        disabled={busy}
        onClick={() => {
          clearProblem();
          actor.send({ type: 'SEND', request: { send } });
        }}
      >
        {buttonLabel}
      </Button>
    </Group>
  );
}
