import { Alert, Button, FileButton, Group, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { sendSmsMachine, type SendSmsState } from '../../../machines/sendSms.machine.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { CUSTOMER_INSUFFICIENT_COUNT, INSUFFICIENT_COUNT, scheduleProblem, templateVariables } from '../../rules/sms.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { message as toast } from '../../ui/message.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { DateTimeField } from '../../ui/widgets/DateTimeField.tsx';
import { dropRecipients, recipientIssues } from '../../rules/recipients.ts';
import { readRecipientFile } from './recipientFile.ts';
import { RecipientIssues } from './RecipientIssues.tsx';
import { checkDraft, draftCount, draftCountText, draftMessage, EMPTY_DRAFT, type SendDraft } from './sendSmsCheck.ts';
import { approvedSigns, approvedTemplates, sendCount, sendSms, type SmsSign, type SmsTemplate } from './smsApi.ts';
import { businessNow, businessToday } from '../../ui/businessClock.ts';
import { formatCount } from '../../rules/numbers.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';

type CheckRequest = { draft: SendDraft; signs: SmsSign[]; templates: SmsTemplate[] };

/** The cloud customer of /sendSms?userId= (群发 on /cloudSms), or null for the agent's own send. */
function customerOf(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('userId'));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * /sendSms: a notice to many numbers (M7): check, confirm, a result per number. With ?userId= (群发 on
 * /cloudSms) it sends for that cloud customer: under its signatures (/autograph), out of its count.
 */
export default function SendSmsPage() {
  const userId = customerOf(useSearch());
  // Another customer is another form: nothing typed for one is sent for the other.
  return <SendSmsForm key={userId ?? 'own'} userId={userId} />;
}

function SendSmsForm({ userId }: { userId: number | null }) {
  const [, navigate] = useLocation();
  // The approved signatures and templates to send with, and what the send is charged to.
  const [loaded, reload] = useLoad(() => Promise.all([approvedSigns(userId), approvedTemplates()]), String(userId));
  const [signs, templates] = loaded.state === 'ready' ? loaded.value : [null, []];
  const [chargedTo, recount] = useLoad(() => sendCount(userId), String(userId));
  const charged = chargedTo.state === 'ready' ? chargedTo.value : null;
  const customer = charged?.customer ?? null;
  const [draft, setDraft] = useState<SendDraft>(EMPTY_DRAFT);
  const [batchNo, setBatchNo] = useState('');
  // Counted again at each check and send; before that, as loaded.
  const [counted, setRemaining] = useState<number | null>(null);
  const remaining = counted ?? charged?.remaining ?? null;
  // 定时发送: no day before today is offered; a time too soon is said as soon as it is picked (and again at 发送).
  const [today] = useState(() => businessToday().toDate());
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const actor = useActorRef(
    sendSmsMachine.provide({
      actors: {
        check: fromPromise(async ({ input }) => {
          // Counted again at each check: back from /buySms or 分配 the count has grown.
          const { remaining } = await sendCount(userId);
          setRemaining(remaining);
          const request = input as CheckRequest;
          return checkDraft(request.draft, request.signs, request.templates, remaining);
        }),
        send: fromPromise(async ({ input }) => {
          const { draft: sending } = input.request as CheckRequest;
          const template = sending.templateId ? Number(sending.templateId) : null;
          const answer = await sendSms({ signId: Number(sending.signId), templateId: template, content: sending.content, variables: sending.variables, tels: input.check.valid, sendAt: sending.sendAt, userId });
          setBatchNo(answer.batchNo);
          setRemaining(answer.remaining);
          return answer.results;
        }),
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot.value as SendSmsState);
  const { check, results, error } = useSelector(actor, (snapshot) => snapshot.context);
  const template = templates.find((item) => String(item.id) === draft.templateId);
  const signList = signs ?? [];
  const message = draftMessage(draft, signList, templates);
  const count = draftCount(draft.recipients, message);
  const issues = recipientIssues(draft.recipients);
  const change = (part: Partial<SendDraft>) => setDraft((current) => ({ ...current, ...part }));
  const composing = state === 'composing' || state === 'checking';
  const importFile = (file: File | null) => {
    if (!file) return;
    readRecipientFile(file).then((numbers) => {
      setDraft((current) => ({ ...current, recipients: [current.recipients.trim(), ...numbers].filter(Boolean).join('\n') }));
      toast.success(`已导入 ${numbers.length} 个号码`);
    }, (problem: Error) => toast.error(problem.message));
  };
  const checkNow = () => actor.send({ type: 'CHECK', request: { draft, signs: signList, templates } satisfies CheckRequest });
  return (
    <Stack p="md" maw={820} gap="sm">
      <Title order={3}>{smsScreens.sendSms.title}</Title>
      {loaded.state === 'failed' && <LoadProblem problem={loaded.problem} onRetry={reload} />}
      {chargedTo.state === 'failed' && <LoadProblem problem={chargedTo.problem} onRetry={recount} />}
      {userId !== null && (
        <Alert color="blue" aria-label="发送对象">
          为云短信客户「{customer ?? '…'}」群发：使用该客户审核通过的云短信签名，费用从该客户的剩余条数中扣除。
        </Alert>
      )}
      <fieldset disabled={!composing} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <Select
            label="签名"
            withAsterisk
            placeholder={userId === null ? '审核通过的签名' : '该客户审核通过的云短信签名'}
            description={userId !== null && signs?.length === 0 ? '该客户暂无审核通过的云短信签名，请先在云短信签名中申请' : undefined}
            data={signList.map((sign) => ({ label: sign.effectiveName ?? '', value: String(sign.id) }))} value={draft.signId || null} onChange={(value) => change({ signId: value ?? '' })} />
          <Select label="模板" placeholder="不使用模板（自由文本，仅限通知）" clearable data={templates.map((item) => ({ label: `${item.tplName}（${item.kind}）`, value: String(item.id) }))} value={draft.templateId || null} onChange={(value) => change({ templateId: value ?? '', variables: {} })} />
          {template?.effectiveContent ? (
            templateVariables(template.effectiveContent).map((name) => (
              <TextInput key={name} label={`变量 ${name}`} withAsterisk value={draft.variables[name] ?? ''} onChange={(event) => change({ variables: { ...draft.variables, [name]: event.currentTarget.value } })} />
            ))
          ) : (
            <Textarea label="短信内容" withAsterisk maxLength={500} autosize minRows={3} value={draft.content} onChange={(event) => change({ content: event.currentTarget.value })} />
          )}
          <Textarea
            label="接收号码" withAsterisk autosize minRows={4} description="每行一个，或用逗号、空格分隔；重复的号码只发一次"
            error={issues.invalid.length > 0 ? `有 ${issues.invalid.length} 个无效号码` : undefined}
            value={draft.recipients} onChange={(event) => change({ recipients: event.currentTarget.value })} />
          <RecipientIssues issues={issues} onDrop={(kind) => change({ recipients: dropRecipients(draft.recipients, kind) })} />
          <Group>
            <FileButton accept=".xlsx,.txt" onChange={importFile}>
              {(props) => <Button variant="default" size="xs" {...props}>导入号码（.xlsx/.txt）</Button>}
            </FileButton>
          </Group>
          <DateTimeField
            label="定时发送"
            description="不填则立即发送；须晚于当前时间10分钟以上"
            minDate={today}
            value={draft.sendAt}
            error={scheduleError}
            onChange={(sendAt) => {
              change({ sendAt });
              setScheduleError(sendAt === null ? null : scheduleProblem(sendAt, businessNow()));
            }}
          />
          <Text size="sm" aria-label="计费预估" c={count.cost !== null && remaining !== null && count.cost > remaining ? 'red' : 'dimmed'}>
            {draftCountText(count, remaining)}
          </Text>
          {typeof message !== 'string' && (
            <Text size="sm" c="dimmed">预览：【{message.signName}】{message.content}（每条计费 {count.segments} 条）</Text>
          )}
        </Stack>
      </fieldset>
      {error && <Alert color="red" role="alert">{error}</Alert>}
      {composing && (
        <Can screen={smsScreens.sendSms} action="send">
          <Group><Button loading={state === 'checking'} onClick={checkNow}>发送</Button></Group>
        </Can>
      )}
      {check && (state === 'confirming' || state === 'insufficient' || state === 'sending') && (
        <Alert color={state === 'insufficient' ? 'orange' : 'blue'} title={state !== 'insufficient' ? '确认发送' : userId === null ? INSUFFICIENT_COUNT : CUSTOMER_INSUFFICIENT_COUNT}>
          <Text size="sm">有效号码 {formatCount(check.valid.length)} 个，每条 {check.segments} 条，共计费 {formatCount(check.cost)} 条；当前剩余 {formatCount(check.remaining)} 条</Text>
          {check.duplicates.length > 0 && <Text size="sm">已去除重复号码 {formatCount(check.duplicates.length)} 个</Text>}
          <Group mt="sm">
            {state === 'insufficient' ? (
              <>
                {userId === null ? (
                  <Button onClick={() => navigate(smsScreens.buySms.path)}>去购买</Button>
                ) : (
                  <Button onClick={() => navigate(smsScreens.cloudSms.href({ allot: userId }))}>去分配</Button>
                )}
                <Button variant="default" onClick={checkNow}>重新检查</Button>
              </>
            ) : (
              <Button loading={state === 'sending'} onClick={() => actor.send({ type: 'SEND' })}>确认发送</Button>
            )}
            <Button variant="default" disabled={state === 'sending'} onClick={() => actor.send({ type: 'BACK' })}>返回修改</Button>
          </Group>
        </Alert>
      )}
      {state === 'sent' && (
        <Stack gap="xs" aria-label="发送结果">
          <Alert color="green">{draft.sendAt === null ? '已提交发送' : `已预约定时发送（${formatDate(draft.sendAt, DATE_TIME_FORMAT)}）`}，批次号 {batchNo}</Alert>
          <Table withTableBorder>
            <Table.Thead><Table.Tr><Table.Th>手机</Table.Th><Table.Th>状态</Table.Th><Table.Th>失败原因</Table.Th></Table.Tr></Table.Thead>
            <Table.Tbody>
              {results.map((result) => (
                <Table.Tr key={result.tel}><Table.Td>{result.tel}</Table.Td><Table.Td><StatusTag status={result.status} /></Table.Td><Table.Td>{result.reason}</Table.Td></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <Button onClick={() => { setDraft(EMPTY_DRAFT); actor.send({ type: 'AGAIN' }); }}>再发一批</Button>
            <Button variant="default" onClick={() => navigate(smsScreens.smsList.href({ batchNo: batchNo }))}>查看发送记录</Button>
            {userId !== null && <Button variant="default" onClick={() => navigate(smsScreens.cloudSmsDetails.href({ userId: userId }))}>查看云短信明细</Button>}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
