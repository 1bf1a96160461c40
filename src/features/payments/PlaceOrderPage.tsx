import { Alert, Group, NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { MAX_USERS, MAX_YEARS, PRODUCT_CATALOG, type QuoteRequest } from '../../contracts/orderEntry.ts';
import { DBSET_BUY_MAX } from '../../contracts/serviceMaintenance.ts';
import { formatDate } from '../../rules/dates.ts';
import { DescriptionGrid } from '../../ui/resource/DetailScreen.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { customerOf, type Customer } from './orderEntryApi.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { RenewalExpiry } from './RenewalExpiry.tsx';
import { useQuoteFlow } from './QuoteFlow.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const TITLES: Record<string, string> = { renew: '续费', addUser: '增加用户', upgrade: '升级版本', addDbset: '增加账套' };
const YEARS = Array.from({ length: MAX_YEARS }, (_, index) => ({ label: `${index + 1}年`, value: String(index + 1) }));

/** The versions above the customer's own, cheapest first. */
function higherVersions(customer: Customer): string[] {
  const catalog = Object.hasOwn(PRODUCT_CATALOG, customer.productType) ? PRODUCT_CATALOG[customer.productType as keyof typeof PRODUCT_CATALOG] : null;
  const versions: readonly string[] = catalog?.versions ?? [];
  return versions.slice(versions.indexOf(customer.versionName) + 1);
}

function initialRequest(orderType: string, customer: Customer, userIds: number[], suggestion: string): QuoteRequest {
  if (orderType === 'addUser') return { orderType, userId: customer.id, userCount: Number(suggestion) || 1 };
  if (orderType === 'addDbset') return { orderType, userId: customer.id, quantity: 1 };
  if (orderType === 'upgrade') return { orderType, userId: customer.id, versionName: higherVersions(customer).includes(suggestion) ? suggestion : higherVersions(customer)[0] };
  const years = Math.min(MAX_YEARS, Math.max(1, Number(suggestion) || 1));
  return userIds.length > 1 ? { orderType: 'renew', userIds, years } : { orderType: 'renew', userId: customer.id, years };
}

/**
 * /placeOrder?orderType=renew|addUser|upgrade|addDbset&userId=[&userIds=a,b][&suggestion=]: the customer, the
 * choice of the order type, the live quote and 提交订单 (→ /pay). A batch renewal is one order with a line per customer;
 * 增加账套 buys 账套 beyond those the service's version includes, priced to its expiry.
 */
export default function PlaceOrderPage() {
  const params = new URLSearchParams(useSearch());
  const orderType = params.get('orderType') ?? 'renew';
  const userIds = (params.get('userIds') ?? '').split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const userId = Number(params.get('userId')) || userIds[0];
  const suggestion = params.get('suggestion') ?? '';
  const flow = useQuoteFlow();
  const incomplete = !TITLES[orderType] || !userId;
  // The address is read once: the tab keeps this page for this order.
  const [loaded, reload] = useLoad(
    (signal) =>
      incomplete
        ? Promise.resolve(null)
        : customerOf(userId, signal).then((found) => {
            // Loaded again (the tab shown again), the flow keeps the choices made: it takes only its first selection.
            flow.select(initialRequest(orderType, found, userIds, suggestion));
            return found;
          }),
    'customer',
  );
  const customer = loaded.state === 'ready' ? loaded.value : null;
  const request = flow.request;
  const { change } = flow;

  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={3}>{paymentsScreens.placeOrder.title} · {TITLES[orderType] ?? '下单'}</Title>
      {incomplete && <Alert color="red">下单参数不完整，请从客户列表重新进入</Alert>}
      {!incomplete && loaded.state === 'failed' && <LoadProblem problem={loaded.problem} onRetry={reload} />}
      {!incomplete && loaded.state === 'loading' && <Text size="sm">加载中…</Text>}
      {customer && request && (
        <>
          <DescriptionGrid
            item={customer}
            facts={[
              { label: '客户名称', value: (item) => (userIds.length > 1 ? `${item.name}等${userIds.length}个客户` : item.name) },
              { label: '产品', value: (item) => `${item.productName}（${item.versionName}）` },
              { label: '用户数', value: (item) => item.userCount },
              { label: '到期日期', value: (item) => formatDate(item.expireAt) },
            ]}
          />
          <Group align="end">
            {orderType === 'renew' && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="renew-years">续费时长</Text>
                <SegmentedControl aria-labelledby="renew-years" data={YEARS} value={String(request.years)} onChange={(value) => change({ years: Number(value) })} />
              </Stack>
            )}
            {orderType === 'renew' && userIds.length <= 1 && <RenewalExpiry expireAt={customer.expireAt} years={request.years ?? 1} />}
            {orderType === 'addUser' && (
              <NumberInput
                label="增加用户数"
                min={1}
                max={MAX_USERS - customer.userCount}
                clampBehavior="strict"
                allowDecimal={false}
                value={request.userCount}
                onChange={(value) => typeof value === 'number' && change({ userCount: value })}
              />
            )}
            {orderType === 'addDbset' && (
              <NumberInput
                label="增加账套数"
                min={1}
                max={DBSET_BUY_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                value={request.quantity}
                onChange={(value) => typeof value === 'number' && change({ quantity: value })}
              />
            )}
            {orderType === 'upgrade' && (
              <Select label="升级到" data={higherVersions(customer)} value={request.versionName ?? null} allowDeselect={false} onChange={(value) => value && change({ versionName: value })} />
            )}
          </Group>
          <QuotePanel flow={flow} submit />
        </>
      )}
    </Stack>
  );
}
