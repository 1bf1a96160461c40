import { aiVideoScreens } from '../../../src/contracts/screens/aiVideo.ts';
import type { GiftVisit, Promoter, PromoLink } from '../../../src/contracts/aiuu.ts';
import { conversionRate, countedVisits } from '../../../src/rules/conversion.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext } from '../../module.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { agentNoOf, AIUU_DAY_MS, isCardType } from './aiuuShared.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { button, signedIn } from '../../guards.ts';
import { isMobile11, PHONE_INVALID } from '../../../src/rules/phone.ts';

const PROMO_TYPES: Record<number, { name: string; page: string }> = {
  1: { name: '邀请试用', page: '/promotedAiUUH5Page' },
  2: { name: '登录领取', page: '/aiUUInternalPromotionH5Page' },
  3: { name: '买卡赠送', page: '/aiUUBuyCardToGiveAway' },
};
const INVITE_TRIAL_DAYS = 7;
const INVITE_VALID_DAYS = 365;
const NAME_MAX = 20;

interface PromoterRow {
  code: string;
  name: string;
  tel: string;
  status: '启用' | '停用';
  created_at: number;
  link_type: number | null;
  link: string | null;
  visits: number;
  claims: number;
  paid: number;
}

// Claims and payers count the promoter's users of its own agent only (a link's Promoter is typed by anyone).
const promoterList = (ctx: StandInContext, accountId: number): PagedListSpec<PromoterRow, Promoter> => pagedListFor(aiVideoScreens.promoters.list, {
  from: 'aiuu_promoters p JOIN agents g ON g.id = p.agent_id',
  select: `p.code, p.name, p.tel, p.status, p.created_at,
    (SELECT l.type FROM aiuu_promo_links l WHERE l.promoter_code = p.code ORDER BY l.id DESC LIMIT 1) AS link_type,
    (SELECT l.path FROM aiuu_promo_links l WHERE l.promoter_code = p.code ORDER BY l.id DESC LIMIT 1) AS link,
    (SELECT COUNT(*) FROM aiuu_visits v WHERE v.promoter_code = p.code) AS visits,
    (SELECT COUNT(*) FROM aiuu_members m WHERE m.promoter = p.code AND m.agent_no = g.agent_no) AS claims,
    (SELECT COUNT(DISTINCT o.mobile) FROM aiuu_card_orders o JOIN aiuu_members m ON m.mobile = o.mobile
      WHERE m.promoter = p.code AND m.agent_no = g.agent_no AND o.status = '已支付') AS paid`,
  scope: { sql: 'p.agent_id = ?', params: [callerOf(ctx, accountId).agentId] },
  sortable: { createdAt: 'p.created_at', visits: 'MAX(visits, claims)', claims: 'claims' },
  filterable: { status: 'p.status' },
  keyword: ['p.name', 'p.tel', 'p.code'],
  defaultOrder: 'p.created_at DESC, p.code',
  toItem: (row) => ({
    code: row.code,
    name: row.name,
    tel: row.tel,
    status: row.status,
    promoType: row.link_type === null ? null : PROMO_TYPES[row.link_type].name,
    link: row.link,
    visits: countedVisits(row.visits, row.claims),
    claims: row.claims,
    paid: row.paid,
    rate: conversionRate(row.claims, row.visits),
    createdAt: row.created_at,
  }),
});

function addPromoter(ctx: StandInContext, accountId: number, body: unknown): { code: string } {
  const form = requireFields(body, { name: 'string', tel: 'string' });
  const name = form.name.trim();
  if (name === '') throw new BusinessError('请填写推广员姓名');
  if (name.length > NAME_MAX) throw new BusinessError(`推广员姓名最多${NAME_MAX}个字`);
  if (!isMobile11(form.tel)) throw new BusinessError(PHONE_INVALID);
  const { agentId } = callerOf(ctx, accountId);
  if (ctx.db.prepare('SELECT 1 FROM aiuu_promoters WHERE agent_id = ? AND tel = ?').get(agentId, form.tel)) {
    throw new BusinessError('该手机号已是推广员');
  }
  const { n } = ctx.db.prepare('SELECT COUNT(*) AS n FROM aiuu_promoters WHERE agent_id = ?').get(agentId) as { n: number };
  let seq = n + 1;
  while (ctx.db.prepare('SELECT 1 FROM aiuu_promoters WHERE code = ?').get(`P${agentId}${String(seq).padStart(3, '0')}`)) seq += 1;
  const code = `P${agentId}${String(seq).padStart(3, '0')}`;
  ctx.db
    .prepare("INSERT INTO aiuu_promoters (code, agent_id, name, tel, status, created_at) VALUES (?, ?, ?, ?, '启用', ?)")
    .run(code, agentId, name, form.tel, ctx.now());
  return { code };
}

