import type { MenuEntry } from '../../src/contracts/menu.ts';
import type { StandInContext, StandInModule } from '../module.ts';
import { menuGroups as groups } from './menuTree.ts';
import { grantsOf } from '../scope.ts';
import { signedIn } from '../guards.ts';

const schema = `
CREATE TABLE IF NOT EXISTS menus (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  url TEXT,
  manage_url TEXT,
  icon TEXT,
  sort INTEGER NOT NULL,
  parent_only INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS button_actions (
  table_id TEXT NOT NULL,
  action TEXT NOT NULL,
  parent_only INTEGER NOT NULL,
  PRIMARY KEY (table_id, action)
);
`;

/** Button identities per table id (bracketed ids; docs/product.md#routes); `child` seeds the 普通员工 role of staff accounts. */
const buttonActions: Record<string, { all: string[]; child: string[] }> = {
  khxx: { all: ['edit', 'renew', 'addUser', 'upgrade', 'export'], child: ['export'] },
  dqkh: { all: ['renew', 'reason', 'export'], child: ['renew', 'export'] },
  yhtc: { all: ['quote'], child: [] },
  zjgl: { all: ['editHost'], child: [] },
  khkh: { all: ['close', 'export'], child: ['export'] },
  qcfw: { all: ['clear'], child: [] },
  jxshtqd: { all: ['view', 'sign', 'renew', 'export'], child: ['view', 'export'] },
  qxpz: { all: ['edit', 'save'], child: [] },
  jsgl: { all: ['add', 'edit', 'status', 'del'], child: [] },
  zhgl: { all: ['add', 'edit', 'status', 'resetPwd', 'auth', 'authManager', 'del', 'export'], child: ['export'] },
  smsappgl: { all: ['add', 'edit', 'delete', 'recharge', 'buy', 'status'], child: ['add', 'buy'] },
  dxqm: { all: ['add', 'edit', 'withdraw', 'del'], child: ['add'] },
  dxmb: { all: ['add', 'edit', 'withdraw', 'del'], child: ['add'] },
  dxjl: { all: ['cancel', 'export'], child: ['export'] },
  yds: { all: ['allot', 'reclaim'], child: [] },
  yqm: { all: ['add', 'edit', 'withdraw', 'del'], child: ['add'] },
  fsdx: { all: ['send'], child: [] },
  fwwh: { all: ['renew', 'addUser', 'upgrade', 'extend', 'status', 'addStore', 'backup', 'export'], child: ['renew', 'backup', 'export'] },
  ztgl: { all: ['add', 'edit', 'status', 'backup', 'restore', 'renew', 'del'], child: ['backup'] },
  rdsqy: { all: ['add', 'cancel', 'retry'], child: [] },
  DataRecovery: { all: ['apply', 'pay', 'cancel', 'export'], child: ['apply', 'pay'] },
  mswordformat: { all: ['add', 'revoke', 'pay', 'confirm', 'download', 'export'], child: ['add', 'download'] },
  wdgd: { all: ['add', 'urge', 'close', 'rate', 'export'], child: ['add', 'urge', 'rate'] },
  zhcz: { all: ['recharge', 'pay', 'invoice', 'export'], child: ['export'] },
  zjmx: { all: ['transfer', 'export'], child: ['export'] },
  wlt: { all: ['recharge', 'threshold'], child: [] },
  fplb: { all: ['add', 'revoke', 'edit', 'download', 'refund', 'export'], child: ['download', 'export'] },
  fpxq: { all: ['revoke', 'edit', 'download', 'refund'], child: ['download'] },
  tp: { all: ['add', 'export'], child: ['export'] },
  fpsq: { all: ['submit'], child: [] },
  spdz: { all: ['add', 'edit', 'del'], child: [] },
  kpxx: { all: ['add', 'edit', 'del'], child: [] },
  edxxlb: { all: ['add', 'edit', 'freeze', 'transfer', 'resetPwd', 'export'], child: ['export'] },
  zcxx: { all: ['convert', 'extend', 'abandon', 'export'], child: ['export'] },
  jmg: { all: ['bind', 'unbind', 'lost', 'replace', 'export'], child: ['export'] },
  yhyc: { all: ['buy', 'ignore', 'notify', 'export'], child: ['notify', 'export'] },
  zbfw: { all: ['open', 'renew', 'buy', 'status'], child: ['renew', 'buy'] },
  dddjb: { all: ['open', 'renew', 'auth', 'unbind', 'status'], child: ['renew', 'auth'] },
  rlsbgl: { all: ['open', 'buy', 'status'], child: ['buy'] },
  twdrgl: { all: ['open', 'buy', 'status'], child: ['buy'] },
  qqddjb: { all: ['open', 'renew', 'buy', 'status'], child: ['renew', 'buy'] },
  khgz: { all: ['add', 'del', 'export'], child: ['add', 'export'] },
  yywj: { all: ['upload', 'download', 'del'], child: ['download'] },
  khnf: { all: ['edit', 'export'], child: ['export'] },
  yhzy: { all: ['add', 'retry', 'export'], child: ['export'] },
  ddrd: { all: ['import', 'export'], child: ['export'] },
  dlbn: { all: ['add', 'edit', 'sort', 'status', 'del'], child: [] },
  dlzz: { all: ['submit', 'withdraw'], child: [] },
  ggtz: { all: ['export'], child: ['export'] },
  fwdd: { all: ['pay', 'cancel', 'invoice', 'export'], child: ['pay', 'export'] },
  yjdd: { all: ['add', 'pay', 'cancel', 'export'], child: ['pay', 'export'] },
  aidy: { all: ['unbind', 'export'], child: ['export'] },
  aiyh: { all: ['gift', 'export'], child: ['export'] },
  aitg: { all: ['add', 'link', 'status', 'export'], child: ['link'] },
  aidd: { all: ['export'], child: ['export'] },
  aijs: { all: ['apply', 'revoke', 'export'], child: ['export'] },
};

