// Widget defaults, verbatim. (docs/product.md#calls-and-errors)
export const MISSING_MESSAGE_TEXT = '请传入显示的信息';
export const SELECT_PLACEHOLDER = '请选择';
export const NO_DATA_TEXT = '暂无数据';
export const SEARCH_TEXT = '搜索';
export const SELECT_ALL_TEXT = '全选';
export const FILTER_PLACEHOLDER = '过滤数据';
export const EMPTY_DATA_TEXT = '当前数据为空';
export const CLEAR_SEARCH_HINT = '清空搜索条件试试';
export const RESET_TEXT = '重置';
export const CONFIRM_TEXT = '确定';
export const START_TIME_TEXT = '开始时间';
export const END_TIME_TEXT = '结束时间';
/** The names of icon-only controls Mantine draws itself (an input's clear cross, a dialog's close cross, the month arrows). */
export const CLEAR_TEXT = '清空';
export const CLOSE_TEXT = '关闭';
export const CALENDAR_LABELS = {
  previousMonth: '上个月',
  nextMonth: '下个月',
  previousYear: '上一年',
  nextYear: '下一年',
  previousDecade: '上一个十年',
  nextDecade: '下一个十年',
  monthLevelControl: '选择月份',
  yearLevelControl: '选择年份',
} as const;
export const RATE_TEXTS = ['差', '一般', '棒', '很棒', '非常棒'] as const;
