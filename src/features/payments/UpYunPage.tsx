import { Alert, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { MAX_USERS, MAX_YEARS, PRODUCT_CATALOG } from '../../contracts/orderEntry.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { dongles, type Dongle, type QuoteRequest } from './orderEntryApi.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { useQuoteFlow } from './QuoteFlow.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const patchOf = (dongle: Dongle) => ({ dogNo: dongle.dogNo, userCount: Math.max(PRODUCT_CATALOG.FZERP.minUsers, dongle.sites) });
const choiceOf = (dongle: Dongle): QuoteRequest => ({ orderType: 'upCloud', versionName: PRODUCT_CATALOG.FZERP.versions[0], years: 1, ...patchOf(dongle) });

/** A dongle-licensed local FZERP customer moves to the cloud, 20 % off its first year (上云优惠). */
export default function UpYunPage() {
  const search = useSearch();
  const flow = useQuoteFlow();
  const request = flow.request;
  // 上云 from a dongle's row names it (?dogNo=, or the customer ?userId=): it is chosen once the list is in.
  const [wanted] = useState(() => new URLSearchParams(search));
  const [loaded, reload] = useLoad(
    (signal) =>
      dongles(signal).then((list) => {
        const userId = Number(wanted.get('userId'));
        const named = list.find((item) => item.dogNo === wanted.get('dogNo')) ?? list.find((item) => userId > 0 && item.userId === userId);
        // A choice already made (the list loaded again) stays: the flow takes only its first selection.
        if (named) flow.select(choiceOf(named));
        return list;
      }),
    'dongles',
  );
  const list = loaded.state === 'ready' ? loaded.value : null;
  const pick = (dogNo: string | null) => {
    const dongle = list?.find((item) => item.dogNo === dogNo);
    if (!dongle) return;
    if (request) flow.change(patchOf(dongle));
    else flow.select(choiceOf(dongle));
  };

  return (
    <Stack p="md" gap="md" maw={960}>
      <Title order={3}>{paymentsScreens.upYun.title}</Title>
      {loaded.state === 'failed' && <LoadProblem problem={loaded.problem} onRetry={reload} />}
      {list?.length === 0 && <Alert color="gray">没有可上云的加密狗</Alert>}
      <SimpleGrid cols={3}>
        <Select
          label="加密狗号"
          placeholder={loaded.state === 'loading' ? '加载中…' : '选择已绑定的加密狗'}
          data={(list ?? []).map((item) => ({ value: item.dogNo, label: `${item.dogNo} · ${item.customerName}` }))}
          value={request?.dogNo ?? null}
          onChange={(dogNo) => pick(dogNo)}
        />
        {request && (
          <>
            <Select
              label="云版本"
              allowDeselect={false}
              data={[...PRODUCT_CATALOG.FZERP.versions]}
              value={request.versionName ?? null}
              onChange={(value) => value && flow.change({ versionName: value })}
            />
            <NumberInput
              label="用户数"
              min={PRODUCT_CATALOG.FZERP.minUsers}
              max={MAX_USERS}
              allowDecimal={false}
              clampBehavior="strict"
              value={request.userCount}
              onChange={(value) => typeof value === 'number' && flow.change({ userCount: value })}
            />
            <Select
              label="购买时长"
              allowDeselect={false}
              data={Array.from({ length: MAX_YEARS }, (_, index) => ({ value: String(index + 1), label: `${index + 1}年` }))}
              value={String(request.years)}
              onChange={(value) => value && flow.change({ years: Number(value) })}
            />
          </>
        )}
      </SimpleGrid>
      {request && (
        <>
          <Text size="sm" c="dimmed">上云优惠：首年费用8折，已计入优惠金额；支付后加密狗变为已上云。</Text>
          <QuotePanel flow={flow} submit />
        </>
      )}
    </Stack>
  );
}
