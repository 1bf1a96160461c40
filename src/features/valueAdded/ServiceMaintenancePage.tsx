import { Alert } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { KIND_RULES, VALUE_ADDED_STATUSES } from '../../contracts/valueAdded.ts';
import { formatDate } from '../../rules/dates.ts';
import type { RowAction, ToolbarAction } from '../../ui/resource/actions.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { kindScreensOf, type KindScreens, type MaintenanceScreen, type ServiceColumn } from './kinds.tsx';
import { OpenServiceModal } from './OpenServiceModal.tsx';
import { StoreAuthBanner, useStoreAuth } from './StoreAuth.tsx';
import { serviceList, setStopped, unbind, type ValueAddedService } from './valueAddedApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';

/** The button codes of every kind's maintenance list (a kind's own are checked against its table id). */
type MaintenanceCode = ButtonCode<MaintenanceScreen>;

const date = (value: unknown) => formatDate(value as number);
const running = (row: ValueAddedService) => row.serviceStatus !== '已停用' && row.serviceStatus !== '已到期';

function columnsOf(screens: KindScreens): ServiceColumn[] {
  return [
    { field: 'customerName', title: '客户名称', width: 'auto', isFrozen: true },
    ...screens.columns,
    { field: 'startAt', title: '开通日期', width: 120, orderBy: 'none', formatter: date },
    { field: 'expireAt', title: '到期日期', width: 120, orderBy: 'none', formatter: date },
    { field: 'serviceStatus', title: '服务状态', width: 100, formatter: (value) => String(value), cellComponent: ({ value }) => <StatusTag status={String(value)} /> },
  ];
}

/** 购买子产品 for this subscription's add-on: a renewal by the year keeps its quantity. */
function buyHref(screens: KindScreens, row: ValueAddedService, renew: boolean): string {
  const addOn = KIND_RULES[screens.kind].addOn;
  if (!renew) return paymentsScreens.buySubProduct.href({ userId: row.userId, addOn });
  return paymentsScreens.buySubProduct.href({ userId: row.userId, addOn, quantity: Math.max(1, row.quota), years: 1, serviceId: row.id });
}

/**
 * The maintenance list of one value-added service (the route names the kind; docs/product.md#screen-patterns): its customers'
 * subscriptions; 开通/续费/top-up go through the quote and the cashier, 停用/启用 and the store's
 * authorisation happen in place.
 */
export default function ServiceMaintenancePage() {
  const [path] = useLocation();
  const screens = kindScreensOf(path);
  const [opening, setOpening] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const reload = useCallback(() => setRefreshKey((count) => count + 1), []);
  const storeAuth = useStoreAuth(reload);
  const source = useMemo(() => (screens ? serviceList(screens.kind) : null), [screens]);
  if (!screens || !source) return <Alert m="md" color="red">未知的增值服务</Alert>;
  const { renewable } = KIND_RULES[screens.kind];

  const toolbar: ToolbarAction<MaintenanceCode>[] = [
    { label: '开通', action: 'open' as const, run: () => setOpening(true) },
    ...(screens.ordersHref ? [{ label: '订单', href: screens.ordersHref }] : []),
    { label: '记录', href: screens.record.href() },
  ];
  const rowActions: RowAction<ValueAddedService, MaintenanceCode>[] = [
    ...(renewable ? [{ label: '续费', action: 'renew' as const, shown: (row: ValueAddedService) => row.serviceStatus !== '已停用', href: (row: ValueAddedService) => buyHref(screens, row, true) }] : []),
    ...(screens.topUp ? [{ label: screens.topUp, action: 'buy' as const, shown: running, href: (row: ValueAddedService) => buyHref(screens, row, false) }] : []),
    ...(screens.store
      ? [
          { label: '重新授权', action: 'auth' as const, shown: running, run: (row: ValueAddedService) => storeAuth.start(row) },
          {
            label: '解绑',
            action: 'unbind' as const,
            danger: true,
            shown: (row: ValueAddedService) => row.shopId !== '',
            confirm: (row: ValueAddedService) => `确定解绑客户“${row.customerName}”的店铺“${row.shopName}”吗？解绑后需重新授权才能对接。`,
            run: async (row: ValueAddedService) => {
              await unbind(row.id);
              reload();
            },
          },
        ]
      : []),
    {
      label: '停用',
      action: 'status' as const,
      shown: (row) => row.serviceStatus !== '已停用',
      confirm: (row) => `确定停用客户“${row.customerName}”的${screens.maintenance.title.replace(/维护$/, '')}吗？`,
      run: async (row) => {
        await setStopped(row.id, true);
        reload();
      },
    },
    {
      label: '启用',
      action: 'status' as const,
      shown: (row) => row.serviceStatus === '已停用',
      run: async (row) => {
        await setStopped(row.id, false);
        reload();
      },
    },
    { label: '记录', href: (row) => screens.record.href({ serviceId: row.id }) },
  ];

  return (
    <>
      <ListScreen
        screen={screens.maintenance}
        source={source}
        columns={columnsOf(screens)}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        header={<StoreAuthBanner auth={storeAuth} />}
        query={[
          { kind: 'keyword', placeholder: screens.store ? '客户名称/店铺名称/店铺ID' : '客户名称' },
          { kind: 'select', name: 'serviceStatus', label: '服务状态', options: VALUE_ADDED_STATUSES.map((value) => ({ label: value, value })) },
          { kind: 'dateRange', label: '开通日期' },
        ]}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      {opening && <OpenServiceModal screens={screens} onClose={() => setOpening(false)} />}
    </>
  );
}
