import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DATE_FORMAT } from '../../rules/dates.ts';
import { CONFIRM_TEXT } from '../chineseDefaults.ts';

/** What the field shows: date and time to the minute, 24-hour. */
export const DATE_TIME_MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

export interface DateTimeFieldProps {
  label: string;
  description?: string;
  /** Epoch ms, or null when empty. */
  value: number | null;
  onChange(value: number | null): void;
  /** The earliest day that may be picked (earlier days are disabled); the caller checks the time of day. */
  minDate?: Date;
  error?: string | null;
  withAsterisk?: boolean;
  clearable?: boolean;
}

/**
 * A date and time on Mantine's picker in Chinese (zh-cn, weeks from Monday, 24-hour time to the minute)
 * instead of the browser's native input. Each day is named by its date (YYYY-MM-DD) and the time box by
 * the field's label, so a keyboard or screen-reader user, and a test, can reach them.
 */
export function DateTimeField({ label, description, value, onChange, minDate, error, withAsterisk, clearable = true }: DateTimeFieldProps) {
  return (
    <DateTimePicker
      label={label}
      description={description}
      withAsterisk={withAsterisk}
      locale="zh-cn"
      firstDayOfWeek={1}
      valueFormat={DATE_TIME_MINUTE_FORMAT}
      withSeconds={false}
      clearable={clearable}
      minDate={minDate}
      error={error ?? undefined}
      value={value === null ? null : new Date(value)}
      onChange={(date) => onChange(date ? dayjs(date).second(0).millisecond(0).valueOf() : null)}
      getDayProps={(date) => ({ 'aria-label': dayjs(date).format(DATE_FORMAT) })}
      timeInputProps={{ 'aria-label': `${label}（时分）` }}
      submitButtonProps={{ 'aria-label': CONFIRM_TEXT }}
      maw={260}
    />
  );
}
