import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { auditItemMachine, formEditable, type AuditAnswer, type AuditItemState } from '../../../machines/auditItem.machine.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { DescriptionGrid } from '../../ui/resource/DetailScreen.tsx';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { QualityForm } from './QualityForm.tsx';
import { getQualification, submitQualification, withdrawQualification, type Qualification, type QualificationData } from './qualificationApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

const FACTS: Array<{ label: string; value(item: QualificationData): string }> = [
  { label: '企业名称', value: (item) => item.companyName },
  { label: '统一社会信用代码', value: (item) => item.creditCode },
  { label: '法人', value: (item) => item.legalPerson },
  { label: '联系人', value: (item) => item.contact },
  { label: '手机', value: (item) => item.mobile },
  { label: '邮箱', value: (item) => item.email || '—' },
  { label: '地址', value: (item) => item.address || '—' },
];

const BANNER_TEXT: Partial<Record<AuditItemState, string>> = {
  draft: '请填写资质信息并提交审核',
  reviewing: '资料审核中，审核完成前不能修改；如需修改请先撤回',
  approved: '资质已审核通过',
  editing: '修改后重新提交审核',
};

const answerOf = (item: Qualification): AuditAnswer => ({ status: item.auditStatus, reason: item.reason });

/** The audit flow (M6) over the loaded qualification; the calls keep the page's copy current. */
function QualityFlow({ initial }: { initial: Qualification }) {
  const [item, setItem] = useState(initial);
  // 取消 of a change puts the form back to what was submitted.
  const [cancels, setCancels] = useState(0);
  const keep = (next: Qualification) => {
    setItem(next);
    return answerOf(next);
  };
  const actor = useActorRef(
    auditItemMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          const answer = keep(await submitQualification(input as QualificationData));
          message.success('提交成功，请等待审核');
          return answer;
        }),
        refresh: fromPromise(async () => keep(await getQualification())),
        withdraw: fromPromise(async () => {
          const answer = keep(await withdrawQualification());
          message.success('已撤回');
          return answer;
        }),
      },
    }),
    { input: answerOf(initial) },
  );
  const state = useSelector(actor, (snapshot) => snapshot.value as AuditItemState);
  const { status, reason, error } = useSelector(actor, (snapshot) => snapshot.context);
  useWindowEvent('focus', () => actor.send({ type: 'FOCUS' }));

  const editable = formEditable(state);
  const changing = item.effective !== null && (state === 'reviewing' || state === 'refreshing' || state === 'withdrawing' || state === 'editing');
  return (
    <Stack gap="md">
      <Alert color={status === '审核未通过' ? 'red' : status === '审核通过' ? 'green' : status === '审核中' ? 'orange' : 'gray'} aria-label="审核状态">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text size="sm">审核状态：</Text>
            <StatusTag status={status} />
            <Text size="sm">{status === '审核未通过' ? `原因：${reason ?? ''}` : (BANNER_TEXT[state] ?? '')}</Text>
          </Group>
          {state === 'reviewing' && (
            <Can screen={systemScreens.quality} action="withdraw">
              <Button size="xs" variant="default" onClick={() => actor.send({ type: 'WITHDRAW' })}>
                撤回
              </Button>
            </Can>
          )}
          {(state === 'approved' || state === 'rejected') && (
            <Can screen={systemScreens.quality} action="submit">
              <Button size="xs" onClick={() => actor.send({ type: 'EDIT' })}>
                {state === 'approved' ? '修改资料' : '修改后重新提交'}
              </Button>
            </Can>
          )}
        </Group>
      </Alert>
      {changing && item.effective && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Card withBorder>
            <Title order={5} mb="xs">
              当前生效资料
            </Title>
            <DescriptionGrid item={item.effective} facts={FACTS.map((fact) => ({ ...fact, span: 3 as const }))} />
          </Card>
          <Card withBorder>
            <Title order={5} mb="xs">
              {state === 'editing' ? '修改中的资料' : '审核中的修改'}
            </Title>
            <DescriptionGrid item={item.draft} facts={FACTS.map((fact) => ({ ...fact, span: 3 as const }))} />
          </Card>
        </SimpleGrid>
      )}
      <Card withBorder>
        <QualityForm
          key={`${item.submittedAt}-${cancels}`}
          data={item.draft}
          editable={editable}
          problem={error && (editable || state === 'reviewing') ? error : null}
          busy={state === 'submitting'}
          onSubmit={(data) => actor.send({ type: 'SUBMIT', data })}
          onCancel={
            state === 'editing'
              ? () => {
                  setCancels((count) => count + 1);
                  actor.send({ type: 'CANCEL' });
                }
              : undefined
          }
        />
      </Card>
    </Stack>
  );
}

/** The agent's qualification, submitted for the provider's review (M6). */
export default function QualityPage() {
  return (
    <Stack p="md" gap="md">
      <Title order={3}>{systemScreens.quality.title}</Title>
      <LoadedView load={(signal) => getQualification(signal)} loadKey="qualification">
        {(loaded) => <QualityFlow initial={loaded} />}
      </LoadedView>
    </Stack>
  );
}
