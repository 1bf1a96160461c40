import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { DBSET_NAME_MAX, dbsetQuotaFull, type DbsetQuota, type DbsetRow } from '../../contracts/serviceMaintenance.ts';
import { formatDate } from '../../rules/dates.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { SearchSelect } from '../../ui/widgets/SearchSelect.tsx';
import { addDbset, dbsetQuota, dbsetServices, renameDbset } from './serviceMaintenanceApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** R-name(30). */
export const nameProblem = (value: string) =>
  value.trim() === '' ? '请输入账套名称' : value.trim().length > DBSET_NAME_MAX ? `账套名称最多${DBSET_NAME_MAX}个字` : null;

const findServices = (keyword: string) =>
  dbsetServices(keyword).then((found) =>
    // A service that takes no 账套 says so in the list already (the note below says why).
    found.map((service) => ({ value: String(service.id), label: `${service.userName}（${service.productName}）${service.refusal ? '（不可新增）' : ''}` })),
  );

type AddValues = { serviceId: string | null; name: string };

/** Where more 账套 of a service are bought: the quote of 增加账套 (M3), then the cashier. */
export const buyDbsetsHref = (serviceId: number) => paymentsScreens.placeOrder.href({ orderType: 'addDbset', userId: serviceId });

/** Where an expired service is renewed: the quote of 续费 (M3), then the cashier. */
export const renewServiceHref = (serviceId: number) => paymentsScreens.placeOrder.href({ orderType: 'renew', userId: serviceId });

/**
 * The chosen service's 账套: how many it holds and may hold (its version's plus those bought); once
 * none is left, that it is used up and the way to buy more. A service that expired or was stopped
 * takes none: that is said with the way to renew (the drawer disables 新增).
 */
function DbsetQuotaNote({ quota, withCustomer, onBuy, onRenew }: { quota: DbsetQuota; withCustomer: boolean; onBuy(): void; onRenew(): void }) {
  if (quota.refusal) {
    return (
      <Alert color="orange" title="不能新增账套">
        <Stack gap="xs">
          <Text size="sm">
            {withCustomer ? `客户：${quota.userName}（${quota.productName}），` : ''}服务到期：{formatDate(quota.expireDate)}。{quota.refusal}
          </Text>
          <Group>
            <Button size="xs" onClick={onRenew}>
              去续费
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const made = `${quota.versonName}含${quota.included}个${quota.bought > 0 ? `，已购${quota.bought}个` : ''}`;
  return (
    <Stack gap="xs">
      {withCustomer && (
        <Text size="sm">
          客户：{quota.userName}（{quota.productName}）
        </Text>
      )}
      {quota.dbsetCount < quota.quota ? (
        <Text size="sm" aria-label="账套数">
          账套数：已有{quota.dbsetCount}个，可用{quota.quota}个（{made}）
        </Text>
      ) : (
        <Alert color="orange" title="账套数已用完">
          <Stack gap="xs">
            <Text size="sm">
              {dbsetQuotaFull(quota.quota)}（{made}，已有{quota.dbsetCount}个）。购买并支付后即可新增。
            </Text>
            <Group>
              <Button size="xs" onClick={onBuy}>
                购买账套
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * 新增账套 (ztgl:add): the customer's service, found by name or phone, and a name unique within it. A
 * service whose 账套 are used up offers 购买账套: once that order is paid, 新增 adds the 账套.
 */
export function AddDbsetDrawer({ opened, serviceId, onClose, onSaved }: { opened: boolean; serviceId: number | null; onClose(): void; onSaved(): void }) {
  const [, navigate] = useLocation();
  // The service given by the page, otherwise the one picked in the form.
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = serviceId ?? picked;
  const [loaded, reload] = useLoad((signal) => (opened && chosen ? dbsetQuota(chosen, signal) : Promise.resolve(null)), `${opened}:${chosen ?? ''}`);
  const quota = loaded.state === 'ready' ? loaded.value : null;
  const close = () => {
    setPicked(null);
    onClose();
  };
  const go = (href: string) => {
    close();
    navigate(href);
  };
  return (
    <FormDrawer<AddValues>
      opened={opened}
      title="新增账套"
      initialValues={{ serviceId: serviceId ? String(serviceId) : null, name: '' }}
      validate={{ serviceId: (value) => (value ? null : '请选择客户'), name: nameProblem }}
      onSubmit={(values) => addDbset({ serviceId: Number(values.serviceId), name: values.name.trim() })}
      onClose={close}
      onSaved={onSaved}
      submitBlocked={quota?.refusal ?? null}
    >
      {(form) => (
        <>
          {!serviceId && (
            <SearchSelect
              label="客户"
              withAsterisk
              placeholder="输入客户名称或手机号"
              load={findServices}
              key={form.key('serviceId')}
              {...form.getInputProps('serviceId')}
              onChange={(value) => {
                form.setFieldValue('serviceId', value);
                setPicked(value ? Number(value) : null);
              }}
            />
          )}
          {loaded.state === 'failed' && <LoadProblem problem={loaded.problem} onRetry={reload} />}
          {quota && (
            <DbsetQuotaNote quota={quota} withCustomer={serviceId !== null} onBuy={() => go(buyDbsetsHref(quota.serviceId))} onRenew={() => go(renewServiceHref(quota.serviceId))} />
          )}
          <TextInput label="账套名称" withAsterisk description={`最多${DBSET_NAME_MAX}个字，同一服务下不能重名`} key={form.key('name')} {...form.getInputProps('name')} />
        </>
      )}
    </FormDrawer>
  );
}

/** 重命名 (ztgl:edit). */
export function RenameDbsetDrawer({ row, onClose, onSaved }: { row: DbsetRow | null; onClose(): void; onSaved(): void }) {
  return (
    <FormDrawer<{ name: string }>
      opened={row !== null}
      title={`重命名账套 · ${row?.dbsetNo ?? ''}`}
      initialValues={{ name: row?.dbsetName ?? '' }}
      validate={{ name: nameProblem }}
      onSubmit={(values) => renameDbset({ dbsetId: row!.id, name: values.name.trim() })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => <TextInput label="账套名称" withAsterisk key={form.key('name')} {...form.getInputProps('name')} />}
    </FormDrawer>
  );
}
