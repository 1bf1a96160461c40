import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageContext } from '../pageContext.ts';
import { LoadedView } from './LoadProblem.tsx';
import { renderUi } from '../testing/renderUi.tsx';

const withTab = (canGoBack: boolean, back = () => undefined) => ({ layoutKey: 'page', account: Promise.resolve('agent01'), canGoBack, back });

describe('a page loaded by what its address names', () => {
  it('says what is missing, with 重试 and 返回, instead of loading for ever', async () => {
    const back = vi.fn();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('订单不存在')).mockResolvedValueOnce('订单 DD001');
    renderUi(
      <PageContext.Provider value={withTab(true, back)}>
        <LoadedView load={load} loadKey="">
          {(value) => <h1>{value}</h1>}
        </LoadedView>
      </PageContext.Provider>,
    );
    expect(screen.getByLabelText('页面加载中')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('订单不存在');
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(back).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '订单 DD001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing of an earlier record while the address names another', async () => {
    const load = (no: string) => () => (no === 'A' ? Promise.resolve('记录 A') : new Promise<string>(() => undefined));
    const view = (no: string) => (
      <LoadedView load={load(no)} loadKey={no}>
        {(value) => <h1>{value}</h1>}
      </LoadedView>
    );
    const { rerender } = renderUi(view('A'));
    expect(await screen.findByRole('heading', { name: '记录 A' })).toBeInTheDocument();
    rerender(view('B'));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByLabelText('页面加载中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});
