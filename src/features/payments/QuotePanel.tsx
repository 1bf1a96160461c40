import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { REMARK_MAX } from '../../contracts/orderEntry.ts';
import { formatYuan, moneyToChinese } from '../../rules/money.ts';
import { SUBMIT_LOCK_MS } from '../../ui/resource/FormDrawer.tsx';
import { usePageContext } from '../../ui/pageContext.ts';
import type { QuoteFlow } from './QuoteFlow.ts';
import { QuoteLines } from './QuoteLines.tsx';

const yuan = (fen: number) => `¥${formatYuan(fen)}`;
const PENDING = ['selecting', 'options', 'quoting'];

/** The live quote: lines, discount, total with 大写; with `submit`, the remark and 提交订单 of /placeOrder. */
export function QuotePanel({ flow, submit = false }: { flow: QuoteFlow; submit?: boolean }) {
  const { state, send } = flow;
  const { error } = state.context;
  const { quote } = flow;
  const page = usePageContext();
  const [remark, setRemark] = useState('');
  // 提交订单 rests a moment after a press, so a double click sends one order.
  const [locked, setLocked] = useState(false);
  const ready = state.matches('ready');
  const creating = state.matches('creatingOrder');

  return (
    <Paper withBorder p="md" aria-label="订单报价" component="section">
      <Stack gap="sm">
        {PENDING.some((value) => state.matches(value as never)) && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">报价中…</Text>
          </Group>
        )}
        {state.matches('error') && (
          <Alert color="red" title="报价失败">
            <Group justify="space-between">
              <Text size="sm">{error}</Text>
              <Button size="xs" variant="light" onClick={() => send({ type: 'RETRY' })}>
                重试
              </Button>
            </Group>
          </Alert>
        )}
        {quote && (ready || creating) && (
          <>
            <QuoteLines lines={quote.lines} />
            <Group justify="flex-end" gap="lg">
              <Text size="sm">商品金额 {yuan(quote.subtotalFen)}</Text>
              {quote.discounts.map((discount) => (
                <Text size="sm" key={discount.label}>
                  {discount.label} -{yuan(discount.amountFen)}
                </Text>
              ))}
              {quote.discounts.length > 1 && <Text size="sm">优惠合计 -{yuan(quote.discountFen)}</Text>}
            </Group>
            <Group justify="flex-end" gap="xs" aria-label="应付金额">
              <Text>应付金额</Text>
              <Text fw={700} c="red" size="xl">
                {yuan(quote.totalFen)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" ta="right">
              大写：{moneyToChinese(quote.totalFen / 100)}
            </Text>
          </>
        )}
        {submit && (
          <>
            <Textarea
              label="备注"
              value={remark}
              maxLength={REMARK_MAX}
              description={`${remark.length}/${REMARK_MAX}`}
              onChange={(event) => setRemark(event.currentTarget.value)}
              autosize
              minRows={2}
            />
            {ready && error && <Alert color="red">{error}</Alert>}
            <Group justify="flex-end">
              {page.canGoBack && (
                <Button variant="default" onClick={page.back}>
                  返回
                </Button>
              )}
              <Button
                loading={creating}
                disabled={!ready || locked}
                onClick={() => {
                  setLocked(true);
                  setTimeout(() => setLocked(false), SUBMIT_LOCK_MS);
                  send({ type: 'SUBMIT', remark: remark.trim() });
                }}
              >
                提交订单
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
