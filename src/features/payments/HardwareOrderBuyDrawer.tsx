import { NumberInput, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { HARDWARE_GOODS } from '../../contracts/orderEntry.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { createOrder } from './orderEntryApi.ts';

type BuyValues = {
  goods: string;
  quantity: number;
  receiver: string;
  phone: string;
  address: string;
  postalCode: string;
};

const EMPTY: BuyValues = { goods: HARDWARE_GOODS[0], quantity: 1, receiver: '', phone: '', address: '', postalCode: '' };

/** 购买 (yjdd:add): goods, quantity and delivery; the order goes straight to the cashier. */
export function HardwareOrderBuyDrawer({ opened, onClose, onOrdered }: { opened: boolean; onClose(): void; onOrdered(orderNo: string): void }) {
  // One key per opening: a retry after a lost answer finds the order the first try made.
  const attemptKey = useMemo(() => (opened ? crypto.randomUUID() : ''), [opened]);
  return (
    <FormDrawer<BuyValues>
      opened={opened}
      title="购买硬件"
      submitLabel="提交订单"
      initialValues={EMPTY}
      validate={{
        quantity: (value) => (Number.isInteger(value) && value >= 1 && value <= 99 ? null : '数量应为1–99'),
        receiver: (value) => (!value.trim() ? '请填写收货人' : value.length > 20 ? '收货人最多20个字' : null),
        phone: (value) => (/^1\d{10}$/.test(value) ? null : '请输入正确的手机号'),
        address: (value) => (!value.trim() ? '请填写收货地址' : value.length > 200 ? '收货地址最多200个字' : null),
        postalCode: (value) => (/^\d{6}$/.test(value) ? null : '请输入正确的邮政编码'),
      }}
      onSubmit={(values) => createOrder({ orderType: 'hardware', ...values, idempotencyKey: attemptKey })}
      onClose={onClose}
      onSaved={(result) => onOrdered((result as { orderNo: string }).orderNo)}
    >
      {(form) => (
        <>
          <Select label="商品" data={[...HARDWARE_GOODS]} allowDeselect={false} withAsterisk key={form.key('goods')} {...form.getInputProps('goods')} />
          <NumberInput label="数量" min={1} max={99} allowDecimal={false} withAsterisk key={form.key('quantity')} {...form.getInputProps('quantity')} />
          <TextInput label="收货人" withAsterisk key={form.key('receiver')} {...form.getInputProps('receiver')} />
          <TextInput label="手机号" withAsterisk key={form.key('phone')} {...form.getInputProps('phone')} />
          <TextInput label="收货地址" withAsterisk key={form.key('address')} {...form.getInputProps('address')} />
          <TextInput label="邮政编码" withAsterisk key={form.key('postalCode')} {...form.getInputProps('postalCode')} />
        </>
      )}
    </FormDrawer>
  );
}
