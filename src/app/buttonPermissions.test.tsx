import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonPermissions, forgetButtonActions, reloadButtonActions } from '../api/permissions.ts';
import { Can } from '../ui/permissions/Can.tsx';
import { PermissionSourceContext } from '../ui/permissions/permissionContext.ts';
import { invoicesScreens } from '../contracts/screens/invoices.ts';
import { paymentsScreens } from '../contracts/screens/payments.ts';
import { renderUi } from '../ui/testing/renderUi.tsx';

const get = vi.hoisted(() => vi.fn());
vi.mock('../api/client.ts', () => ({ api: { get } }));

function page(withInvoices = false) {
  return renderUi(
    <PermissionSourceContext.Provider value={buttonPermissions}>
      <Can screen={paymentsScreens.recharge} action="recharge">
        <button>账户充值</button>
      </Can>
      <Can screen={paymentsScreens.recharge} action="export">
        <button>导出</button>
      </Can>
      {withInvoices && (
        <Can screen={invoicesScreens.invoiceList} action="revoke">
          <button>撤回</button>
        </Can>
      )}
    </PermissionSourceContext.Provider>,
  );
}

describe('button permissions', () => {
  beforeEach(() => {
    sessionStorage.clear();
    forgetButtonActions();
    get.mockReset();
  });

  it('shows the buttons the table id allows, loading each table id once', async () => {
    get.mockImplementation(async (_url: string, params: { tableId: string }) => (params.tableId === 'zhcz' ? ['export'] : ['revoke']));
    page(true);
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '撤回' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '账户充值' })).toBeNull();
    expect(get.mock.calls.map(([, params]) => params.tableId).sort()).toEqual(['fplb', 'zhcz']);
  });

  it('uses what this session already loaded, without asking again', async () => {
    get.mockResolvedValue(['recharge', 'export']);
    const first = page();
    expect(await screen.findByRole('button', { name: '账户充值' })).toBeInTheDocument();
    first.unmount();
    forgetButtonActions();
    page();
    expect(screen.getByRole('button', { name: '账户充值' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks again for every table id it knows when the role changed, and the buttons follow', async () => {
    get.mockResolvedValue(['recharge', 'export']);
    page();
    expect(await screen.findByRole('button', { name: '账户充值' })).toBeInTheDocument();
    get.mockResolvedValue(['export']);
    await act(() => reloadButtonActions());
    expect(screen.queryByRole('button', { name: '账户充值' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '导出' })).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('portal.btnActions.zhcz')!)).toEqual(['export']);
  });

  it('shows nothing when the call fails', async () => {
    get.mockRejectedValue(new Error('网络连接失败，请检查网络后重试'));
    page();
    await Promise.resolve();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
