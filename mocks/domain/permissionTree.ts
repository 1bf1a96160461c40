import type { PermissionNode } from '../../src/contracts/staff.ts';
import { screenDeclarations } from '../../src/contracts/screens/screens.ts';
import type { StandInContext } from '../module.ts';

/** The table id (button codes) of each menu page that has one, as its declaration states it. */
export const PAGE_TABLES: Record<string, string> = Object.fromEntries(
  screenDeclarations.flatMap(({ path, permissionId, menu }) => (menu && permissionId ? [[path, permissionId]] : [])),
);

const ACTION_LABELS: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  del: '删除',
  delete: '删除',
  status: '启用/停用',
  stop: '停用',
  export: '导出',
  save: '保存',
  renew: '续费',
  addUser: '增加用户',
  upgrade: '升级',
  extend: '试用延期',
  recharge: '充值',
  void: '作废',
  download: '下载',
  refund: '退票',
  apply: '申请',
  cancel: '取消',
  pay: '支付',
  open: '开通',
  freeze: '冻结',
  backup: '备份',
  restore: '恢复',
  resetPwd: '重置密码',
  auth: '客户授权',
  authManager: '经理授权',
  transfer: '划拨',
  convert: '转正',
  abandon: '放弃',
  bind: '绑定',
  unbind: '解绑',
  lost: '挂失',
  replace: '补办',
  buy: '增购',
  ignore: '忽略',
  notify: '已通知',
  reason: '不续费原因',
  quote: '生成方案',
  editHost: '修改域名',
  close: '关闭',
  clear: '清除服务',
  view: '查看',
  sign: '签署',
  withdraw: '撤回',
  revoke: '撤回',
  allot: '分配',
  reclaim: '收回',
  send: '发送',
  addStore: '增加门店',
  retry: '重试',
  confirm: '确认',
  urge: '催办',
  rate: '评价',
  invoice: '申请发票',
  threshold: '预警阈值',
  submit: '提交',
  upload: '上传',
  import: '导入',
  sort: '排序',
  gift: '赠送会员',
  link: '生成链接',
};

/** Where a button's name on its page differs from the common one. */
const TABLE_ACTION_LABELS: Record<string, Record<string, string>> = {
  khkh: { close: '注销' },
  smsappgl: { buy: '购买短信' },
  zbfw: { buy: '增购' },
  fpsq: { submit: '提交申请' },
  dlzz: { submit: '提交审核' },
  zhcz: { recharge: '充值' },
};

/** The Chinese names of tables whose buttons sit under 其他按钮 (no menu page of their own). */
const TABLE_LABELS: Record<string, string> = {
  dqkh: '到期客户',
  fpxq: '发票详情',
  yqm: '云短信签名',
  khgz: '客户跟进',
  yywj: '应用文件',
  khnf: '客户年费',
};

/** A button's Chinese name (every button in the menu module's table has one; a test walks the tree). */
const buttonLabel = (tableId: string, action: string): string => TABLE_ACTION_LABELS[tableId]?.[action] ?? ACTION_LABELS[action] ?? action;

const buttonNode = (tableId: string, action: string): PermissionNode => ({ key: `b:${tableId}:${action}`, label: buttonLabel(tableId, action) });

interface MenuRow {
  id: number;
  parent_id: number;
  name: string;
  manage_url: string | null;
}

/**
 * Menus → pages → grants. A page with buttons holds 显示菜单 and its buttons; each table's buttons
 * appear once (under its first page), the rest under 其他按钮.
 */
export function permissionTree(ctx: StandInContext): PermissionNode[] {
  const menus = ctx.db.prepare('SELECT id, parent_id, name, manage_url FROM menus ORDER BY parent_id, sort').all() as MenuRow[];
  const buttons = new Map<string, string[]>();
  for (const row of ctx.db.prepare('SELECT table_id, action FROM button_actions ORDER BY rowid').all() as { table_id: string; action: string }[]) {
    buttons.set(row.table_id, [...(buttons.get(row.table_id) ?? []), row.action]);
  }
  const placed = new Set<string>();
  const pageNode = (page: MenuRow): PermissionNode => {
    const tableId = page.manage_url && Object.hasOwn(PAGE_TABLES, page.manage_url) ? PAGE_TABLES[page.manage_url] : null;
    const actions = tableId && !placed.has(tableId) ? (buttons.get(tableId) ?? []) : [];
    if (!tableId || actions.length === 0) return { key: `m:${page.id}`, label: page.name };
    placed.add(tableId);
    return {
      key: `p:${page.id}`,
      label: page.name,
      children: [{ key: `m:${page.id}`, label: '显示菜单' }, ...actions.map((action) => buttonNode(tableId, action))],
    };
  };
  const groups = menus
    .filter((row) => row.parent_id === 0)
    .map((group) => ({ key: `g:${group.id}`, label: group.name, children: menus.filter((row) => row.parent_id === group.id).map(pageNode) }));
  const others = [...buttons].filter(([tableId]) => !placed.has(tableId));
  if (others.length === 0) return groups;
  const otherTables = others.map(([tableId, actions]) => ({ key: `t:${tableId}`, label: TABLE_LABELS[tableId] ?? tableId, children: actions.map((action) => buttonNode(tableId, action)) }));
  return [...groups, { key: 'g:other', label: '其他按钮', children: otherTables }];
}

/** Every grant a role may hold: the leaves of the tree. */
export function grantKeys(ctx: StandInContext): Set<string> {
  const keys = new Set<string>();
  const visit = (node: PermissionNode) => (node.children ? node.children.forEach(visit) : keys.add(node.key));
  permissionTree(ctx).forEach(visit);
  return keys;
}

/**
 * A button's name as a role's tree shows it, with the page (or table) it sits under: '角色管理-新增'. A code the
 * tree does not hold is named as it is.
 */
export function rightName(ctx: StandInContext, code: string): string {
  const key = `b:${code}`;
  const find = (nodes: PermissionNode[], parent: string | null): string | null => {
    for (const node of nodes) {
      if (node.key === key) return parent ? `${parent}-${node.label}` : node.label;
      const found = node.children && find(node.children, node.key.startsWith('g:') ? null : node.label);
      if (found) return found;
    }
    return null;
  };
  return find(permissionTree(ctx), null) ?? code;
}
