import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { needsHost, PRODUCT_CATALOG, type ProductType, type QuoteRequest } from '../../contracts/orderEntry.ts';
import { customerById } from '../../api/customerSearch.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { BuyProductForm, buyProductProblems, type BuyProductValues } from './BuyProductForm.tsx';
import { hostTaken } from './orderEntryApi.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { useQuoteFlow } from './QuoteFlow.ts';

const START: BuyProductValues = {
  customerMode: 'new',
  userId: null,
  existing: null,
  customerName: '',
  contact: '',
  phone: '',
  productType: 'CRM',
  versionName: PRODUCT_CATALOG.CRM.versions[0],
  region: '华东一区（杭州）',
  host: '',
  userCount: PRODUCT_CATALOG.CRM.minUsers,
  years: 1,
};

/**
 * The form as the address opens it: 转正 of a trial (?userId=) buys for that customer, with the
 * trial's product, version and host (?productType=&versionName=&host=) when the catalogue has them.
 */
export function startFrom(search: string): BuyProductValues {
  const params = new URLSearchParams(search);
  const userId = Number(params.get('userId'));
  const productType = params.get('productType') ?? '';
  const product = productType in PRODUCT_CATALOG ? PRODUCT_CATALOG[productType as ProductType] : null;
  const versionName = params.get('versionName') ?? '';
  const chosen = product
    ? {
        productType: productType as ProductType,
        versionName: (product.versions as readonly string[]).includes(versionName) ? versionName : product.versions[0],
        userCount: product.minUsers,
      }
    : {};
  const customer = Number.isSafeInteger(userId) && userId > 0 ? { customerMode: 'existing' as const, userId, host: params.get('host') ?? '' } : {};
  return { ...START, ...chosen, ...customer };
}

/** What is priced: the service and, for the order, who it is for. */
function requestOf(values: BuyProductValues): QuoteRequest {
  const host = needsHost(values.productType) ? { host: values.host } : {};
  const customer =
    values.customerMode === 'existing' && values.userId
      ? { userId: values.userId }
      : { customerName: values.customerName.trim(), contact: values.contact.trim(), phone: values.phone, region: values.region, ...host };
  return { orderType: 'new', productType: values.productType, versionName: values.versionName, userCount: values.userCount, years: values.years, ...customer };
}

/** Who the service is for, on the confirmation. */
function customerLine({ customerMode, customerName, contact, phone, existing }: BuyProductValues): string {
  if (customerMode === 'new') return `新客户：${customerName}（${contact} ${phone}）`;
  return existing ? `老客户：${existing.name}（${existing.contact} ${existing.phone}）` : '老客户';
}

/** A new service for a new or existing customer; live quote, 下一步 to confirm, then the cashier. */
export default function BuyProductPage() {
  const search = useSearch();
  const [start] = useState(() => startFrom(search));
  const flow = useQuoteFlow(requestOf(start));
  const [values, setValues] = useState(start);
  // The customer the address names, for the confirmation's line while it is still the one chosen (the
  // picker shows its name itself, and hands over whichever customer is picked later).
  const [named] = useLoad(() => (start.userId === null ? Promise.resolve(null) : customerById(start.userId)), 'named');
  const existing = values.existing ?? (named.state === 'ready' && values.userId === start.userId ? named.value : null);
  const [problems, setProblems] = useState<ReturnType<typeof buyProductProblems>>({});
  const [confirming, setConfirming] = useState(false);

  const change = (patch: Partial<BuyProductValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    setProblems({});
    flow.change({ userId: undefined, customerName: undefined, contact: undefined, phone: undefined, region: undefined, host: undefined, ...requestOf(next) });
  };
  const checkHost = async (): Promise<boolean> => {
    if (!needsHost(values.productType) || buyProductProblems(values).host) return true;
    // A converted trial keeps the host it already runs on.
    if (values.customerMode === 'existing' && values.userId === start.userId && values.host === start.host) return true;
    const taken = await hostTaken(values.host).catch(() => false);
    if (taken) setProblems((current) => ({ ...current, host: '该域名已被使用' }));
    return !taken;
  };
  const next = async () => {
    const found = buyProductProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0 && (await checkHost())) setConfirming(true);
  };

  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={3}>{confirming ? '确认订单 · 新购' : '购买产品'}</Title>
      {confirming ? (
        <>
          <Text size="sm">
            {customerLine({ ...values, existing })} · {values.region}
            {needsHost(values.productType) ? ` · 域名 ${values.host}` : ''}
          </Text>
          <Group>
            <Button variant="default" onClick={() => setConfirming(false)}>
              上一步
            </Button>
          </Group>
          <QuotePanel flow={flow} submit />
        </>
      ) : (
        <>
          <BuyProductForm values={values} problems={problems} onChange={change} onHostBlur={() => void checkHost()} />
          <QuotePanel flow={flow} />
          {Object.keys(problems).length > 0 && <Alert color="red">请先修正标红的内容</Alert>}
          <Group justify="flex-end">
            <Button onClick={() => void next()}>下一步</Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
