import type { Context } from 'hono';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import { requireFields } from '../../validate.ts';
import { addRecord } from './valueAddedRecords.ts';

/**
 * The tiktok store's side of 重新授权: the page a 抖店 owner sees in the new window (同意授权 binds the
 * shop to the subscription once), and a dev endpoint doing the same for tests.
 */
const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(c: Context, body: string): Response {
  return c.html(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>抖店授权</title>
<style>body{font-family:sans-serif;margin:0;padding:24px;text-align:center;color:#222}button{font-size:16px;padding:8px 24px;margin-top:12px}</style></head><body>${body}</body></html>`);
}

interface Pending {
  id: number;
  customerName: string;
  shopName: string;
  shopId: string;
}

const pendingOf = (ctx: StandInContext, column: 'auth_token' | 'id', value: string | number) =>
  ctx.db
    .prepare(`SELECT v.id, c.name AS customerName, v.shop_name AS shopName, v.shop_id AS shopId FROM value_added_services v JOIN customers c ON c.id = v.user_id WHERE v.kind = 'tiktok' AND v.${column} = ?`)
    .get(value) as Pending | undefined;

/** Binds the shop (a new one when none was bound) and marks the subscription 已授权. */
function authorise(ctx: StandInContext, pending: Pending): void {
  const shopId = pending.shopId || `DY${String(7_100_000 + pending.id * 37)}`;
  const shopName = pending.shopName || `${pending.customerName.slice(0, 12)}的抖店`;
  ctx.db.transaction(() => {
    ctx.db.prepare("UPDATE value_added_services SET auth_status = '已授权', auth_token = NULL, shop_id = ?, shop_name = ? WHERE id = ?").run(shopId, shopName, pending.id);
    addRecord(ctx, { serviceId: pending.id, recordType: '授权', quantity: 0, unit: '', operator: '抖店', remark: shopName });
  })();
}

export function storePageRoutes(api: Service, ctx: StandInContext): void {
  const open = { public: true };
  // Tokens are lower-case hex; routes match on the lower-cased path.
  api.get('/tiktok-store/authorize/:token', ({ c }) => {
    const pending = pendingOf(ctx, 'auth_token', c.req.param('token') ?? '');
    if (!pending) return page(c, '<p role="alert">授权链接已失效，请回到后台重新发起授权</p>');
    return page(
      c,
      `<h1 style="font-size:18px">抖店授权</h1><p>${escapeHtml(pending.customerName)} 申请对接您的抖店</p>
<form method="post" action="/tiktok-store/authorize/${escapeHtml(c.req.param('token') ?? '')}/confirm"><button type="submit" name="action" value="agree">同意授权</button></form>`,
    );
  }, open);
  api.post('/tiktok-store/authorize/:token/confirm', ({ c, body }) => {
    if (requireFields(body, { action: 'string' }).action !== 'agree') throw new BadRequestError('参数 action 不正确');
    const pending = pendingOf(ctx, 'auth_token', c.req.param('token') ?? '');
    if (!pending) return page(c, '<p role="alert">授权链接已失效，请回到后台重新发起授权</p>');
    authorise(ctx, pending);
    return page(c, '<p role="status">授权成功，请回到后台继续操作</p>');
  }, { ...open, form: true });
  api.post('/api/__dev/tiktokAuthorise', ({ body }) => {
    const { id } = requireFields(body, { id: 'number' });
    if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestError('参数 id 应为正整数');
    const pending = pendingOf(ctx, 'id', id);
    if (!pending) throw new BusinessError('服务不存在');
    authorise(ctx, pending);
    return true;
  }, open);
}
