import { PieChart } from 'echarts/charts';
import { LegendComponent, ToolboxComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalesChart } from '../../contracts/agents.ts';
import { salesPieOption, seriesOption } from './chartOptions.ts';

echarts.use([PieChart, LegendComponent, TooltipComponent, ToolboxComponent, SVGRenderer]);

interface Box { x: number; y: number; width: number; height: number; intersect(other: Box): boolean; applyTransform(m: unknown): void; clone(): Box }
interface Shape { getBoundingRect(): Box; getComputedTransform(): unknown; ignore?: boolean; invisible?: boolean }
/** ECharts' own views of the drawn chart (not in its public typings). */
interface Drawn {
  getModel(): { getComponent(kind: string): unknown; getSeriesByIndex(index: number): { getData(): { count(): number; getItemGraphicEl(i: number): { getTextContent(): Shape | undefined } } } };
  getViewOfComponentModel(model: unknown): { group: Shape & { getLocalTransform(): unknown } };
}

const names = ['杭州云帆信息科技有限公司', '宁波甬信软件', '温州瓯越商贸', '金华婺城信息', '台州海天网络', '绍兴越州数码', '嘉兴禾城科技', '湖州太湖软件'];
const chart = { rows: names.map((agentName, i) => ({ agentNo: `A2000${i}`, agentName, total: (i + 1) * 1_234_500 })) } as unknown as SalesChart;
const opened: echarts.EChartsType[] = [];
afterEach(() => opened.splice(0).forEach((instance) => instance.dispose()));

/** Draws the sales pie at a width as the portal's Chart does (toolbox at the top right) and answers where legend and labels landed. */
function drawn(width: number) {
  const instance = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: 320 });
  opened.push(instance);
  instance.setOption({ toolbox: { right: 8, feature: { saveAsImage: {} } }, ...salesPieOption(chart) });
  const view = instance as unknown as Drawn;
  const legend = view.getViewOfComponentModel(view.getModel().getComponent('legend')).group;
  const legendBox = legend.getBoundingRect().clone();
  legendBox.applyTransform(legend.getLocalTransform());
  const data = view.getModel().getSeriesByIndex(0).getData();
  const labels: Box[] = [];
  for (let i = 0; i < data.count(); i += 1) {
    const label = data.getItemGraphicEl(i).getTextContent();
    if (!label || label.ignore || label.invisible) continue;
    const box = label.getBoundingRect().clone();
    box.applyTransform(label.getComputedTransform());
    labels.push(box);
  }
  return { legendBox, labels };
}

describe('sales pie', () => {
  // 1366 px: two charts side by side beside the menu (about 520 px each); a phone: the card is about 320 px wide.
  it.each([
    ['1366 px', 520],
    ['one column', 900],
    ['a phone', 320],
  ])('keeps every slice label clear of the legend and inside the chart at %s', (_, width) => {
    const { legendBox, labels } = drawn(width);
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) {
      expect(label.intersect(legendBox)).toBe(false);
      expect(label.x).toBeGreaterThanOrEqual(0);
      expect(label.x + label.width).toBeLessThanOrEqual(width);
    }
  });

  it('puts the legend beside the pie when wide and under it on a phone', () => {
    expect(drawn(520).legendBox.x).toBeGreaterThan(520 / 2);
    expect(drawn(320).legendBox.y).toBeGreaterThan(320 * 0.8);
  });
});

describe('a money axis', () => {
  const axisOf = (fen: number[]) =>
    (seriesOption(fen.map((value, index) => ({ period: `2026-0${index + 1}`, value })), 'bar', '销售额', true) as { yAxis: { name: string; axisLabel: { formatter(value: number): string } } }).yAxis;

  it('labels every tick in one unit: 万元 once a figure reaches 1万', () => {
    const axis = axisOf([900_000, 1_200_000]);
    expect(axis.name).toBe('万元');
    expect([0, 5_000, 9_000, 10_000, 12_000].map(axis.axisLabel.formatter)).toEqual(['0', '0.5', '0.9', '1', '1.2']);
  });

  it('stays in 元, grouped as everywhere, below 1万', () => {
    const axis = axisOf([400_000, 900_000]);
    expect(axis.name).toBe('元');
    expect([0, 4_500, 9_000].map(axis.axisLabel.formatter)).toEqual(['0', '4,500', '9,000']);
  });
});
