import { Alert, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { TITLE_TYPES } from '../../contracts/invoices.ts';
import { titleChecks } from '../../rules/invoices.ts';
import { message } from '../../ui/message.ts';
import { usePageContext } from '../../ui/pageContext.ts';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { titles, type InvoiceTitleFields } from './invoicesApi.ts';

const EMPTY: InvoiceTitleFields = { titleType: '企业', titleName: '', taxNo: '', bank: '', account: '', regAddress: '', regTel: '' };

function TitleForm({ id, initial }: { id: number | null; initial: InvoiceTitleFields }) {
  const page = usePageContext();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<InvoiceTitleFields>({ mode: 'uncontrolled', initialValues: initial, validate: titleChecks, validateInputOnBlur: true });
  const save = form.onSubmit(async (values) => {
    setBusy(true);
    setProblem(null);
    try {
      await titles.save(id ? { ...values, id } : values);
      message.success('保存成功');
      if (page.canGoBack) page.back();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '保存失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  });
  const field = (name: keyof InvoiceTitleFields, label: string, max?: number) => (
    <TextInput label={label} maxLength={max} key={form.key(name)} {...form.getInputProps(name)} />
  );
  return (
    <form onSubmit={save} noValidate>
      <Stack p="md" gap="sm" maw={560}>
        <Title order={4}>{id ? '编辑开票信息' : '新增开票信息'}</Title>
        <SegmentedControl aria-label="抬头类型" data={[...TITLE_TYPES]} key={form.key('titleType')} {...form.getInputProps('titleType')} />
        <TextInput label="发票抬头" withAsterisk maxLength={100} key={form.key('titleName')} {...form.getInputProps('titleName')} />
        {field('taxNo', '税号', 20)}
        {field('regAddress', '注册地址', 100)}
        {field('regTel', '注册电话')}
        {field('bank', '开户银行', 50)}
        {field('account', '银行账号', 30)}
        {problem && <Alert color="red" variant="light" role="alert">{problem}</Alert>}
        <Group>
          <Button type="submit" loading={busy}>保存</Button>
          {page.canGoBack && <Button variant="default" onClick={() => page.back()}>返回</Button>}
        </Group>
      </Stack>
    </form>
  );
}

/** The saved fields of one of the agent's titles. */
async function titleFields(id: number, signal: AbortSignal): Promise<InvoiceTitleFields> {
  // An agent has a handful of titles, answered whole: the one to edit is found among them.
  const found = (await titles.list(signal)).find((title) => title.id === id);
  if (!found) throw new Error('发票抬头不存在或已删除');
  const { id: _id, isDefault: _default, ...fields } = found;
  return fields;
}

/** /invoiceInfoManageEdit?id=: one invoice title (all fields filled in make it usable for 专票). */
export default function InvoiceTitleEditPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id')) || null;
  if (!id) return <TitleForm key="new" id={null} initial={EMPTY} />;
  return (
    <LoadedView load={(signal) => titleFields(id, signal)} loadKey={String(id)}>
      {(initial) => <TitleForm key={id} id={id} initial={initial} />}
    </LoadedView>
  );
}
