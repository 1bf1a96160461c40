import { MultiSelect, Rating, Select, TagsInput } from '@mantine/core';
import { DatePickerInput, DateTimePicker, TimeInput } from '@mantine/dates';
import { DATE_FORMAT, DATE_TIME_FORMAT, RANGE_SEPARATOR } from '../rules/dates.ts';
import { NO_DATA_TEXT, RATE_TEXTS, SELECT_PLACEHOLDER } from './chineseDefaults.ts';

/**
 * Chinese texts for the Mantine components that show any, as theme `components` defaults.
 * The app's theme spreads these in: createTheme({ components: chineseComponentDefaults }).
 */
export const chineseComponentDefaults = {
  Select: Select.extend({ defaultProps: { placeholder: SELECT_PLACEHOLDER, nothingFoundMessage: NO_DATA_TEXT } }),
  MultiSelect: MultiSelect.extend({ defaultProps: { placeholder: SELECT_PLACEHOLDER, nothingFoundMessage: NO_DATA_TEXT } }),
  TagsInput: TagsInput.extend({ defaultProps: { placeholder: SELECT_PLACEHOLDER } }),
  Rating: Rating.extend({ defaultProps: { count: RATE_TEXTS.length } }),
  DatePickerInput: DatePickerInput.extend({ defaultProps: { placeholder: SELECT_PLACEHOLDER, valueFormat: DATE_FORMAT, labelSeparator: RANGE_SEPARATOR } }),
  DateTimePicker: DateTimePicker.extend({ defaultProps: { placeholder: SELECT_PLACEHOLDER, valueFormat: DATE_TIME_FORMAT, withSeconds: true } }),
  TimeInput: TimeInput.extend({ defaultProps: { withSeconds: true } }),
};
