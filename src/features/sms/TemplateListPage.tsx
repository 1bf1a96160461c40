import { Select, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import type { AuditAnswer } from '../../../machines/auditItem.machine.ts';
import { auditDeleteProblem, segmentCount, templateContentProblem, templateVariables } from '../../rules/sms.ts';
import { TEMPLATE_KINDS, type TemplateKind } from '../../contracts/sms.ts';
import { message } from '../../ui/message.ts';
import { FormDrawer, type FormValidators } from '../../ui/resource/FormDrawer.tsx';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { AuditDrawer } from './AuditDrawer.tsx';
import { AUDIT_FILTER, options, statusColumn, timeColumn } from './smsColumns.tsx';
import {
  addTemplate,
  approvedSigns,
  getTemplate,
  removeTemplate,
  templates,
  updateTemplate,
  withdrawTemplate,
  type SmsSign,
  type SmsTemplate,
  type TemplateInput,
} from './smsApi.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

type TemplateValues = { tplName: string; kind: string; signId: string; content: string };

const EMPTY: TemplateValues = { tplName: '', kind: '通知', signId: '', content: '' };

const checks: FormValidators<TemplateValues> = {
  tplName: (value) => (!value.trim() ? '请输入模板名称' : value.trim().length > 30 ? '模板名称最多30个字' : null),
  signId: (value) => (value ? null : '请选择签名'),
  content: (value, values) => templateContentProblem(values.kind as TemplateKind, value),
};

const toInput = (values: TemplateValues): TemplateInput => ({
  tplName: values.tplName.trim(), kind: values.kind as TemplateKind, signId: Number(values.signId), content: values.content.trim(),
});
const valuesOf = (row: SmsTemplate): TemplateValues => ({ tplName: row.tplName, kind: row.kind, signId: String(row.signId), content: row.content });
const answerOf = (row: SmsTemplate): AuditAnswer => ({ status: row.auditStatus, reason: row.reason });

const columns: DeclaredColumns<SmsTemplate, typeof smsScreens.templateList.list> = [
  { field: 'tplName', title: '模板名称', width: 150 },
  { field: 'code', title: '模板CODE', width: 130 },
  { field: 'kind', title: '类型', width: 90, filters: options(TEMPLATE_KINDS) },
  { field: 'content', title: '内容', width: 'auto' },
  { field: 'signName', title: '签名', width: 120 },
  statusColumn('auditStatus', '审核状态', AUDIT_FILTER),
  timeColumn('createdAt', '申请时间'),
];

type FormLike = UseFormReturnType<TemplateValues>;

/** Name, kind, approved signature and content, with its variables and 计费条数 under it. */
function TemplateFields({ form, signs, signsProblem }: { form: FormLike; signs: SmsSign[]; signsProblem: ReactNode }) {
  // The preview follows what is typed; the form itself stays uncontrolled.
  const [values, setValues] = useState(form.getValues());
  const following = (path: 'content' | 'signId') => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (next: unknown) => {
        props.onChange(next);
        setValues(form.getValues());
      },
    };
  };
  const signName = signs.find((sign) => String(sign.id) === values.signId)?.effectiveName ?? '';
  const variables = templateVariables(values.content);
  return (
    <>
      <TextInput label="模板名称" withAsterisk maxLength={30} key={form.key('tplName')} {...form.getInputProps('tplName')} />
      <Select label="类型" data={[...TEMPLATE_KINDS]} allowDeselect={false} key={form.key('kind')} {...form.getInputProps('kind')} />
      {signsProblem}
      <Select label="签名" withAsterisk placeholder="审核通过的签名" data={signs.map((sign) => ({ label: sign.effectiveName ?? sign.signName, value: String(sign.id) }))} key={form.key('signId')} {...following('signId')} />
      <Textarea label="模板内容" withAsterisk maxLength={500} autosize minRows={4} description="变量写作 ${name}；营销短信须以“拒收请回复R”结尾" key={form.key('content')} {...following('content')} />
      <Text size="sm" c="dimmed">变量：{variables.length ? variables.join('、') : '无'}</Text>
      <Text size="sm" aria-label="计费条数">预览：【{signName || '签名'}】{values.content}（计费条数 {segmentCount(signName, values.content)} 条）</Text>
    </>
  );
}

/** SMS templates applied for and reviewed (M6). */
export default function TemplateListPage() {
  const [creating, setCreating] = useState<TemplateValues | null>(null);
  const [opened, setOpened] = useState<SmsTemplate | null>(null);
  const [editNow, setEditNow] = useState(false);
  const open = (row: SmsTemplate, edit: boolean) => {
    setEditNow(edit);
    setOpened(row);
  };
  const [refreshKey, setRefreshKey] = useState(0);
  const reload = () => setRefreshKey((key) => key + 1);
  // The approved signatures, read each time a drawer opens.
  const drawer = creating ? 'new' : opened ? `template:${opened.id}` : null;
  const [loadedSigns, reloadSigns] = useLoad(() => (drawer ? approvedSigns() : Promise.resolve([])), drawer ?? '');
  const signs = loadedSigns.state === 'ready' ? loadedSigns.value : [];
  const signsProblem = loadedSigns.state === 'failed' && <LoadProblem problem={loadedSigns.problem} onRetry={reloadSigns} />;
  return (
    <>
      <ListScreen
        screen={smsScreens.templateList}
        source={templates}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[{ kind: 'keyword', placeholder: '模板名称/CODE/内容' }, { kind: 'dateRange', label: '申请时间' }]}
        toolbar={[{ label: '申请模板', action: 'add', run: () => setCreating(EMPTY) }]}
        rowActions={[
          { label: '修改', action: 'edit', shown: (row) => row.auditStatus === '审核未通过', run: (row) => open(row, true) },
          { label: '审核详情', run: (row) => open(row, false) },
          { label: '复制', action: 'add', run: (row) => setCreating({ ...valuesOf(row), tplName: `${row.tplName}副本`.slice(0, 30) }) },
          { label: '删除', action: 'del', danger: true, shown: (row) => auditDeleteProblem('模板', row.auditStatus, row.effectiveContent) === null, confirm: (row) => `确定删除模板 ${row.tplName} 吗？`, run: async (row, context) => { await removeTemplate(row.id); message.success('删除成功'); context.reload(); } },
        ]}
      />
      <FormDrawer<TemplateValues>
        opened={creating !== null}
        title="申请模板"
        initialValues={creating ?? EMPTY}
        validate={checks}
        submitLabel="提交审核"
        onClose={() => setCreating(null)}
        onSaved={reload}
        onSubmit={(values) => addTemplate(toInput(values))}
      >
        {(form) => <TemplateFields form={form} signs={signs} signsProblem={signsProblem} />}
      </FormDrawer>
      <AuditDrawer<TemplateValues>
        screen={smsScreens.templateList}
        key={opened?.id ?? 0}
        opened={opened !== null}
        title={`模板 ${opened?.tplName ?? ''}`}
        answer={opened ? answerOf(opened) : { status: '未提交', reason: null }}
        effective={opened?.effectiveContent ?? null}
        editNow={editNow}
        initialValues={opened ? valuesOf(opened) : EMPTY}
        validate={checks}
        fields={(form) => <TemplateFields form={form} signs={signs} signsProblem={signsProblem} />}
        submit={async (values) => answerOf(await updateTemplate(opened!.id, toInput(values)))}
        refresh={async () => answerOf(await getTemplate(opened!.id))}
        withdraw={async () => answerOf(await withdrawTemplate(opened!.id))}
        onChanged={reload}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
