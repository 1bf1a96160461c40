import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import type { SubAgentValues } from '../../contracts/agents.ts';
import { SUB_AGENT_REGIONS, subAgentChecks } from '../../rules/subAgents.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { addSubAgent, editSubAgent, type SubAgent } from './agentsApi.ts';

const EMPTY: SubAgentValues = { agentName: '', contact: '', tel: '', email: '', region: '', loginAccount: '', discountRate: 100 };
const TEXT_FIELDS: Array<{ name: Exclude<keyof SubAgentValues, 'region' | 'discountRate'>; label: string; required?: boolean }> = [
  { name: 'agentName', label: '名称', required: true },
  { name: 'contact', label: '联系人', required: true },
  { name: 'tel', label: '手机', required: true },
  { name: 'email', label: '邮箱' },
  { name: 'loginAccount', label: '登录账号', required: true },
];

/** 新增/编辑 二级代理 (P3): `editing` null adds one. */
export function SubAgentDrawer({ opened, editing, onClose, onSaved }: { opened: boolean; editing: SubAgent | null; onClose(): void; onSaved(): void }) {
  const initialValues: SubAgentValues = editing
    ? { agentName: editing.agentName, contact: editing.contact, tel: editing.tel, email: editing.email, region: editing.region, loginAccount: editing.loginAccount, discountRate: editing.discountRate }
    : EMPTY;
  return (
    <FormDrawer<SubAgentValues>
      key={editing?.id ?? 'new'}
      opened={opened}
      title={editing ? '编辑二级代理' : '新增二级代理'}
      initialValues={initialValues}
      validate={subAgentChecks}
      onSubmit={(values) => (editing ? editSubAgent(editing.id, values) : addSubAgent(values))}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => (
        <Stack gap="sm">
          {TEXT_FIELDS.map((field) => (
            <TextInput key={form.key(field.name)} label={field.label} withAsterisk={field.required} {...form.getInputProps(field.name)} />
          ))}
          <Select key={form.key('region')} label="区域" withAsterisk data={[...SUB_AGENT_REGIONS]} {...form.getInputProps('region')} />
          <NumberInput key={form.key('discountRate')} label="折扣率（%）" withAsterisk min={0} max={100} allowDecimal={false} suffix="%" {...form.getInputProps('discountRate')} />
        </Stack>
      )}
    </FormDrawer>
  );
}
