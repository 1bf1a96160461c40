import type { MantineThemeComponents } from '@mantine/core';
import { DATE_FORMAT, DATE_TIME_FORMAT, RANGE_SEPARATOR } from '../rules/dates.ts';
import { CALENDAR_LABELS, CLEAR_TEXT, CLOSE_TEXT, NO_DATA_TEXT, RATE_TEXTS, SELECT_PLACEHOLDER } from './chineseDefaults.ts';

// Icon-only controls drawn by Mantine carry their name as a default, so no screen can leave one unnamed.
const clear = { clearButtonProps: { 'aria-label': CLEAR_TEXT } };
const close = { closeButtonProps: { 'aria-label': CLOSE_TEXT } };
// A calendar's heading reads as Chinese UIs write it: 2026年12月 (not dayjs's "十二月 2026"), 2026年.
const headings = { monthLabelFormat: 'YYYY年M月', yearLabelFormat: 'YYYY年' };
const calendar = { ...clear, ...headings, ariaLabels: CALENDAR_LABELS };

/**
 * Chinese texts for the Mantine components that show any, as theme `components` defaults.
 * Plain objects keyed by component name (what `X.extend()` would return), so the theme
 * does not pull the components themselves into the entry chunk.
 */
export const chineseComponentDefaults: MantineThemeComponents = {
  Select: { defaultProps: { placeholder: SELECT_PLACEHOLDER, nothingFoundMessage: NO_DATA_TEXT, ...clear } },
  MultiSelect: { defaultProps: { placeholder: SELECT_PLACEHOLDER, nothingFoundMessage: NO_DATA_TEXT, ...clear } },
  TagsInput: { defaultProps: { placeholder: SELECT_PLACEHOLDER, ...clear } },
  Autocomplete: { defaultProps: clear },
  FileInput: { defaultProps: clear },
  Rating: { defaultProps: { count: RATE_TEXTS.length } },
  DatePickerInput: { defaultProps: { placeholder: SELECT_PLACEHOLDER, valueFormat: DATE_FORMAT, labelSeparator: RANGE_SEPARATOR, ...calendar } },
  DateTimePicker: { defaultProps: { placeholder: SELECT_PLACEHOLDER, valueFormat: DATE_TIME_FORMAT, withSeconds: true, ...calendar } },
  MonthPickerInput: { defaultProps: { placeholder: SELECT_PLACEHOLDER, ...calendar } },
  YearPickerInput: { defaultProps: { placeholder: SELECT_PLACEHOLDER, ...calendar } },
  DateInput: { defaultProps: calendar },
  DatePicker: { defaultProps: { ...headings, ariaLabels: CALENDAR_LABELS } },
  TimeInput: { defaultProps: { withSeconds: true } },
  Modal: { defaultProps: close },
  Drawer: { defaultProps: close },
  Notification: { defaultProps: close },
};
