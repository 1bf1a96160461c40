import { Group, Input, Popover, ScrollArea, Stack, UnstyledButton } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import {
  AM_TEXT,
  DEFAULT_TIME_FORMAT,
  PM_TEXT,
  clampTime,
  displayTime,
  formatHasSeconds,
  hourAllowed,
  minuteAllowed,
  parseTime,
  secondAllowed,
  serializeTime,
  to24Hour,
  type ClockMode,
  type TimeBounds,
  type TimeOfDay,
} from '../../rules/times.ts';
import { END_TIME_TEXT, SELECT_PLACEHOLDER, START_TIME_TEXT } from '../chineseDefaults.ts';

/** Each entry of a time list is 25 px high. (docs/product.md#limits) */
export const TIME_ITEM_HEIGHT = 25;
const VISIBLE_ITEMS = 7;
const MIDNIGHT: TimeOfDay = { hour: 0, minute: 0, second: 0 };
const range = (count: number, from = 0) => Array.from({ length: count }, (_, index) => from + index);
const pad = (value: number) => String(value).padStart(2, '0');

interface ColumnProps {
  label: string;
  items: { value: number; text: string; disabled: boolean }[];
  selected: number | null;
  onPick(value: number): void;
}

function TimeColumn({ label, items, selected, onPick }: ColumnProps) {
  return (
    <ScrollArea h={TIME_ITEM_HEIGHT * VISIBLE_ITEMS} w={56} type="auto">
      <Stack gap={0} role="listbox" aria-label={label}>
        {items.map((item) => (
          <UnstyledButton
            key={item.value}
            role="option"
            aria-selected={item.value === selected}
            disabled={item.disabled}
            style={{ height: TIME_ITEM_HEIGHT }}
            ta="center"
            fz="sm"
            fw={item.value === selected ? 700 : undefined}
            c={item.disabled ? 'dimmed' : undefined}
            bg={item.value === selected ? 'var(--mantine-primary-color-light)' : undefined}
            onClick={() => onPick(item.value)}
          >
            {item.text}
          </UnstyledButton>
        ))}
      </Stack>
    </ScrollArea>
  );
}

export interface TimeFieldProps extends TimeBounds {
  label: string;
  /** 'HH:mm:ss' or 'HH:mm' (24-hour), or null. */
  value: string | null;
  onChange(value: string): void;
  mode?: ClockMode;
  format?: string;
}

/** Time picker: 12 or 24 hours, seconds only when the format has them, times outside min/max disabled. (docs/product.md#flows) */
export function TimeField({ label, value, onChange, mode = 24, format = DEFAULT_TIME_FORMAT, min, max }: TimeFieldProps) {
  const time = parseTime(value);
  const current = time ?? MIDNIGHT;
  const bounds = { min, max };
  const pick = (change: Partial<TimeOfDay>) => onChange(serializeTime(clampTime({ ...current, ...change }, bounds), format));
  const pm = current.hour >= 12;
  const hours =
    mode === 24
      ? range(24).map((hour) => ({ value: hour, text: pad(hour), disabled: !hourAllowed(hour, bounds) }))
      : [12, ...range(11, 1)].map((hour12) => ({
          value: to24Hour(hour12, pm),
          text: pad(hour12),
          disabled: !hourAllowed(to24Hour(hour12, pm), bounds),
        }));
  return (
    <Popover position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <Input.Wrapper label={label}>
          <Input component="button" type="button" pointer rightSection={<IconClock size={16} />} aria-label={label}>
            {time ? displayTime(time, mode, format) : <Input.Placeholder>{SELECT_PLACEHOLDER}</Input.Placeholder>}
          </Input>
        </Input.Wrapper>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          {mode === 12 && (
            <TimeColumn
              label="上午/下午"
              selected={time ? Number(pm) : null}
              items={[AM_TEXT, PM_TEXT].map((text, half) => ({
                value: half,
                text,
                disabled: !range(12, half * 12).some((hour) => hourAllowed(hour, bounds)),
              }))}
              onPick={(half) => pick({ hour: (current.hour % 12) + half * 12 })}
            />
          )}
          <TimeColumn label="时" items={hours} selected={time?.hour ?? null} onPick={(hour) => pick({ hour })} />
          <TimeColumn
            label="分"
            selected={time?.minute ?? null}
            items={range(60).map((minute) => ({ value: minute, text: pad(minute), disabled: !minuteAllowed(current.hour, minute, bounds) }))}
            onPick={(minute) => pick({ minute })}
          />
          {formatHasSeconds(format) && (
            <TimeColumn
              label="秒"
              selected={time?.second ?? null}
              items={range(60).map((second) => ({ value: second, text: pad(second), disabled: !secondAllowed({ ...current, second }, bounds) }))}
              onPick={(second) => pick({ second })}
            />
          )}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

export interface TimeRangeFieldProps {
  value: [string | null, string | null];
  onChange(value: [string | null, string | null]): void;
  mode?: ClockMode;
  format?: string;
}

/** A start and an end time that limit each other, so the start never passes the end. */
export function TimeRangeField({ value: [start, end], onChange, mode, format }: TimeRangeFieldProps) {
  return (
    <Group gap="xs" align="flex-end">
      <TimeField label={START_TIME_TEXT} value={start} max={parseTime(end)} mode={mode} format={format} onChange={(next) => onChange([next, end])} />
      <TimeField label={END_TIME_TEXT} value={end} min={parseTime(start)} mode={mode} format={format} onChange={(next) => onChange([start, next])} />
    </Group>
  );
}
