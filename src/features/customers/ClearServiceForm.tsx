import { Button, Card, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { CLEAR_REASON_MAX, CLEAR_SCOPES, type ClearScope } from '../../contracts/customerServices.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { DangerousOpDialog } from '../../ui/widgets/DangerousOpDialog.tsx';
import { SearchSelect } from '../../ui/widgets/SearchSelect.tsx';
import { clearService, clearableServices, sendDangerousOpCode, type ClearableService } from './customerServicesApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';

interface ClearValues {
  userId: string;
  scope: ClearScope;
  reason: string;
}

const SCOPE_WARNINGS: Record<ClearScope, string> = {
  业务数据: '将清空该服务的全部业务数据（单据、库存、报表），账号与域名保留。',
  指定账套: '将清空该服务指定账套的全部数据。',
  整个服务: '将删除整个服务：全部数据清空，域名释放给他人使用，客户停用。',
};

/** The customer picker's options: only services that are 试用中 or 已到期, found by name or phone as typed. */
const findClearable = (keyword: string, signal: AbortSignal) =>
  clearableServices(keyword, signal).then((rows) => rows.map((service) => ({ value: String(service.id), label: `${service.userName}（${service.serviceStatus}）`, service })));

/** 清除服务's form: customer, scope, reason; 清除 runs M13 (the customer's name typed, then a phone code). */
export function ClearServiceForm({ onCleared }: { onCleared(): void }) {
  const form = useForm<ClearValues>({
    initialValues: { userId: '', scope: '业务数据', reason: '' },
    validateInputOnBlur: true,
    validate: {
      userId: (value) => (value ? null : '请选择客户'),
      reason: (value) => (value.trim() === '' ? '请填写清除原因' : value.length > CLEAR_REASON_MAX ? `清除原因最多${CLEAR_REASON_MAX}个字` : null),
    },
  });
  const [chosen, setChosen] = useState<ClearableService | null>(null);
  // What 清除 was pressed for: kept while the dialog is open, even after the form resets.
  const [target, setTarget] = useState<(ClearValues & { service: ClearableService }) | null>(null);

  return (
    <Card withBorder>
      <form onSubmit={form.onSubmit((values) => setTarget(chosen && { ...values, service: chosen }))} noValidate>
        <Stack gap="sm" maw={560}>
          <SearchSelect
            label="客户"
            withAsterisk
            placeholder="输入客户名称或手机号查找（仅试用中/已到期）"
            nothingFoundMessage="没有可清除的服务"
            load={findClearable}
            {...form.getInputProps('userId')}
            value={form.values.userId || null}
            onChange={(value, option) => {
              form.setFieldValue('userId', value ?? '');
              setChosen(option?.service ?? null);
            }}
          />
          <Text size="sm" c="dimmed">
            服务：{chosen?.serviceName ?? '—'}
          </Text>
          <Radio.Group label="范围" withAsterisk {...form.getInputProps('scope')}>
            <Group mt={4}>
              {CLEAR_SCOPES.map((scope) => (
                <Radio key={scope} value={scope} label={scope} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea label="清除原因" withAsterisk autosize minRows={3} description={`最多${CLEAR_REASON_MAX}个字`} {...form.getInputProps('reason')} />
          <Group>
            <Can screen={customersScreens.clearService} action="clear">
              <Button type="submit" color="red">
                清除
              </Button>
            </Can>
          </Group>
        </Stack>
      </form>
      <DangerousOpDialog
        opened={target !== null}
        onClose={() => setTarget(null)}
        title="清除服务"
        objectLabel="客户名称"
        objectName={target?.service.userName ?? ''}
        warning={target ? SCOPE_WARNINGS[target.scope] : ''}
        sendCode={sendDangerousOpCode}
        execute={(code, confirmName) =>
          clearService({ userId: target!.service.id, scope: target!.scope, reason: target!.reason.trim(), confirmName, code })
        }
        onDone={() => {
          form.reset();
          setChosen(null);
          onCleared();
        }}
      />
    </Card>
  );
}
