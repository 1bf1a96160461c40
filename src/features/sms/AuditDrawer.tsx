import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useWindowEvent } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { auditItemMachine, formEditable, type AuditAnswer, type AuditItemState } from '../../../machines/auditItem.machine.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import type { FormValidators } from '../../ui/resource/FormDrawer.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { smsScreens } from '../../contracts/screens/sms.ts';

type Form<V extends Record<string, unknown>> = ReturnType<typeof useForm<V>>;

export interface AuditDrawerProps<V extends Record<string, unknown>> {
  /** The list's screen: its 撤回 and 修改 codes guard the buttons. */
  screen: typeof smsScreens.signList | typeof smsScreens.autograph | typeof smsScreens.templateList;
  title: string;
  answer: AuditAnswer;
  /** What stays in force while a change is reviewed (the approved name or content); null when never approved. */
  effective: string | null;
  initialValues: V;
  validate: FormValidators<V>;
  fields(form: Form<V>): ReactNode;
  submit(values: V): Promise<AuditAnswer>;
  refresh(): Promise<AuditAnswer>;
  withdraw(): Promise<AuditAnswer>;
  /** Opened by the row's 修改: the form starts in editing. */
  editNow?: boolean;
  /** After each change (refresh the list behind). */
  onChanged(): void;
  onClose(): void;
}

const HINT: Partial<Record<AuditItemState, string>> = {
  draft: '修改后提交审核',
  reviewing: '审核中，审核完成前不能修改；如需修改请先撤回',
  approved: '已审核通过，修改后需重新审核，审核期间原内容继续有效',
  editing: '修改后重新提交审核',
};

/** One signature or template through its review (M6): status and reason, 撤回 while reviewed, 修改 → resubmit. */
function AuditFlow<V extends Record<string, unknown>>(props: AuditDrawerProps<V>) {
  const form = useForm<V>({ mode: 'uncontrolled', initialValues: props.initialValues, validate: props.validate as never, validateInputOnBlur: true });
  const changed = (answer: AuditAnswer) => {
    props.onChanged();
    return answer;
  };
  const actor = useActorRef(
    auditItemMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          const answer = changed(await props.submit(input as V));
          message.success('提交成功，请等待审核');
          return answer;
        }),
        refresh: fromPromise(() => props.refresh()),
        withdraw: fromPromise(async () => {
          const answer = changed(await props.withdraw());
          message.success('已撤回');
          return answer;
        }),
      },
    }),
    // Opened by the row's 修改: the form starts in editing.
    { input: { ...props.answer, editing: props.editNow } },
  );
  const state = useSelector(actor, (snapshot) => snapshot.value as AuditItemState);
  const { status, reason, error } = useSelector(actor, (snapshot) => snapshot.context);
  useWindowEvent('focus', () => actor.send({ type: 'FOCUS' }));
  const editable = formEditable(state);
  return (
    <Stack gap="md">
      <Alert color={status === '审核未通过' ? 'red' : status === '审核通过' ? 'green' : status === '审核中' ? 'orange' : 'gray'} aria-label="审核状态">
        <Group gap="xs">
          <StatusTag status={status} />
          <Text size="sm">{status === '审核未通过' ? `原因：${reason ?? ''}` : (HINT[state] ?? '')}</Text>
        </Group>
      </Alert>
      {props.effective !== null && status !== '审核通过' && <Text size="sm">当前生效：{props.effective}</Text>}
      {error && <Alert color="red">{error}</Alert>}
      <form onSubmit={form.onSubmit((values) => actor.send({ type: 'SUBMIT', data: values }))}>
        <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">{props.fields(form)}</Stack>
        </fieldset>
        <Group mt="md" gap="xs">
          {(editable || state === 'submitting') && (
            <Button type="submit" loading={state === 'submitting'}>
              提交审核
            </Button>
          )}
          {state === 'editing' && (
            <Button variant="default" onClick={() => { form.reset(); actor.send({ type: 'CANCEL' }); }}>
              取消修改
            </Button>
          )}
          {state === 'reviewing' && (
            <Can screen={props.screen} action="withdraw">
              <Button variant="default" onClick={() => actor.send({ type: 'WITHDRAW' })}>
                撤回
              </Button>
            </Can>
          )}
          {(state === 'approved' || state === 'rejected') && (
            <Can screen={props.screen} action="edit">
              <Button onClick={() => actor.send({ type: 'EDIT' })}>修改</Button>
            </Can>
          )}
        </Group>
      </form>
    </Stack>
  );
}

export function AuditDrawer<V extends Record<string, unknown>>(props: AuditDrawerProps<V> & { opened: boolean }) {
  return (
    <Drawer opened={props.opened} onClose={props.onClose} position="right" size={560} title={props.title}>
      {props.opened && <AuditFlow {...props} />}
    </Drawer>
  );
}
