import { Button, Card, Group, Select, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { DOC_TYPES, WORD_FORMAT_LIMITS, type WorkOrderFile } from '../../contracts/workOrders.ts';
import { formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { CustomerPicker } from '../../ui/widgets/CustomerPicker.tsx';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { createWordFormat } from './workOrdersApi.ts';
import { businessToday } from '../../ui/businessClock.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';

type Values = { userId: string | null; productName: string; formatName: string; docType: string | null; requirement: string; expectDate: Date | null };

const earliest = () => businessToday().add(WORD_FORMAT_LIMITS.leadDays, 'day').toDate();
const SAMPLE_RULES = { accept: ['doc', 'docx', 'pdf', 'jpg'], maxSizeMb: WORD_FORMAT_LIMITS.fileMb, maxCount: WORD_FORMAT_LIMITS.files };

/** /mswordformatCreate 新建Word格式: customer, product, name ≤ 30, document type, needs ≤ 1000, samples, date ≥ today + 3. */
export default function MsWordFormatCreatePage() {
  const [, navigate] = useLocation();
  const [samples, setSamples] = useState<{ list: WorkOrderFile[]; uploading: boolean }>({ list: [], uploading: false });
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: { userId: null, productName: '', formatName: '', docType: null, requirement: '', expectDate: null },
    validateInputOnBlur: true,
    validate: {
      userId: (value) => (value ? null : '请选择客户'),
      formatName: (value) => (!value.trim() ? '请输入格式名称' : [...value].length > WORD_FORMAT_LIMITS.formatName ? `格式名称最多${WORD_FORMAT_LIMITS.formatName}个字` : null),
      docType: (value) => (value ? null : '请选择单据类型'),
      requirement: (value) => (!value.trim() ? '请输入需求说明' : [...value].length > WORD_FORMAT_LIMITS.requirement ? `需求说明最多${WORD_FORMAT_LIMITS.requirement}个字` : null),
      expectDate: (value) => (!value ? '请选择期望日期' : formatDate(value) < formatDate(earliest()) ? '期望日期至少为3天后' : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (samples.uploading) return message.warning('样稿正在上传，请稍候');
    setSaving(true);
    try {
      await createWordFormat({
        userId: Number(values.userId), productName: values.productName.trim(), formatName: values.formatName.trim(), docType: values.docType!,
        requirement: values.requirement.trim(), expectDate: formatDate(values.expectDate), files: samples.list,
      });
      message.success('提交成功');
      navigate(workOrdersScreens.msWordFormat.path);
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : '提交失败');
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack maw={720}>
      <Title order={3}>{workOrdersScreens.msWordFormatCreate.title}</Title>
      <Card withBorder>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <CustomerPicker withAsterisk key={form.key('userId')} {...form.getInputProps('userId')} />
            <TextInput label="产品/版本" placeholder="默认为客户当前产品" key={form.key('productName')} {...form.getInputProps('productName')} />
            <TextInput label="格式名称" withAsterisk key={form.key('formatName')} {...form.getInputProps('formatName')} />
            <Select label="单据类型" withAsterisk data={[...DOC_TYPES]} key={form.key('docType')} {...form.getInputProps('docType')} />
            <Textarea label="需求说明" withAsterisk autosize minRows={4} key={form.key('requirement')} {...form.getInputProps('requirement')} />
            <DatePickerInput label="期望日期" withAsterisk minDate={earliest()} valueFormat="YYYY-MM-DD" key={form.key('expectDate')} {...form.getInputProps('expectDate')} />
            <AttachmentPicker label="样稿" rules={SAMPLE_RULES} accept=".doc,.docx,.pdf,.jpg" onChange={(list, uploading) => setSamples({ list, uploading })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => navigate(workOrdersScreens.msWordFormat.path)}>
                取消
              </Button>
              <Can screen={workOrdersScreens.msWordFormatCreate} action="add">
                <Button type="submit" loading={saving}>
                  提交
                </Button>
              </Can>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
