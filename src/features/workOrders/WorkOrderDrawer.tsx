import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { createActor, fromPromise, waitFor } from 'xstate';
import { workOrderMachine, type WorkOrderView } from '../../../machines/workOrder.machine.ts';
import { WORK_ORDER_LIMITS, WORK_ORDER_TYPES, type WorkOrderFile } from '../../contracts/workOrders.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { CustomerPicker } from '../../ui/widgets/CustomerPicker.tsx';
import { AttachmentPicker, WORK_ORDER_FILES } from './AttachmentPicker.tsx';
import { createWorkOrder, getWorkOrder } from './workOrdersApi.ts';

export type WorkOrderDraft = {
  woType: string;
  userId: string | null;
  productName: string;
  title: string;
  content: string;
  tel: string;
};

export const emptyDraft: WorkOrderDraft = { woType: '故障', userId: null, productName: '', title: '', content: '', tel: '' };

const MOBILE = /^1[3-9]\d{9}$/;
const text = (label: string, max: number) => (value: string) =>
  !value.trim() ? `请输入${label}` : [...value].length > max ? `${label}最多${max}个字` : null;

/** Submits through the work-order machine (new → submitting → 待受理); a refusal keeps the drawer open. */
async function submit(values: WorkOrderDraft, files: WorkOrderFile[]) {
  const machine = workOrderMachine.provide({
    actors: {
      submit: fromPromise<WorkOrderView>(async () => {
        const { woNo } = await createWorkOrder({ ...values, userId: Number(values.userId), title: values.title.trim(), content: values.content.trim(), tel: values.tel.trim(), files });
        return getWorkOrder(woNo);
      }),
    },
  });
  const actor = createActor(machine, { input: { view: null } }).start();
  actor.send({ type: 'SUBMIT' });
  const settled = await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
  actor.stop();
  if (settled.matches('new')) throw new Error(settled.context.error ?? '提交失败');
}

/** 新建工单 (P3): type, customer, product, title ≤ 50, description ≤ 2000, phone, up to 5 attachments. */
export function WorkOrderDrawer({ opened, initial, onClose, onSaved }: { opened: boolean; initial: WorkOrderDraft; onClose(): void; onSaved(): void }) {
  const [files, setFiles] = useState<{ list: WorkOrderFile[]; uploading: boolean }>({ list: [], uploading: false });
  return (
    <FormDrawer<WorkOrderDraft>
      opened={opened}
      title="新建工单"
      initialValues={initial}
      validate={{
        userId: (value) => (value ? null : '请选择客户'),
        title: text('标题', WORK_ORDER_LIMITS.title),
        content: text('问题描述', WORK_ORDER_LIMITS.content),
        tel: (value) => (value.trim() && !MOBILE.test(value.trim()) ? '请输入正确的手机号' : null),
      }}
      onSubmit={async (values) => {
        if (files.uploading) throw new Error('附件正在上传，请稍候');
        await submit(values, files.list);
      }}
      onClose={onClose}
      onSaved={onSaved}
      submitLabel="提交"
    >
      {(form) => (
        <Stack gap="sm">
          <Select label="工单类型" withAsterisk data={[...WORK_ORDER_TYPES]} allowDeselect={false} key={form.key('woType')} {...form.getInputProps('woType')} />
          <CustomerPicker withAsterisk key={form.key('userId')} {...form.getInputProps('userId')} />
          <TextInput label="产品" placeholder="默认为客户当前产品" key={form.key('productName')} {...form.getInputProps('productName')} />
          <TextInput label="标题" withAsterisk key={form.key('title')} {...form.getInputProps('title')} />
          <Textarea
            label="问题描述"
            withAsterisk
            autosize
            minRows={5}
            description={`${[...form.getValues().content].length}/${WORK_ORDER_LIMITS.content}`}
            key={form.key('content')}
            {...form.getInputProps('content')}
          />
          <TextInput label="联系电话" inputMode="numeric" key={form.key('tel')} {...form.getInputProps('tel')} />
          <AttachmentPicker label="附件" rules={WORK_ORDER_FILES.rules} accept={WORK_ORDER_FILES.accept} onChange={(list, uploading) => setFiles({ list, uploading })} />
        </Stack>
      )}
    </FormDrawer>
  );
}