function ownPromoter(ctx: StandInContext, accountId: number, code: unknown) {
  if (typeof code !== 'string') throw new BadRequestError('参数 code 应为字符串');
  const row = ctx.db.prepare('SELECT code, tel, status FROM aiuu_promoters WHERE code = ? AND agent_id = ?').get(code, callerOf(ctx, accountId).agentId) as
    | { code: string; tel: string; status: string }
    | undefined;
  if (!row) throw new BusinessError('推广员不存在');
  return row;
}

function setStatus(ctx: StandInContext, accountId: number, body: unknown): boolean {
  const { code, status } = requireFields(body, { code: 'string', status: 'string' });
  if (status !== '启用' && status !== '停用') throw new BadRequestError('参数 status 应为 启用 或 停用');
  ownPromoter(ctx, accountId, code);
  ctx.db.prepare('UPDATE aiuu_promoters SET status = ? WHERE code = ?').run(status, code);
  return true;
}

/** A gift-page address carrying AgentNumber and Promoter; type 2 makes an invite, type 3 a card to give away. */
function makeLink(ctx: StandInContext, accountId: number, body: unknown): PromoLink {
  const form = requireFields(body, { code: 'string', type: 'number', memberType: 'string?' });
  if (!Object.hasOwn(PROMO_TYPES, form.type)) throw new BadRequestError('参数 type 应为 1、2 或 3');
  if (form.type === 3 && !isCardType(form.memberType)) throw new BusinessError('请选择赠送的会员卡类型');
  const promoter = ownPromoter(ctx, accountId, form.code);
  if (promoter.status !== '启用') throw new BusinessError('该推广员已停用，不能生成链接');
  const agentNo = agentNoOf(ctx, accountId);
  const params = new URLSearchParams({ AgentNumber: agentNo, Promoter: promoter.code });
  const now = ctx.now();
  return ctx.db.transaction(() => {
    if (form.type === 2) {
      const inviteId = nextNumber(ctx, 'INV');
      ctx.db
        .prepare('INSERT INTO aiuu_invites (id, agent_no, promoter, trial_days, expires_at) VALUES (?, ?, ?, ?, ?)')
        .run(inviteId, agentNo, promoter.code, INVITE_TRIAL_DAYS, now + INVITE_VALID_DAYS * AIUU_DAY_MS);
      params.set('inviteId', inviteId);
    }
    if (form.type === 3) {
      const buyId = nextNumber(ctx, 'BUY');
      ctx.db
        .prepare('INSERT INTO aiuu_bought_cards (id, buyer_mobile, member_type, bought_at) VALUES (?, ?, ?, ?)')
        .run(buyId, promoter.tel, form.memberType, now);
      ctx.db.prepare('INSERT INTO aiuu_card_sources (buy_id, agent_no, promoter) VALUES (?, ?, ?)').run(buyId, agentNo, promoter.code);
      params.set('buyId', buyId);
      params.set('memberType', form.memberType!);
    }
    const path = `${PROMO_TYPES[form.type].page}?${params.toString()}`;
    ctx.db.prepare('INSERT INTO aiuu_promo_links (promoter_code, type, path, created_at) VALUES (?, ?, ?, ?)').run(promoter.code, form.type, path, now);
    return { path };
  })();
}

/** A gift page opened from a link: counted for the promoter when the link names an active one of that agent. */
function recordVisit(ctx: StandInContext, body: unknown): boolean {
  const visit = requireFields(body, { giftType: 'number', agentNumber: 'string', promoter: 'string' }) as GiftVisit;
  if (!Object.hasOwn(PROMO_TYPES, visit.giftType)) throw new BadRequestError('参数 giftType 应为 1、2 或 3');
  const known = ctx.db
    .prepare("SELECT 1 FROM aiuu_promoters p JOIN agents g ON g.id = p.agent_id WHERE p.code = ? AND g.agent_no = ? AND p.status = '启用'")
    .get(visit.promoter, visit.agentNumber);
  if (!known) return false;
  ctx.db.prepare('INSERT INTO aiuu_visits (promoter_code, gift_type, at) VALUES (?, ?, ?)').run(visit.promoter, visit.giftType, ctx.now());
  return true;
}

export function promoterRoutes({ api }: Services, ctx: StandInContext): void {
  api.post('/api/aiuu/promoter/List', ({ accountId, body }) => pagedList(ctx, promoterList(ctx, accountId), body), { guard: signedIn });
  api.post('/api/aiuu/promoter/Add', ({ accountId, body }) => addPromoter(ctx, accountId, body), { guard: button(aiVideoScreens.promoters, 'add') });
  api.post('/api/aiuu/promoter/SetStatus', ({ accountId, body }) => setStatus(ctx, accountId, body), { guard: button(aiVideoScreens.promoters, 'status') });
  api.post('/api/aiuu/promoter/MakeLink', ({ accountId, body }) => makeLink(ctx, accountId, body), { guard: button(aiVideoScreens.promoters, 'link') });
  api.post('/api/agentAiUUMarketing/visit', ({ body }) => recordVisit(ctx, body), { public: true });
}
