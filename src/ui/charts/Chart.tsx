import { Box, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, ToolboxComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';

// Only what the screens draw, so the charts chunk stays small (P8); ZH is one of ECharts' built-in locales.
echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, ToolboxComponent, CanvasRenderer]);

const PALETTE_KEYS = ['blue', 'teal', 'orange', 'grape', 'cyan', 'lime', 'pink', 'indigo', 'yellow', 'red'] as const;

export interface ChartProps {
  /** An ECharts option; colours, the 保存为图片 tool and tooltips are added unless it sets its own. */
  option: EChartsCoreOption;
  height?: number;
  /** The chart's accessible name (also the saved image's file name). */
  label: string;
  /** A bar, point or slice was clicked (P8: a chart opens the list behind it). */
  onItemClick?(item: { name: string; dataIndex: number }): void;
}

/** The one chart component (P8): option in, sized to its box (resize observer), disposed on unmount. */
export function Chart({ option, height = 320, label, onItemClick }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const theme = useMantineTheme();
  const colours = useMemo(() => PALETTE_KEYS.map((key) => theme.colors[key][6]), [theme]);
  // ECharts' own dark theme (axes, labels, legends and tooltips light on dark) in the dark scheme, drawn again when it changes.
  const scheme = useComputedColorScheme('light');

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, scheme === 'dark' ? 'dark' : null, { locale: 'ZH', renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [scheme]);

  useEffect(() => {
    chart.current?.setOption(
      {
        color: colours,
        tooltip: { trigger: 'axis', confine: true },
        toolbox: { right: 8, feature: { saveAsImage: { title: '保存为图片', name: label } } },
        textStyle: { fontFamily: theme.fontFamily },
        // The page's own background shows through (the dark theme's is a navy of its own).
        backgroundColor: 'transparent',
        ...option,
      },
      { notMerge: true },
    );
  }, [option, colours, label, theme.fontFamily, scheme]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onItemClick) return;
    const listener = (params: { name: string; dataIndex: number }) => onItemClick({ name: params.name, dataIndex: params.dataIndex });
    instance.on('click', listener);
    return () => {
      instance.off('click', listener);
    };
  }, [onItemClick, scheme]);

  return <Box ref={box} role="img" aria-label={label} h={height} w="100%" style={onItemClick ? { cursor: 'pointer' } : undefined} />;
}
