import { Alert, Card, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSearch } from 'wouter';
import { ADD_ONS, MAX_QUANTITY, MAX_YEARS, type AddOn } from '../../contracts/orderEntry.ts';
import { getValueAddedService } from '../../api/valueAdded.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { RenewalExpiry } from './RenewalExpiry.tsx';
import { useQuoteFlow } from './QuoteFlow.ts';

const FIRST: AddOn = '账套';
const YEARS = Array.from({ length: MAX_YEARS }, (_, index) => ({ label: `${index + 1}年`, value: String(index + 1) }));
const within = (value: number, max: number) => (Number.isSafeInteger(value) && value >= 1 && value <= max ? value : null);

/**
 * /buySubProduct?userId=[&addOn=&quantity=][&years=&serviceId=]: add-ons of one customer's service, prorated to its
 * expiry where they run by time; with `years` (an add-on that runs by time) the add-on is renewed by the year,
 * and the subscription renewed (`serviceId`) is shown with its customer, its expiry and the one the term gives.
 */
export default function BuySubProductPage() {
  const params = new URLSearchParams(useSearch());
  const userId = Number(params.get('userId'));
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const asked = params.get('addOn') ?? '';
  const first: AddOn = Object.hasOwn(ADD_ONS, asked) ? (asked as AddOn) : FIRST;
  const renewYears = ADD_ONS[first].prorated ? within(Number(params.get('years')), MAX_YEARS) : null;
  const quantity = within(Number(params.get('quantity')), MAX_QUANTITY) ?? 1;
  const serviceId = renewYears ? within(Number(params.get('serviceId')), Number.MAX_SAFE_INTEGER) : null;
  const flow = useQuoteFlow(valid ? { orderType: 'valueAdded', userId, addOn: first, quantity, ...(renewYears ? { years: renewYears } : {}) } : undefined);
  const request = flow.request;
  if (!valid) return <Alert m="md" color="red">请从客户详情进入购买增值产品</Alert>;
  const chosen: AddOn = request?.addOn && Object.hasOwn(ADD_ONS, request.addOn) ? (request.addOn as AddOn) : first;

  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={3}>{renewYears ? `续费增值产品 · ${first}` : '购买增值产品'}</Title>
      {renewYears ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="renew-years">续费时长</Text>
          <SegmentedControl aria-labelledby="renew-years" data={YEARS} value={String(request?.years ?? renewYears)} onChange={(value) => flow.change({ years: Number(value) })} />
          {serviceId && <RenewedSubscription serviceId={serviceId} years={request?.years ?? renewYears} />}
        </Stack>
      ) : (
        <SimpleGrid cols={4} role="radiogroup" aria-label="增值产品">
          {(Object.keys(ADD_ONS) as AddOn[]).map((addOn) => (
            <UnstyledButton key={addOn} role="radio" aria-checked={addOn === chosen} onClick={() => flow.change({ addOn, quantity: 1 })}>
              <Card withBorder padding="sm" style={{ borderColor: addOn === chosen ? 'var(--mantine-primary-color-filled)' : undefined }}>
                <Text fw={500}>{addOn}</Text>
                <Text size="xs" c="dimmed">
                  按{ADD_ONS[addOn].unit}计{ADD_ONS[addOn].prorated ? '，折算至服务到期' : ''}
                </Text>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <NumberInput
        disabled={renewYears !== null}
        label={`数量（${ADD_ONS[chosen].unit}）`}
        maw={240}
        min={1}
        max={MAX_QUANTITY}
        allowDecimal={false}
        clampBehavior="strict"
        value={request?.quantity ?? 1}
        onChange={(value) => typeof value === 'number' && flow.change({ quantity: value })}
      />
      <QuotePanel flow={flow} submit />
    </Stack>
  );
}

/** The subscription a renewal extends: whose it is, when it ends now and when after the chosen years. */
function RenewedSubscription({ serviceId, years }: { serviceId: number; years: number }) {
  const [loaded] = useLoad(() => getValueAddedService(serviceId), String(serviceId));
  if (loaded.state === 'loading') return <Text size="sm">加载中…</Text>;
  if (loaded.state === 'failed') return <Alert color="red">{loaded.problem}</Alert>;
  const service = loaded.value;
  return (
    <Group gap="xl">
      <Text size="sm">客户名称：{service.customerName}</Text>
      <RenewalExpiry expireAt={service.expireAt} years={years} />
    </Group>
  );
}
