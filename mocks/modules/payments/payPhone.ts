import type { Context } from 'hono';
import { portalOrigin, type RequestInfo, type Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import { requireFields } from '../../validate.ts';
import { markPayment, readPayment, settlePayment } from './paymentStore.ts';

/**
 * The "phone" a payment QR code points at (like the WeChat login stand-in's phone page): opening it
 * scans the code, 支付 settles the payment once, 取消 cancels it.
 */
function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(c: Context, body: string): Response {
  return c.html(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>模拟手机支付</title>
<style>body{font-family:sans-serif;margin:0;padding:16px;text-align:center;color:#222}button{font-size:16px;padding:8px 24px;margin:12px 6px 0}</style></head><body>${body}</body></html>`);
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
// Routes match on the lower-cased path; payment numbers are upper-case letters and digits.
const payNoOf = (value: string | undefined) => (value ?? '').toUpperCase();

/** The phone page's path on the order service; the portal's proxy reaches the service's /api as /orderapi. */
const PAGE_PATH = '/api/pay-phone';

/**
 * The address a payment's QR code carries: the phone page through the portal's own address when the call
 * came through the portal, else on the order service as it was called.
 */
export function payPhoneUrl(request: Pick<RequestInfo, 'c' | 'incoming'>, payNo: string): string {
  const portal = portalOrigin(request.incoming);
  return portal ? `${portal}/orderapi/pay-phone/${payNo}` : `${new URL(request.c.req.url).origin}${PAGE_PATH}/${payNo}`;
}

function phonePage(c: Context, ctx: StandInContext, payNo: string): Response {
  const row = readPayment(ctx, payNo);
  if (!row) return page(c, '<p role="alert">支付单不存在</p>');
  if (row.status === '待支付') markPayment(ctx, payNo, '已扫码');
  if (row.status !== '待支付' && row.status !== '已扫码') return page(c, `<p role="alert">该支付单${escapeHtml(row.status)}</p>`);
  // Relative, so the form posts back through whichever address opened the page.
  const action = `${escapeHtml(payNo)}/confirm`;
  return page(
    c,
    `<h1 style="font-size:18px">${escapeHtml(row.channel)}支付</h1>
<p>支付单号 ${escapeHtml(payNo)}</p><p style="font-size:28px">¥${yuan(row.amount_fen)}</p>
<form method="post" action="${action}"><button type="submit" name="action" value="pay">支付</button><button type="submit" name="action" value="cancel">取消</button></form>`,
  );
}

function confirm(c: Context, ctx: StandInContext, payNo: string, body: unknown): Response {
  const { action } = requireFields(body, { action: 'string' });
  try {
    const payment = action === 'pay' ? settlePayment(ctx, payNo) : markPayment(ctx, payNo, '已取消');
    const text = payment.status === '支付成功' ? '支付成功，请回到电脑上继续操作' : `该支付单${payment.status}`;
    return page(c, `<p role="status">${escapeHtml(text)}</p>`);
  } catch (error) {
    return page(c, `<p role="alert">${escapeHtml(error instanceof Error ? error.message : '支付失败')}</p>`);
  }
}

export function payPhoneRoutes(service: Service, ctx: StandInContext): void {
  const open = { public: true };
  service.get(`${PAGE_PATH}/:payNo`, ({ c }) => phonePage(c, ctx, payNoOf(c.req.param('payno'))), open);
  service.post(`${PAGE_PATH}/:payNo/confirm`, ({ c, body }) => confirm(c, ctx, payNoOf(c.req.param('payno')), body), { ...open, form: true });
}
