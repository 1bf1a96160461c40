import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { TRACK_WAYS } from '../../contracts/customerRecords.ts';
import { DATE_FORMAT, formatDate } from '../../rules/dates.ts';
import { nextTimeProblem, TRACK_CONTENT_MAX, trackContentProblem } from '../../rules/customerRecords.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { CustomerPicker } from '../../ui/widgets/CustomerPicker.tsx';
import { saveTrack, type CustomerTrack } from './customerRecordsApi.ts';
import { businessToday } from '../../ui/businessClock.ts';

type TrackValues = {
  userId: string | null;
  trackWay: string;
  content: string;
  nextTime: Date | null;
};

const today = () => businessToday().format(DATE_FORMAT);

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
          <CustomerPicker withAsterisk key={form.key('userId')} {...form.getInputProps('userId')} />
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
            minDate={businessToday().toDate()}
            {...form.getInputProps('nextTime')}
          />
        </Stack>
      )}
    </FormDrawer>
  );
}
