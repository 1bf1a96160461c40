import { Button, Card, Group, NumberInput, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fenToYuanText, formatYuan, moneyToChinese } from '../../rules/money.ts';
import { CUSTOM_PACKAGE_UNIT_FEN, CUSTOM_STEP, SMS_PACKAGES, customQtyProblem, smsPackage } from '../../rules/sms.ts';
import { countText } from './smsColumns.tsx';
import { SearchSelect, type SearchOption } from '../../ui/widgets/SearchSelect.tsx';
import { cloudCustomer, cloudCustomers, getSmsApp, smsApps, type CloudSmsCustomer, type SmsApp } from './smsApi.ts';
import { useSmsPool } from './useSmsPool.tsx';
import { smsScreens } from '../../contracts/screens/sms.ts';

const POOL = 'pool';
const POOL_OPTION: SearchOption = { label: '代理商短信池', value: POOL };
const MATCHES = { page: 1, pageSize: 20, sort: null, filters: {} };
const appOption = (app: SmsApp): SearchOption => ({ label: `应用：${app.appName}`, value: `app:${app.id}` });
const customerOption = (customer: CloudSmsCustomer): SearchOption => ({ label: `云短信客户：${customer.customerName}`, value: `user:${customer.userId}` });

/** Where the messages can go: the agent's pool, then the apps and cloud customers matching what is typed (the server searches both). */
async function findTargets(keyword: string, signal: AbortSignal): Promise<SearchOption[]> {
  const [apps, customers] = await Promise.all([smsApps.fetchPage(MATCHES, { keyword }, signal), cloudCustomers.fetchPage(MATCHES, { keyword }, signal)]);
  return [POOL_OPTION, ...apps.rows.map(appOption), ...customers.rows.map(customerOption)];
}

/** The target the address names (?appId or ?userId), read by its id. */
async function targetOf(value: string, signal: AbortSignal): Promise<SearchOption> {
  const [kind, id] = value.split(':');
  if (kind === 'app') return appOption(await getSmsApp(Number(id), signal));
  if (kind === 'user') return customerOption(await cloudCustomer(Number(id), signal));
  return POOL_OPTION;
}

/** A package (or a custom quantity) for a target; kept alive across the payment round trip. */
export default function BuySmsPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const pool = useSmsPool();
  const [target, setTarget] = useState(params.get('appId') ? `app:${params.get('appId')}` : params.get('userId') ? `user:${params.get('userId')}` : POOL);
  const [packageId, setPackageId] = useState('1');
  const [customQty, setCustomQty] = useState<number | string>(CUSTOM_STEP * 5);
  const picked = smsPackage(Number(packageId), Number(customQty));
  const totalFen = typeof picked === 'string' ? 0 : picked.qty * picked.unitFen;
  const buy = () => {
    if (typeof picked === 'string') return;
    const [kind, id] = target.split(':');
    navigate(smsScreens.smsPlaceOrder.href({ packageId, customQty: picked.qty, appId: kind === 'app' ? id : undefined, userId: kind === 'user' ? id : undefined }));
  };
  return (
    <Stack p="md" maw={900} gap="md">
      <Title order={3}>{smsScreens.buySms.title}</Title>
      {pool.line}
      <SearchSelect label="充值对象" load={findTargets} lookup={targetOf} value={target} allowDeselect={false} onChange={(value) => setTarget(value ?? POOL)} nothingFoundMessage="没有匹配的应用或客户" maw={420} />
      <Radio.Group label="套餐" value={packageId} onChange={setPackageId}>
        <SimpleGrid cols={{ base: 1, sm: 4 }} mt="xs">
          {[...SMS_PACKAGES.map((item) => ({ ...item, id: String(item.id) })), { id: '0', name: '自定义', qty: 0, unitFen: CUSTOM_PACKAGE_UNIT_FEN }].map((item) => (
            <Card key={item.id} withBorder padding="sm">
              <Radio value={item.id} label={item.name} />
              <Text size="sm" mt={4}>{item.qty ? `${countText(item.qty)} 条` : `${CUSTOM_STEP} 条起`}</Text>
              <Text size="sm" c="dimmed">单价 ¥{formatYuan(item.unitFen)}/条</Text>
              {item.qty > 0 && <Text size="sm">总价 ¥{formatYuan(item.qty * item.unitFen)}</Text>}
            </Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {packageId === '0' && (
        <NumberInput label="自定义条数" min={CUSTOM_STEP} step={CUSTOM_STEP} allowDecimal={false} value={customQty} onChange={setCustomQty}
          error={customQtyProblem(Number(customQty))} maw={240} />
      )}
      <Group>
        <Text aria-label="应付金额">应付金额：¥{formatYuan(totalFen)}</Text>
        {totalFen > 0 && <Text size="sm" c="dimmed">大写：{moneyToChinese(fenToYuanText(totalFen))}</Text>}
      </Group>
      <Group>
        <Button onClick={buy} disabled={typeof picked === 'string'}>立即购买</Button>
      </Group>
    </Stack>
  );
}
