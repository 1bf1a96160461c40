import { PRODUCT_CATALOG, type ProductType } from '../../contracts/orderEntry.ts';
import type { MaintenanceRow } from '../../contracts/serviceMaintenance.ts';
import { message } from '../../ui/message.ts';
import type { RowAction, ToolbarAction } from '../../ui/resource/actions.ts';

/** The button codes of the service lists (fwwh). */
type ServiceCode = ButtonCode<typeof serviceMaintenanceScreens.serviceMaintenance>;
import { extendTrial, stopService } from './serviceMaintenanceApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';

// The purchase and service actions every maintenance list shares: orders go through the quote
// (/placeOrder) and the cashier; 试用延期 and 停用 are asked first.
export const orderHref = (orderType: 'renew' | 'addUser' | 'upgrade', serviceId: number) => paymentsScreens.placeOrder.href({ orderType: orderType, userId: serviceId });

const live = (row: { serviceStatus: string }) => !['已停用', '已清除'].includes(row.serviceStatus);

export const renewAction = <T extends { serviceStatus: string }>(serviceIdOf: (row: T) => number): RowAction<T, ServiceCode> => ({
  label: '续费',
  action: 'renew',
  shown: live,
  href: (row) => orderHref('renew', serviceIdOf(row)),
});

/** Whether the catalogue has a version above the service's (unknown products and versions: the quote decides). */
export function hasHigherVersion(row: { productType?: string; versonName?: string }): boolean {
  if (!row.productType || !row.versonName || !Object.hasOwn(PRODUCT_CATALOG, row.productType)) return true;
  const versions: readonly string[] = PRODUCT_CATALOG[row.productType as ProductType].versions;
  const position = versions.indexOf(row.versonName);
  return position < 0 || position < versions.length - 1;
}

/** 升级 of a live service that has a higher version to go to (the top version is not offered it). */
export const upgradeAction = <T extends { serviceStatus: string; productType?: string; versonName?: string }>(serviceIdOf: (row: T) => number): RowAction<T, ServiceCode> => ({
  label: '升级',
  action: 'upgrade',
  shown: (row) => live(row) && hasHigherVersion(row),
  href: (row) => orderHref('upgrade', serviceIdOf(row)),
});

export const addUserAction: RowAction<MaintenanceRow, ServiceCode> = { label: '增加用户', action: 'addUser', shown: live, href: (row) => orderHref('addUser', row.id) };

export const extendAction: RowAction<MaintenanceRow, ServiceCode> = {
  label: '试用延期',
  action: 'extend',
  shown: (row) => row.serviceStatus === '试用中',
  confirm: (row) => `确定为“${row.userName}”的试用延期15天吗？`,
  run: async (row, context) => {
    await extendTrial(row.id);
    message.success('试用已延期');
    context.reload();
  },
};

export const stopAction: RowAction<MaintenanceRow, ServiceCode> = {
  label: '停用',
  action: 'status',
  danger: true,
  shown: live,
  confirm: (row) => `确定停用“${row.userName}”的服务吗？`,
  run: async (row, context) => {
    await stopService(row.id);
    message.success('服务已停用');
    context.reload();
  },
};

export const batchRenew: ToolbarAction<ServiceCode> = {
  label: '批量续费',
  action: 'renew',
  run: ({ selectedKeys, navigate }) =>
    selectedKeys.length === 0 ? message.warning('请先勾选要续费的服务') : navigate(paymentsScreens.placeOrder.href({ orderType: 'renew', userIds: selectedKeys.join(',') })),
};
