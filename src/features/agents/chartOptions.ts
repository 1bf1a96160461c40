import type { EChartsCoreOption } from 'echarts/core';
import type { SalesChart, SeriesPoint } from '../../contracts/agents.ts';
import { formatCount } from '../../rules/numbers.ts';

/** Fen as 元 for a chart axis (the tables show 2 decimals). */
const yuan = (fen: number) => Math.round(fen) / 100;
/** A 元 axis in one unit for all its labels: 万元 once the largest figure reaches 1万, else 元 (never 9,000 beside 1.2万). */
function yuanAxis(values: readonly number[]) {
  const wan = values.some((value) => Math.abs(value) >= 10_000);
  return { type: 'value', name: wan ? '万元' : '元', axisLabel: { formatter: (value: number) => formatCount(wan ? value / 10_000 : value) } };
}

/** Sales by sub-agent over the chosen periods (bar). */
export function salesBarOption(chart: SalesChart): EChartsCoreOption {
  return {
    grid: { left: 60, right: 20, bottom: 70, top: 40 },
    xAxis: { type: 'category', data: chart.rows.map((row) => row.agentName), axisLabel: { rotate: 30, interval: 0, width: 90, overflow: 'truncate' } },
    yAxis: yuanAxis(chart.rows.map((row) => yuan(row.total))),
    series: [{ type: 'bar', name: '销售额', data: chart.rows.map((row) => yuan(row.total)) }],
  };
}

/** The trend: the chosen sub-agents' total per period (line), with a zoom slider for long ranges. */
export function salesLineOption(chart: SalesChart): EChartsCoreOption {
  return {
    grid: { left: 60, right: 20, bottom: 60, top: 40 },
    xAxis: { type: 'category', data: chart.periods },
    yAxis: yuanAxis(chart.totals.map((total) => yuan(total.amount))),
    dataZoom: [{ type: 'slider', bottom: 10 }, { type: 'inside' }],
    series: [{ type: 'line', name: '销售额', smooth: true, data: chart.totals.map((total) => yuan(total.amount)) }],
  };
}

/** Each sub-agent's share of the selection (pie). */
export function salesPieOption(chart: SalesChart): EChartsCoreOption {
  return pieOption(chart.rows.map((row) => ({ period: row.agentName, value: row.total })), true);
}

/** Room the pie's vertical legend takes at the right (names past it are cut, the full name on hover). */
const PIE_LEGEND_WIDTH = 120;
/** Below this chart width (a phone) the legend moves under the pie. */
export const PIE_NARROW_WIDTH = 480;

/**
 * A pie of labelled values (fen when `money`). The pie and its labels are laid out in a box that ends where the
 * legend begins (labels aligned to the box's edges, cut at a width, overlapping ones hidden), so no label runs
 * under the legend: beside the pie when the chart is wide, under it when narrow (ECharts media query).
 */
export function pieOption(points: readonly SeriesPoint[], money = false): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: {
      type: 'scroll',
      orient: 'vertical',
      right: 8,
      top: 40,
      bottom: 16,
      width: PIE_LEGEND_WIDTH,
      textStyle: { width: PIE_LEGEND_WIDTH - 34, overflow: 'truncate' },
      tooltip: { show: true },
    },
    series: [
      {
        type: 'pie',
        left: 0,
        right: PIE_LEGEND_WIDTH + 24,
        top: 36,
        bottom: 8,
        radius: ['32%', '58%'],
        label: { alignTo: 'edge', edgeDistance: 8, width: 84, overflow: 'truncate', formatter: '{b}\n{d}%' },
        labelLine: { length: 8, length2: 0, maxSurfaceAngle: 80 },
        labelLayout: { hideOverlap: true },
        data: points.map((point) => ({ name: point.period, value: money ? yuan(point.value) : point.value })),
      },
    ],
    media: [
      {
        query: { maxWidth: PIE_NARROW_WIDTH },
        option: {
          legend: { orient: 'horizontal', left: 'center', right: null, top: null, bottom: 4, width: '90%', textStyle: { width: 72 } },
          series: [{ right: 0, bottom: 40, label: { width: 64 } }],
        },
      },
    ],
  };
}

/** A series over labelled periods: a line or bars (fen when `money`). */
export function seriesOption(points: readonly SeriesPoint[], kind: 'line' | 'bar', name: string, money = false): EChartsCoreOption {
  return {
    grid: { left: 60, right: 20, bottom: 40, top: 40 },
    xAxis: { type: 'category', data: points.map((point) => point.period) },
    yAxis: money ? yuanAxis(points.map((point) => yuan(point.value))) : { type: 'value', minInterval: 1, axisLabel: { formatter: formatCount } },
    series: [{ type: kind, name, data: points.map((point) => (money ? yuan(point.value) : point.value)) }],
  };
}
