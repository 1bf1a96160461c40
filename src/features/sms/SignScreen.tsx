import { Select, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { AuditAnswer } from '../../../machines/auditItem.machine.ts';
import { storedImageUrl, uploadImage } from '../../api/images.ts';
import { PROOF_REQUIRED, SMS_SCENES, SMS_SOURCES, auditDeleteProblem, signNameProblem } from '../../rules/sms.ts';
import { message } from '../../ui/message.ts';
import { FormDrawer, type FormValidators } from '../../ui/resource/FormDrawer.tsx';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { ImageUploadField, type PickedImage } from '../../ui/widgets/ImageUploadField.tsx';
import { SearchSelect, type SearchOption } from '../../ui/widgets/SearchSelect.tsx';
import { AuditDrawer } from './AuditDrawer.tsx';
import { AUDIT_FILTER, options, statusColumn, timeColumn } from './smsColumns.tsx';
import { cloudCustomer, cloudCustomers, signCalls, type CloudSmsCustomer, type SignInput, type SignList, type SmsSign } from './smsApi.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';

type SignValues = { signName: string; scene: string; source: string; remark: string; userId: string; proof: PickedImage | null };
type SignForm = UseFormReturnType<SignValues>;

const EMPTY: SignValues = { signName: '', scene: '通用', source: '企事业单位', remark: '', userId: '', proof: null };

const checks = (perCustomer: boolean): FormValidators<SignValues> => ({
  signName: signNameProblem,
  remark: (value) => (value.length > 200 ? '说明最多200个字' : null),
  userId: (value) => (perCustomer && !value ? '请选择客户' : null),
  proof: (value) => (value ? null : PROOF_REQUIRED),
});

const toInput = (values: SignValues): SignInput => ({
  signName: values.signName.trim(), scene: values.scene, source: values.source, remark: values.remark.trim(), proofImageId: values.proof?.imageId ?? '',
  ...(values.userId ? { userId: Number(values.userId) } : {}),
});

const answerOf = (sign: SmsSign): AuditAnswer => ({ status: sign.auditStatus, reason: sign.reason });

function columns(perCustomer: boolean): DeclaredColumns<SmsSign, SignList> {
  return [
    { field: 'signName', title: '签名名称', width: 160 },
    ...(perCustomer ? [{ field: 'customerName', title: '客户名称', width: 'auto' } as const] : []),
    { field: 'scene', title: '场景', width: 100, filters: options(SMS_SCENES) },
    { field: 'source', title: '来源', width: 140 },
    statusColumn('auditStatus', '审核状态', AUDIT_FILTER),
    { field: 'reason', title: '未通过原因', width: perCustomer ? 180 : 'auto', formatter: (value) => (value ? String(value) : '') },
    timeColumn('createdAt', '申请时间'),
  ];
}

const MATCHES = { page: 1, pageSize: 20, sort: null, filters: {} };
const customerOption = (row: CloudSmsCustomer): SearchOption => ({ label: row.customerName, value: String(row.userId) });
/** The cloud customers to apply for (autograph's picker), as the server finds them by name. */
const findCustomers = async (keyword: string, signal: AbortSignal) => (await cloudCustomers.fetchPage(MATCHES, { keyword }, signal)).rows.map(customerOption);
/** The customer given by the address (?userId=), so its name shows. */
const customerNamed = async (userId: string, signal: AbortSignal) => customerOption(await cloudCustomer(Number(userId), signal));

/** 证明材料: the form is uncontrolled, so the picked image is mirrored here to show it. */
function ProofField({ form }: { form: SignForm }) {
  const [value, setValue] = useState(form.getValues().proof);
  const pick = (picked: PickedImage) => {
    setValue(picked);
    form.setFieldValue('proof', picked);
  };
  return <ImageUploadField label="证明材料" required value={value} onChange={pick} upload={uploadImage} error={form.errors.proof as string | undefined} />;
}

function signFields(form: SignForm, customers: ReactNode): ReactNode {
  return (
    <>
      {customers}
      <TextInput label="签名名称" withAsterisk maxLength={16} description="2-16位中文、字母或数字，不能为纯数字" key={form.key('signName')} {...form.getInputProps('signName')} />
      <Select label="场景" data={[...SMS_SCENES]} allowDeselect={false} key={form.key('scene')} {...form.getInputProps('scene')} />
      <Select label="来源" data={[...SMS_SOURCES]} allowDeselect={false} key={form.key('source')} {...form.getInputProps('source')} />
      <ProofField form={form} />
      <Textarea label="说明" maxLength={200} autosize minRows={3} key={form.key('remark')} {...form.getInputProps('remark')} />
    </>
  );
}

/** /SignList (the agent's signatures) and /autograph (its cloud customers'), each applied for and reviewed (M6). */
export function SignScreen({ perCustomer, screen }: { perCustomer: boolean; screen: typeof smsScreens.signList | typeof smsScreens.autograph }) {
  const calls = signCalls(perCustomer);
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<SmsSign | null>(null);
  const [editNow, setEditNow] = useState(false);
  const open = (row: SmsSign, edit: boolean) => {
    setEditNow(edit);
    setOpened(row);
  };
  const [refreshKey, setRefreshKey] = useState(0);
  const reload = () => setRefreshKey((key) => key + 1);
  // From /cloudSms's 签名 (?userId=): a new signature is for that customer unless another is picked.
  const search = useSearch();
  const scopedUser = perCustomer ? (new URLSearchParams(search).get('userId') ?? '') : '';
  const picker = (form: SignForm) =>
    perCustomer ? (
      <SearchSelect label="客户" withAsterisk load={findCustomers} lookup={customerNamed} key={form.key('userId')} {...form.getInputProps('userId')} value={form.getValues().userId || null} />
    ) : null;
  return (
    <>
      <ListScreen
        screen={screen}
        source={calls.list}
        columns={columns(perCustomer)}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        scopedBy={perCustomer ? ['userId'] : undefined}
        query={[{ kind: 'keyword', placeholder: perCustomer ? '签名名称/客户名称' : '签名名称' }, { kind: 'dateRange', label: '申请时间' }]}
        toolbar={[{ label: '申请签名', action: 'add' as const, run: () => setCreating(true) }]}
        rowActions={[
          { label: '修改', action: 'edit' as const, shown: (row) => row.auditStatus === '审核未通过', run: (row) => open(row, true) },
          { label: '审核详情', run: (row) => open(row, false) },
          { label: '删除', action: 'del' as const, danger: true, shown: (row) => auditDeleteProblem('签名', row.auditStatus, row.effectiveName) === null, confirm: (row) => `确定删除签名 ${row.signName} 吗？`, run: async (row, context) => { await calls.remove(row.id); message.success('删除成功'); context.reload(); } },
        ]}
      />
      <FormDrawer<SignValues>
        opened={creating}
        title="申请签名"
        initialValues={{ ...EMPTY, userId: scopedUser }}
        validate={checks(perCustomer)}
        submitLabel="提交审核"
        onClose={() => setCreating(false)}
        onSaved={reload}
        onSubmit={(values) => calls.add(toInput(values))}
      >
        {(form) => signFields(form, picker(form))}
      </FormDrawer>
      <AuditDrawer<SignValues>
        screen={screen}
        key={opened?.id ?? 0}
        opened={opened !== null}
        title={`签名 ${opened?.signName ?? ''}`}
        answer={opened ? answerOf(opened) : { status: '未提交', reason: null }}
        effective={opened?.effectiveName ?? null}
        editNow={editNow}
        initialValues={opened ? { ...EMPTY, signName: opened.signName, scene: opened.scene, source: opened.source, remark: opened.remark, proof: opened.proofImageId ? { imageId: opened.proofImageId, url: storedImageUrl(opened.proofImageId) } : null } : EMPTY}
        validate={checks(false)}
        fields={(form) => signFields(form, null)}
        submit={async (values) => answerOf(await calls.update(opened!.id, toInput({ ...values, userId: '' })))}
        refresh={async () => answerOf(await calls.get(opened!.id))}
        withdraw={async () => answerOf(await calls.withdraw(opened!.id))}
        onChanged={reload}
        onClose={() => setOpened(null)}
      />
    </>
  );
}
