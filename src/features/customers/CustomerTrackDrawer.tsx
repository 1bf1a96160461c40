import { Select, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { TRACK_WAYS } from '../../api/contracts/customerRecords.ts';
import { searchCustomers, type CustomerOption } from '../../api/uploads.ts';
import { formatDate } from '../../rules/dates.ts';
import { nextTimeProblem, TRACK_CONTENT_MAX, trackContentProblem } from '../../rules/customerRecords.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { saveTrack, type CustomerTrack } from './customerRecordsApi.ts';
import { getCustomer } from './customersApi.ts';

type TrackValues = {
  userId: string | null;
  trackWay: string;
  content: string;
  nextTime: Date | null;
};

const today = () => formatDate(Date.now());

/** The agent's customers found by name, contact, phone or number, with the chosen one always listed. */
function CustomerSelect({ value = null, onChange, error, onBlur }: { value?: string | null; onChange(value: string | null): void; error?: ReactNode; onBlur?(): void }) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const [options, setOptions] = useState<CustomerOption[]>([]);
  const [chosen, setChosen] = useState<CustomerOption | null>(null);

  useEffect(() => {
    let current = true;
    searchCustomers(debounced)
      .then((found) => current && setOptions(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [debounced]);
  useEffect(() => {
    if (!value || chosen?.id === Number(value)) return;
    let current = true;
    getCustomer(Number(value))
      .then(({ id, customerNo, name }) => current && setChosen({ id, customerNo, name }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value, chosen]);

  const all = [...options, ...(chosen && !options.some((option) => option.id === chosen.id) ? [chosen] : [])];
  return (
    <Select
      label="客户"
      withAsterisk
      placeholder="输入客户名称、联系人或手机号搜索"
      searchable
      data={all.map((option) => ({ value: String(option.id), label: `${option.name}（${option.customerNo}）` }))}
      value={value}
      onSearchChange={setKeyword}
      onChange={(next) => {
        setChosen(all.find((option) => String(option.id) === next) ?? null);
        onChange(next);
      }}
      onBlur={onBlur}
      error={error}
      filter={({ options: shown }) => shown}
      nothingFoundMessage="没有找到客户"
    />
  );
}

export interface CustomerTrackDrawerProps {
  opened: boolean;
  onClose(): void;
  onSaved(): void;
  /** The follow-up being edited; absent for a new one. */
  track?: CustomerTrack;
  /** The customer a new follow-up is for (from the address or the thread). */
  userId?: number;
}

/** 新增/追加/编辑跟进 (P3): customer, way, content ≤ 500, next follow-up today or later. */
export function CustomerTrackDrawer({ opened, onClose, onSaved, track, userId }: CustomerTrackDrawerProps) {
  const initialValues: TrackValues = {
    userId: track ? String(track.userId) : userId ? String(userId) : null,
    trackWay: track?.trackWay ?? TRACK_WAYS[0],
    content: track?.content ?? '',
    nextTime: track?.nextTime ? new Date(`${track.nextTime}T00:00:00`) : null,
  };
  return (
    <FormDrawer<TrackValues>
      opened={opened}
      title={track ? '编辑跟进' : '新增跟进'}
      initialValues={initialValues}
      validate={{
        userId: (value) => (value ? null : '请选择客户'),
        content: (value) => trackContentProblem(value),
        nextTime: (value) => nextTimeProblem(value ? formatDate(value) : null, today()),
      }}
      onSubmit={(values) =>
        saveTrack({
          id: track?.id,
          userId: Number(values.userId),
          trackWay: values.trackWay,
          content: values.content,
          nextTime: values.nextTime ? formatDate(values.nextTime) : null,
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => (
        <Stack gap="sm">
          <CustomerSelect key={form.key('userId')} {...form.getInputProps('userId')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              跟踪方式
            </Text>
            <SegmentedControl key={form.key('trackWay')} data={[...TRACK_WAYS]} aria-label="跟踪方式" {...form.getInputProps('trackWay')} />
          </Stack>
          <Textarea
            key={form.key('content')}
            label="跟进内容"
            withAsterisk
            autosize
            minRows={4}
            maxLength={TRACK_CONTENT_MAX}
            description={`最多${TRACK_CONTENT_MAX}个字`}
            {...form.getInputProps('content')}
          />
          <DatePickerInput
            key={form.key('nextTime')}
            label="下次跟踪"
            placeholder="不安排可不填"
            clearable
            valueFormat="YYYY-MM-DD"
            minDate={new Date()}
            {...form.getInputProps('nextTime')}
          />
        </Stack>
      )}
    </FormDrawer>
  );
}
