import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { fromPromise, waitFor } from 'xstate';
import { dangerousOpMachine } from '../../../machines/dangerousOp.machine.ts';
import { DraggableDialog } from './DraggableDialog.tsx';
import { OperationCodeField } from './OperationCodeField.tsx';

export interface DangerousOpDialogProps {
  opened: boolean;
  onClose(): void;
  title: string;
  /** The exact name the user must type (a customer's, an account set's…). */
  objectName: string;
  /** What the name is, e.g. 客户名称. */
  objectLabel?: string;
  /** What will be lost; shown first, in red. */
  warning: ReactNode;
  /** Sends the phone code to the signed-in account (rejects with the server's message). */
  sendCode(): Promise<unknown>;
  /** Runs the operation with the typed code and name (rejects with the server's message). */
  execute(code: string, typedName: string): Promise<unknown>;
  /** After the operation succeeded (refresh the list here). */
  onDone?(): void;
}

export const DONE_TEXT = '操作已完成';

/**
 * M13 for every irreversible operation (清除服务, 注销空户, 删除账套, 解绑加密狗): type the object's
 * exact name, confirm with a phone code, run; a failure keeps what was typed for 重试.
 */
export function DangerousOpDialog(props: DangerousOpDialogProps) {
  return (
    <DraggableDialog opened={props.opened} onClose={props.onClose} title={props.title}>
      {/* Mounted on each opening, so every opening starts from the name step. */}
      {props.opened && <DangerousOpSteps {...props} />}
    </DraggableDialog>
  );
}

function DangerousOpSteps(props: DangerousOpDialogProps) {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  /* eslint-disable react-hooks/refs -- the actors run on the user's presses, never during render */
  const actor = useActorRef(
    dangerousOpMachine.provide({
      actors: {
        sendCode: fromPromise(() => latest.current.sendCode()),
        execute: fromPromise(({ input }) => latest.current.execute(input.code, input.typedName)),
      },
    }),
    { input: { objectName: props.objectName } },
  );
  /* eslint-enable react-hooks/refs */
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const done = snapshot.matches('done');
  useEffect(() => {
    if (done) latest.current.onDone?.();
  }, [done]);

  // The code field's 获取验证码 sends through the machine and learns how it went.
  const send = async () => {
    actor.send({ type: 'SEND_CODE' });
    const after = await waitFor(actor, (s) => !s.matches({ phoneCode: 'sending' }));
    if (after.context.codeError) throw new Error(after.context.codeError);
  };

  if (done) {
    return (
      <Stack>
        <Alert color="green">{DONE_TEXT}</Alert>
        <Group justify="flex-end">
          <Button onClick={props.onClose}>完成</Button>
        </Group>
      </Stack>
    );
  }
  const naming = snapshot.matches('confirmName');
  const executing = snapshot.matches('executing');
  const failed = snapshot.matches('failed');
  return (
    <Stack>
      <Alert color="red" title="此操作不可恢复">
        {props.warning}
      </Alert>
      {naming ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'CONFIRM' });
          }}
        >
          <Text size="sm" mb="xs">
            请输入{props.objectLabel ?? '名称'}“<b>{props.objectName}</b>”以确认
          </Text>
          <TextInput
            label={`确认${props.objectLabel ?? '名称'}`}
            value={context.typedName}
            onChange={(event) => actor.send({ type: 'NAME', value: event.currentTarget.value })}
            error={context.nameError}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={props.onClose}>
              取消
            </Button>
            <Button type="submit">下一步</Button>
          </Group>
        </form>
      ) : (
        <>
          <OperationCodeField value={context.code} onChange={(value) => actor.send({ type: 'CODE', value })} send={send} error={context.codeError} />
          {context.error && <Alert color="red">{context.error}</Alert>}
          <Group justify="flex-end">
            {failed ? (
              <>
                <Button variant="default" onClick={props.onClose}>
                  取消
                </Button>
                <Button color="red" onClick={() => actor.send({ type: 'RETRY' })}>
                  重试
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" disabled={executing} onClick={() => actor.send({ type: 'BACK' })}>
                  上一步
                </Button>
                <Button color="red" loading={executing} onClick={() => actor.send({ type: 'SUBMIT' })}>
                  确定
                </Button>
              </>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
