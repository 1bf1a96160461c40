import { ActionIcon, Group, Menu } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { DATE_FORMAT, RANGE_PRESETS, RANGE_SEPARATOR, orderRange } from '../../rules/dates.ts';
import { END_TIME_TEXT, START_TIME_TEXT } from '../chineseDefaults.ts';
import { businessToday } from '../businessClock.ts';

export interface DateRangeFieldProps {
  label: string;
  value: DatesRangeValue;
  onChange(value: DatesRangeValue): void;
  size?: 'xs' | 'sm';
}

/** A date range on Mantine's picker (zh-cn): earlier pick first, 至 between, and the Chinese presets. */
export function DateRangeField({ label, value, onChange, size = 'sm' }: DateRangeFieldProps) {
  const change = ([start, end]: DatesRangeValue) => onChange(start && end ? orderRange(start, end) : [start, end]);
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <DatePickerInput
        type="range"
        label={label}
        placeholder={`${START_TIME_TEXT} ${RANGE_SEPARATOR} ${END_TIME_TEXT}`}
        valueFormat={DATE_FORMAT}
        labelSeparator={RANGE_SEPARATOR}
        allowSingleDateInRange
        clearable
        value={value}
        onChange={change}
        size={size}
        // The picker's placeholder is real text (not an input's ::placeholder): it must meet AA contrast.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        miw={240}
      />
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="default" size={size === 'xs' ? 'md' : 'lg'} aria-label={`${label}快捷选择`}>
            <IconCalendarEvent size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {RANGE_PRESETS.map((preset) => (
            <Menu.Item key={preset.label} onClick={() => onChange(preset.range(businessToday()))}>
              {preset.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
