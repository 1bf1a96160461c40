import { customersScreens } from '../../contracts/screens/customers.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';
import type { RowAction, ToolbarAction } from './actions.ts';

type CustomerListCode = ButtonCode<typeof customersScreens.customerList>;

// Checked by typecheck (npm run typecheck), not run: each @ts-expect-error line must fail to compile, or tsc fails on the
// unused directive.
export const toolbar: ToolbarAction<CustomerListCode>[] = [
  { label: '续费', action: 'renew' },
  // @ts-expect-error a toolbar action's code misspelt
  { label: '续费', action: 'renw' },
];
export const rowActions: RowAction<{ id: number }, CustomerListCode>[] = [
  { label: '编辑', action: 'edit' },
  // @ts-expect-error a code 客户信息管理's permission id does not declare
  { label: '删除', action: 'del' },
];
// @ts-expect-error a list that names no screen takes no button codes
export const unguarded: RowAction<{ id: number }>[] = [{ label: '编辑', action: 'edit' }];