function seed({ db }: StandInContext): void {
  const insertMenu = db.prepare(
    'INSERT INTO menus (id, parent_id, name, url, manage_url, icon, sort, parent_only) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  groups.forEach((group, groupIndex) => {
    const groupId = (groupIndex + 1) * 100;
    insertMenu.run(groupId, 0, group.name, null, null, group.icon, groupIndex, group.parentOnly ? 1 : 0);
    group.entries.forEach(([name, route, legacyPath], index) => {
      const parentOnly = group.parentOnly || group.childHidden?.includes(name) ? 1 : 0;
      // Portal screens keep the old system's address in url and their own route in manageUrl.
      insertMenu.run(groupId + index + 1, groupId, name, route ?? legacyPath, route, null, index, parentOnly);
    });
  });
  const insertAction = db.prepare('INSERT INTO button_actions (table_id, action, parent_only) VALUES (?, ?, ?)');
  for (const [tableId, { all, child }] of Object.entries(buttonActions)) {
    for (const action of all) insertAction.run(tableId, action, child.includes(action) ? 0 : 1);
  }
}

interface MenuRow {
  id: number;
  parent_id: number;
  name: string;
  url: string | null;
  manage_url: string | null;
  icon: string | null;
}

/** Legacy pages are stored as paths of the old system, answered as absolute addresses on this host. */
function absolute(url: string | null, manageUrl: string | null, origin: string): string | null {
  return url && !manageUrl && url.startsWith('/legacy/') ? `${origin}${url}` : url;
}

export const menuModule: StandInModule = {
  name: 'menu',
  schema,
  seed,
  routes({ api }, ctx) {
    // The main account sees every entry; a staff account the pages its role grants, in their groups.
    api.get('/api/menu/getMenuList', ({ c, accountId }) => {
      const grants = grantsOf(ctx, accountId);
      const all = ctx.db.prepare('SELECT id, parent_id, name, url, manage_url, icon FROM menus ORDER BY parent_id, sort').all() as MenuRow[];
      const pages = grants ? all.filter((row) => row.parent_id !== 0 && grants.has(`m:${row.id}`)) : all;
      const rows = grants ? [...all.filter((row) => pages.some((page) => page.parent_id === row.id)), ...pages] : all;
      const origin = new URL(c.req.url).origin;
      const toEntry = (row: MenuRow): MenuEntry => ({
        id: row.id,
        parentId: row.parent_id,
        name: row.name,
        url: absolute(row.url, row.manage_url, origin),
        manageUrl: row.manage_url,
        icon: row.icon,
        child: rows.filter((candidate) => candidate.parent_id === row.id).map(toEntry),
      });
      return rows.filter((row) => row.parent_id === 0).map(toEntry);
    }, { guard: signedIn });

    api.get('/api/btnAction/getBtnActionIdentity', ({ query, accountId }) => {
      const grants = grantsOf(ctx, accountId);
      const tableId = query.tableId ?? '';
      const rows = ctx.db.prepare('SELECT action FROM button_actions WHERE table_id = ? ORDER BY rowid').all(tableId) as { action: string }[];
      return rows.map((row) => row.action).filter((action) => !grants || grants.has(`b:${tableId}:${action}`));
    }, { guard: signedIn });
  },
};
