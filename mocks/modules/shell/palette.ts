import type { CustomerHit, FavouriteScreen, OrderHit } from '../../../src/contracts/palette.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import { signedIn } from '../../guards.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { escapeLike } from '../../pagedList.ts';
import { customerScope, grantsOf } from '../../scope.ts';
import { serviceOrderScope } from '../../domain/orders/visibleOrders.ts';
import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import { paymentsScreens } from '../../../src/contracts/screens/payments.ts';

/**
 * The command palette's two sides: the account's favourite screens (常用功能, kept per account so they
 * follow it to another browser) and the quick searches for a customer or an order, each within what
 * the account may open — the screen's menu entry granted, and the same rows its list shows.
 */
const schema = `
CREATE TABLE IF NOT EXISTS favourite_screens (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  menu_id INTEGER NOT NULL REFERENCES menus(id),
  sort INTEGER NOT NULL,
  PRIMARY KEY (account_id, menu_id)
);
`;

const FAVOURITES_MAX = 24;
const SEARCH_HITS = 8;
const SEARCH_KEYWORD_MAX = 50;
const CUSTOMER_LIST_URL = customersScreens.customerList.path;
const ORDER_LIST_URL = paymentsScreens.serviceOrder.path;

interface MenuRow {
  id: number;
  name: string;
  manage_url: string;
}

/** The portal screens among the menu entries the account sees, as the menu call answers them. */
function openableScreens(ctx: StandInContext, accountId: number): MenuRow[] {
  const grants = grantsOf(ctx, accountId);
  const rows = ctx.db.prepare('SELECT id, name, manage_url FROM menus WHERE parent_id != 0 AND manage_url IS NOT NULL ORDER BY parent_id, sort').all() as MenuRow[];
  return grants ? rows.filter((row) => grants.has(`m:${row.id}`)) : rows;
}

function mayOpen(ctx: StandInContext, accountId: number, url: string): boolean {
  return openableScreens(ctx, accountId).some((row) => row.manage_url === url);
}

/** The account's favourites in its order; one whose entry the account no longer sees is left out. */
function favourites(ctx: StandInContext, accountId: number): FavouriteScreen[] {
  const open = new Map(openableScreens(ctx, accountId).map((row) => [row.id, row]));
  const rows = ctx.db.prepare('SELECT menu_id FROM favourite_screens WHERE account_id = ? ORDER BY sort').all(accountId) as { menu_id: number }[];
  return rows.flatMap(({ menu_id }) => {
    const row = open.get(menu_id);
    return row ? [{ url: row.manage_url, title: row.name }] : [];
  });
}

function urlOf(body: unknown): string {
  const url = (body as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || url.trim() === '') throw new BadRequestError('参数 url 不能为空');
  return url.trim();
}

/** The menu entry of a screen the account may open, by its address; anything else is refused. */
function openableScreen(ctx: StandInContext, accountId: number, url: string): MenuRow {
  const row = openableScreens(ctx, accountId).find((screen) => screen.manage_url === url);
  if (!row) throw new BusinessError('该功能不存在或没有权限');
  return row;
}

function addFavourite(ctx: StandInContext, accountId: number, body: unknown): FavouriteScreen[] {
  const row = openableScreen(ctx, accountId, urlOf(body));
  const kept = favourites(ctx, accountId);
  if (kept.some((favourite) => favourite.url === row.manage_url)) return kept;
  if (kept.length >= FAVOURITES_MAX) throw new BusinessError(`常用功能最多${FAVOURITES_MAX}个`);
  const { next } = ctx.db.prepare('SELECT COALESCE(MAX(sort), 0) + 1 AS next FROM favourite_screens WHERE account_id = ?').get(accountId) as { next: number };
  ctx.db.prepare('INSERT INTO favourite_screens (account_id, menu_id, sort) VALUES (?, ?, ?)').run(accountId, row.id, next);
  return favourites(ctx, accountId);
}

function removeFavourite(ctx: StandInContext, accountId: number, body: unknown): FavouriteScreen[] {
  const url = urlOf(body);
  const ids = ctx.db.prepare('SELECT id FROM menus WHERE manage_url = ?').all(url) as { id: number }[];
  const remove = ctx.db.prepare('DELETE FROM favourite_screens WHERE account_id = ? AND menu_id = ?');
  ids.forEach(({ id }) => remove.run(accountId, id));
  return favourites(ctx, accountId);
}

