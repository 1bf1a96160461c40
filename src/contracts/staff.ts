// Roles, staff accounts and their authorisations, shared by the portal and the stand-in (types only).

export type RoleStatus = '启用' | '停用';

export interface Role {
  id: number;
  roleName: string;
  remark: string;
  accountCount: number;
  status: RoleStatus;
  createdAt: number;
}

/** 新增 (no id) or 编辑 of a role. */
export interface RoleForm {
  id?: number;
  roleName: string;
  remark: string;
}

export interface RoleOption {
  id: number;
  roleName: string;
  status: RoleStatus;
}

/**
 * A node of the permission tree: groups `g:<id>` → pages `p:<menuId>` → grants. Grants are the leaves:
 * `m:<menuId>` (the page shows in the menu) and `b:<tableId>:<action>` (a button code).
 */
export interface PermissionNode {
  key: string;
  label: string;
  children?: PermissionNode[];
}

export interface RoleGrants {
  roleId: number;
  tree: PermissionNode[];
  /** The granted leaves. */
  granted: string[];
}

export type AccountStatus = '启用' | '停用' | '锁定';

export interface StaffAccount {
  id: number;
  accountName: string;
  name: string;
  phone: string;
  email: string;
  roleId: number | null;
  /** null for the agent's main account, which holds every permission. */
  roleName: string | null;
  isParent: boolean;
  authCount: number;
  status: AccountStatus;
  lastLogin: number | null;
}

export interface NewStaffAccount {
  accountName: string;
  name: string;
  phone: string;
  email?: string;
  roleId: number;
  password: string;
  confirmPassword: string;
  status: '启用' | '停用';
}

export interface StaffAccountEdit {
  id: number;
  name: string;
  phone: string;
  email: string;
  roleId: number;
}

export interface LoginLogEntry {
  at: number;
  ip: string;
  result: string;
}

export interface StaffAccountDetail extends StaffAccount {
  createdAt: number;
  loginLog: LoginLogEntry[];
}

/** One side of an authorisation transfer, searched by the server. */
export interface AuthSideRequest {
  accountId: number;
  keyword?: string;
}

export interface AuthItem {
  id: number;
  name: string;
  phone: string;
}

/** At most `limit` matching items; `total` says how many matched. */
export interface AuthSide {
  list: AuthItem[];
  total: number;
  limit: number;
}

/** What 保存 sends: the moves made, as ids added to and removed from the right-hand side. */
export interface AuthChange {
  accountId: number;
  add: number[];
  remove: number[];
}

/**
 * The data of a refusal for a button the caller's role lacks (its msg stays '没有该操作的权限'): the right by the
 * name the role's permission tree gives it, page and button ('角色管理-新增'). (docs/product.md#roles-and-scope)
 */
export interface RefusedRight {
  right: string;
}
