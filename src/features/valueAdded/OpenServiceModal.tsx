import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ADD_ONS, MAX_QUANTITY } from '../../contracts/orderEntry.ts';
import { KIND_RULES } from '../../contracts/valueAdded.ts';
import { formatDate } from '../../rules/dates.ts';
import { SearchSelect } from '../../ui/widgets/SearchSelect.tsx';
import type { KindScreens } from './kinds.tsx';
import { candidates, type ValueAddedCandidate } from './valueAddedApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/**
 * 开通: a customer whose service runs and who has no such subscription yet, and how much to buy; the
 * order is priced and placed on /buySubProduct (prorated to the customer's expiry where it runs by time).
 */
export function OpenServiceModal({ screens, onClose }: { screens: KindScreens; onClose(): void }) {
  const [, navigate] = useLocation();
  const { addOn } = KIND_RULES[screens.kind];
  const [picked, setPicked] = useState<ValueAddedCandidate | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [problem, setProblem] = useState<string | null>(null);
  const find = (keyword: string) =>
    candidates(screens.kind, keyword).then((list) => list.map((candidate) => ({ value: String(candidate.userId), label: candidate.customerName, candidate })));

  const next = () => {
    if (!picked) return setProblem('请选择客户');
    if (typeof quantity !== 'number') return setProblem('请填写数量');
    navigate(paymentsScreens.buySubProduct.href({ userId: picked.userId, addOn, quantity }));
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={`开通${screens.maintenance.title.replace(/维护$/, '')}`} centered>
      <Stack gap="sm">
        <SearchSelect
          label="客户"
          withAsterisk
          placeholder="输入客户名称搜索"
          nothingFoundMessage="没有可开通的客户"
          load={find}
          value={picked ? String(picked.userId) : null}
          error={problem === '请选择客户' ? problem : undefined}
          onChange={(_, option) => {
            setPicked(option?.candidate ?? null);
            setProblem(null);
          }}
        />
        {picked && <Text size="sm" c="dimmed">客户服务到期：{formatDate(picked.expireAt)}</Text>}
        <NumberInput
          label={`数量（${ADD_ONS[addOn].unit}）`}
          withAsterisk
          min={1}
          max={MAX_QUANTITY}
          allowDecimal={false}
          clampBehavior="strict"
          value={quantity}
          error={problem === '请填写数量' ? problem : undefined}
          onChange={setQuantity}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={next}>下一步</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
