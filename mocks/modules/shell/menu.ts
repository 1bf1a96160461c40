import { createHash } from 'node:crypto';
import type { MenuEntry, PermissionVersion } from '../../../src/contracts/menu.ts';
import type { ButtonCodes } from '../../../src/contracts/screens/screen.ts';
import { screenDeclarations } from '../../../src/contracts/screens/screens.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { menuGroups as groups } from './menuTree.ts';
import { grantsOf } from '../../scope.ts';
import { signedIn } from '../../guards.ts';

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

/** Button identities per table id (bracketed ids; docs/product.md#routes), as the screens declare them. */
export const buttonCodes: Record<string, ButtonCodes> = Object.fromEntries(
  screenDeclarations.flatMap(({ permissionId, buttons }) => (permissionId && buttons ? [[permissionId, buttons]] : [])),
);

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
  for (const [tableId, { all, child }] of Object.entries(buttonCodes)) {
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

/** The same grants give the same version, whatever their order; the main account (every grant) has one of its own. */
export function permissionVersion(grants: Set<string> | null): string {
  if (grants === null) return 'main';
  return createHash('sha256').update([...grants].sort().join('\n')).digest('hex').slice(0, 16);
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

    // What an open portal asks every few seconds: a digest of the menus and buttons the account holds now, so a
    // role's change (or its 停用) reaches it without a reload. A frozen account's token is revoked: it answers 403.
    api.get('/api/menu/PermissionVersion', ({ accountId }): PermissionVersion => ({ version: permissionVersion(grantsOf(ctx, accountId)) }), {
      guard: signedIn,
    });
  },
};
