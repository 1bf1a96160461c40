import { systemScreens } from '../../contracts/screens/system.ts';
import { api } from '../../api/client.ts';
import type {
  AuthChange,
  AuthSide,
  NewStaffAccount,
  Role,
  RoleForm,
  RoleGrants,
  RoleOption,
  StaffAccount,
  StaffAccountDetail,
  StaffAccountEdit,
} from '../../contracts/staff.ts';
import { listResource } from '../../api/resource.ts';

export type { AuthSide, NewStaffAccount, Role, RoleForm, RoleGrants, RoleOption, StaffAccount, StaffAccountDetail, StaffAccountEdit };

/** Calls whose refusal the form shows itself. */
const inForm = { silent: true, noDialog: true };

export const roles = listResource<Role, typeof systemScreens.roleManage.list>(systemScreens.roleManage.list);
export const roleOptions = (signal?: AbortSignal) => api.get<RoleOption[]>('/api/role/RoleOptions', undefined, { signal });
export const saveRole = (form: RoleForm) => api.post<Role>('/api/role/SaveRole', form, inForm);
export const setRoleStatus = (id: number, status: Role['status']) => api.post<boolean>('/api/role/SetRoleStatus', { id, status });
export const deleteRole = (id: number) => api.post<boolean>('/api/role/DeleteRole', { id });
export const roleGrants = (roleId: number, signal?: AbortSignal) => api.get<RoleGrants>('/api/role/GetRoleGrants', { roleId }, { signal });
export const saveRoleGrants = (roleId: number, keys: string[]) => api.post<boolean>('/api/role/SaveRoleGrants', { roleId, keys });

export const staffAccounts = listResource<StaffAccount, typeof systemScreens.accountManage.list>(systemScreens.accountManage.list);

/** Counts changes made away from the kept-alive account list (new account, edits), so it reloads on return. */
let accountChanges = 0;
const changeListeners = new Set<() => void>();
export const accountChangeStore = {
  subscribe(listener: () => void) {
    changeListeners.add(listener);
    return () => changeListeners.delete(listener);
  },
  count: () => accountChanges,
};
function accountsChanged<T>(result: T): T {
  accountChanges += 1;
  changeListeners.forEach((listener) => listener());
  return result;
}

export const addStaffAccount = (form: NewStaffAccount) =>
  api.post<StaffAccount>('/api/account/AddChildAccount', form, inForm).then(accountsChanged);
export const staffAccountDetail = (id: number) => api.get<StaffAccountDetail>('/api/account/ChildAccountDetail', { id });
export const updateStaffAccount = (form: StaffAccountEdit) =>
  api.post<StaffAccount>('/api/account/UpdateChildAccount', form, inForm).then(accountsChanged);
export const setStaffAccountStatus = (id: number, status: '启用' | '停用') =>
  api.post<boolean>('/api/account/SetChildAccountStatus', { id, status });
export const resetStaffPassword = (id: number) => api.post<boolean>('/api/account/ResetChildAccountPassword', { id });
export const deleteStaffAccount = (id: number) => api.post<boolean>('/api/account/DeleteChildAccount', { id });

/** The two sides of an authorisation screen and its save, searched and limited by the server. */
export interface AuthEndpoints {
  right(accountId: number, keyword: string): Promise<AuthSide>;
  left(accountId: number, keyword: string): Promise<AuthSide>;
  save(change: AuthChange): Promise<boolean>;
}

const authEndpoints = (right: string, left: string, save: string): AuthEndpoints => ({
  right: (accountId, keyword) => api.post<AuthSide>(right, { accountId, keyword }),
  left: (accountId, keyword) => api.post<AuthSide>(left, { accountId, keyword }),
  save: (change) => api.post<boolean>(save, change).then(accountsChanged),
});

export const customerAuth = authEndpoints(
  '/api/account/GetAuthChildAccountInfo',
  '/api/account/GetUnAuthChildAccountInfo',
  '/api/account/SaveUserInfoAuth',
);
export const managerAuth = authEndpoints('/api/account/GetManagedAccounts', '/api/account/GetUnmanagedAccounts', '/api/account/SaveAuthManager');
