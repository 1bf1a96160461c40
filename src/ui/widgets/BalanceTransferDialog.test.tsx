import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BalanceTransferDialog, type BalanceTransferCalls } from './BalanceTransferDialog.tsx';
import { renderUi } from '../testing/renderUi.tsx';

const calls = (transfer: BalanceTransferCalls['transfer']): BalanceTransferCalls => ({
  subAgents: async () => [{ agentNo: 'A10002', name: '宁波甬信软件有限公司' }],
  transfer,
  sendCode: async () => true,
  attemptKey: () => 'key-1',
});

/** A list page as the sub-agent list is: onDone refreshes it, and each render hands a new onDone. */
function ListPage({ transferCalls, refreshed }: { transferCalls: BalanceTransferCalls; refreshed(): void }) {
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = () => {
    refreshed();
    setRefreshKey((key) => key + 1);
  };
  return (
    <>
      <span data-testid="refreshes">{refreshKey}</span>
      <BalanceTransferDialog calls={transferCalls} balanceFen={null} initialAgentNo="A10002" onClose={() => undefined} onDone={refresh} />
    </>
  );
}

describe('划拨 dialog', () => {
  it('tells the page once that the money moved, and shows 划拨成功 (no update loop)', async () => {
    const transfer = vi.fn(async () => ({ balanceFen: 2_815_000 }));
    const refreshed = vi.fn();
    renderUi(<ListPage transferCalls={calls(transfer)} refreshed={refreshed} />);
    await userEvent.type(screen.getByLabelText('划拨金额（元）'), '100');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.type(screen.getByRole('textbox', { name: /手机验证码/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认划拨' }));
    expect(await screen.findByText('划拨成功')).toBeInTheDocument();
    expect(screen.getByText(/当前余额 ¥28,150\.00/)).toBeInTheDocument();
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('refreshes')).toHaveTextContent('1');
  });
});
