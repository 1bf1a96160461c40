import { Alert, Card, NumberInput, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSearch } from 'wouter';
import { ADD_ONS, MAX_QUANTITY, type AddOn } from '../../api/contracts/orderEntry.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { useQuoteFlow } from './QuoteFlow.ts';

const FIRST: AddOn = '账套';

/** /buySubProduct?userId=: add-ons of one customer's service, prorated to its expiry where they run by time. */
export default function BuySubProductPage() {
  const userId = Number(new URLSearchParams(useSearch()).get('userId'));
  const valid = Number.isSafeInteger(userId) && userId > 0;
  const flow = useQuoteFlow(valid ? { orderType: 'valueAdded', userId, addOn: FIRST, quantity: 1 } : undefined);
  const request = flow.request;
  if (!valid) return <Alert m="md" color="red">请从客户详情进入购买增值产品</Alert>;
  const chosen: AddOn = request?.addOn && Object.hasOwn(ADD_ONS, request.addOn) ? (request.addOn as AddOn) : FIRST;

  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={3}>购买增值产品</Title>
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
      <NumberInput
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
