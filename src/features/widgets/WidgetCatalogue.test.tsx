import { DatesProvider } from '@mantine/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import WidgetCatalogue from './WidgetCatalogue.tsx';
import { renderUi } from '../../ui/testing/renderUi.tsx';

describe('widget catalogue', () => {
  it('shows every widget and the DataTable in its states', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderUi(
      <DatesProvider settings={{ locale: 'zh-cn' }}>
        <WidgetCatalogue />
      </DatesProvider>,
    );
    for (const section of ['数据表格', '多选弹窗', '穿梭框', '勾选树与菜单树', '可取消的单选与复选', '步骤条', '评分、滑块与日期范围', '时间选择', '快捷键层级、对话框、抽屉与消息']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    const tables = screen.getByRole('region', { name: '数据表格' });
    expect(await within(tables).findByText('共 10,000 条', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(within(tables).getByRole('tab', { name: '空数据' }));
    expect(await within(tables).findByText('暂无数据')).toBeInTheDocument();
    await user.click(within(tables).getByRole('tab', { name: '加载失败' }));
    await waitFor(() => expect(within(tables).getByText('演示：服务器内部错误')).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText(/壹仟贰佰叁拾肆元伍角陆分/)).toBeInTheDocument();
  });
});