/** A new order of the account's favourites: exactly the ones it keeps, each once. */
function sortFavourites(ctx: StandInContext, accountId: number, body: unknown): FavouriteScreen[] {
  const urls = (body as { urls?: unknown } | null)?.urls;
  if (!Array.isArray(urls) || !urls.every((url) => typeof url === 'string')) throw new BadRequestError('参数 urls 应为地址列表');
  const kept = favourites(ctx, accountId).map((favourite) => favourite.url);
  const same = urls.length === kept.length && new Set(urls).size === urls.length && urls.every((url) => kept.includes(url));
  if (!same) throw new BusinessError('常用功能已变化，请刷新后重试');
  const rows = openableScreens(ctx, accountId);
  const update = ctx.db.prepare('UPDATE favourite_screens SET sort = ? WHERE account_id = ? AND menu_id = ?');
  ctx.db.transaction(() => urls.forEach((url, index) => update.run(index + 1, accountId, rows.find((row) => row.manage_url === url)!.id)))();
  return favourites(ctx, accountId);
}

function keywordOf(query: Record<string, string>): string {
  const keyword = (query.keyword ?? '').trim();
  if (keyword.length > SEARCH_KEYWORD_MAX) throw new BadRequestError(`参数 keyword 最多${SEARCH_KEYWORD_MAX}个字符`);
  return keyword;
}

/** Customers by name, number or phone, among those the customer list shows the account. */
function searchCustomers(ctx: StandInContext, accountId: number, query: Record<string, string>): CustomerHit[] {
  const keyword = keywordOf(query);
  if (keyword === '' || !mayOpen(ctx, accountId, CUSTOMER_LIST_URL)) return [];
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const like = escapeLike(keyword);
  return ctx.db
    .prepare(
      `SELECT c.id, c.customer_no AS customerNo, c.name, c.phone FROM customers c
       WHERE ${scope.sql} AND (c.customer_no = ? OR c.name LIKE ? ESCAPE '\\' OR c.customer_no LIKE ? ESCAPE '\\' OR c.phone LIKE ? ESCAPE '\\')
       ORDER BY c.customer_no = ? DESC, c.id DESC LIMIT ?`,
    )
    .all(...scope.params, keyword, like, like, like, keyword, SEARCH_HITS) as CustomerHit[];
}

/** Service orders by order number: those the caller's order list shows (and opens). */
function searchOrders(ctx: StandInContext, accountId: number, query: Record<string, string>): OrderHit[] {
  const keyword = keywordOf(query);
  if (keyword === '' || !mayOpen(ctx, accountId, ORDER_LIST_URL)) return [];
  const scope = serviceOrderScope(ctx, accountId);
  return ctx.db
    .prepare(
      `SELECT o.order_no AS orderNo, o.customer_name AS customerName FROM orders o
       WHERE ${scope.sql} AND o.order_no LIKE ? ESCAPE '\\'
       ORDER BY o.order_no = ? DESC, o.created_at DESC LIMIT ?`,
    )
    .all(...scope.params, escapeLike(keyword), keyword, SEARCH_HITS) as OrderHit[];
}

export const paletteModule: StandInModule = {
  name: 'palette',
  schema,
  routes({ api, order }, ctx) {
    // The favourites are the caller's own; the searches check the list screen in the caller's menu themselves.
    api.get('/api/favourite/List', ({ accountId }) => favourites(ctx, accountId), { guard: signedIn });
    api.post('/api/favourite/Add', ({ accountId, body }) => addFavourite(ctx, accountId, body), { guard: signedIn });
    api.post('/api/favourite/Remove', ({ accountId, body }) => removeFavourite(ctx, accountId, body), { guard: signedIn });
    api.post('/api/favourite/Sort', ({ accountId, body }) => sortFavourites(ctx, accountId, body), { guard: signedIn });
    api.get('/api/search/Customers', ({ accountId, query }) => searchCustomers(ctx, accountId, query), {
      guard: signedIn,
    });
    // The agent's own orders, which any of its accounts with the order page opens.
    order.get('/api/Order/Search', ({ accountId, query }) => searchOrders(ctx, accountId, query), { guard: signedIn });
  },
};
