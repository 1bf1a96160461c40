import type { MantineThemeComponents } from '@mantine/core';
import { DATE_FORMAT, DATE_TIME_FORMAT, RANGE_SEPARATOR } from '../rules/dates.ts';
import { NO_DATA_TEXT, RATE_TEXTS, SELECT_PLACEHOLDER } from './chineseDefaults.ts';

/**
 * Chinese texts for the Mantine components that show any, as theme `components` defaults.
 * Plain objects keyed by component name (what `X.extend()` would return), so the theme
 * does not pull the components themselves into the entry chunk.
 */
export const chineseComponentDefaults: MantineThemeComponents = {
  Select: { defaultProps: { placeholder: SELECT_PLACEHOLDER, nothingFoundMessage: NO_DATA_TEXT } },
  MultiSelect: { defaultProps: { placeholder: SELECT_PLACEHOLDER, nothingFoundMessage: NO_DATA_TEXT } },
  TagsInput: { defaultProps: { placeholder: SELECT_PLACEHOLDER } },
  Rating: { defaultProps: { count: RATE_TEXTS.length } },
  DatePickerInput: { defaultProps: { placeholder: SELECT_PLACEHOLDER, valueFormat: DATE_FORMAT, labelSeparator: RANGE_SEPARATOR } },
  DateTimePicker: { defaultProps: { placeholder: SELECT_PLACEHOLDER, valueFormat: DATE_TIME_FORMAT, withSeconds: true } },
  TimeInput: { defaultProps: { withSeconds: true } },
};
