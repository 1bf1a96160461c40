import { Modal, NumberInput, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ADD_STORE_MAX, type FzServiceRow } from '../../contracts/serviceMaintenance.ts';
import { ModalForm, useModalSubmit } from '../../ui/resource/ModalForm.tsx';
import { addStoreOrder } from './serviceMaintenanceApi.ts';

const COUNT_PROBLEM = `门店数应为1至${ADD_STORE_MAX}`;

function StoreForm({ row, onClose, onOrdered }: { row: FzServiceRow; onClose(): void; onOrdered(orderNo: string): void }) {
  const [count, setCount] = useState<number | string>(1);
  const submit = useModalSubmit();
  // One key per opening: a double submit answers the same order.
  const key = useRef(crypto.randomUUID());
  const save = () => {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > ADD_STORE_MAX) return submit.setProblem(COUNT_PROBLEM);
    return submit.run(async () => onOrdered(await addStoreOrder(row.id, count, key.current)));
  };
  return (
    <ModalForm problem={submit.problem} busy={submit.busy} submitLabel="提交订单" onSubmit={save} onCancel={onClose}>
      <Text size="sm">
        {row.userName}：现有{row.storeCount}家门店
      </Text>
      <NumberInput label="增加门店数" value={count} onChange={setCount} min={1} max={ADD_STORE_MAX} allowDecimal={false} data-autofocus />
    </ModalForm>
  );
}

/** 增加门店: how many, then an order paid at the cashier. */
export function AddStoreModal({ row, onClose, onOrdered }: { row: FzServiceRow | null; onClose(): void; onOrdered(orderNo: string): void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="增加门店">
      {row && <StoreForm row={row} onClose={onClose} onOrdered={onOrdered} />}
    </Modal>
  );
}
