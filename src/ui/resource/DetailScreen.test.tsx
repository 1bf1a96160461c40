import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DetailScreen, RelatedList } from './DetailScreen.tsx';
import { renderUi } from '../testing/renderUi.tsx';

interface Item {
  name: string;
  status: string;
  phone: string;
}


describe('detail screen', () => {
  it('shows the header, facts, actions and tabbed sections of the loaded item', async () => {
    const load = vi.fn(async (): Promise<Item> => ({ name: '杭州恒发贸易', status: '正常', phone: '13800000001' }));
    renderUi(
      <DetailScreen<Item>
        load={load}
        loadKey="1"
        title={(item) => item.name}
        status={(item) => item.status}
        facts={[{ label: '手机', value: (item) => item.phone }]}
        actions={(_, context) => <Button onClick={context.reload}>刷新</Button>}
        tabs
        sections={[
          { title: '服务', render: () => 'CRM 标准版' },
          { title: '跟进记录', render: () => <RelatedList rows={[]} columns={[]} empty="暂无跟进记录" /> },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { name: '杭州恒发贸易' })).toBeInTheDocument();
    expect(screen.getByText('正常')).toBeInTheDocument();
    expect(screen.getByText('13800000001')).toBeInTheDocument();
    expect(screen.getByText('CRM 标准版')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '跟进记录' }));
    expect(screen.getByText('暂无跟进记录')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says why loading failed and loads again on 重试', async () => {
    const load = vi.fn<() => Promise<Item>>().mockRejectedValueOnce(new Error('客户不存在'));
    load.mockResolvedValueOnce({ name: '宁波甬信', status: '试用中', phone: '' });
    renderUi(<DetailScreen<Item> load={load} loadKey="2" title={(item) => item.name} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('客户不存在');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '宁波甬信' })).toBeInTheDocument();
  });

  it('lists at most ten related rows', () => {
    const rows = Array.from({ length: 12 }, (_, index) => `第${index + 1}条`);
    renderUi(<RelatedList rows={rows} columns={[{ title: '内容', render: (row) => row }]} moreHref="/all" />);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: '查看全部' })).toBeInTheDocument();
  });
});
