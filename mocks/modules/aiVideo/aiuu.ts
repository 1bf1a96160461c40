import { addPeriod, addYears, type Period } from '../../../src/rules/calendar.ts';
import { BusinessError } from '../../errors.ts';
import type { RequestInfo } from '../../http.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { CODE_ATTEMPTS_EXHAUSTED, TOO_MANY_REQUESTS } from '../../sms.ts';
import { requireFields } from '../../validate.ts';
import { CARD_PERIOD, isCardType } from './aiuuShared.ts';
import { passCodeGate } from '../../domain/codeGate.ts';
import { isMainlandMobile, PHONE_INVALID } from '../../../src/rules/phone.ts';

/**
 * The AI assistant app's service (answers {success, msg, data}, no bearer token): phone login,
 * invites, bought membership cards given away (each claimable once) and the memberships they grant.
 * Also the main API's marketing calls that register a new app user from an agent's invitation.
 */
const schema = `
CREATE TABLE IF NOT EXISTS aiuu_invites (
  id TEXT PRIMARY KEY,
  agent_no TEXT NOT NULL,
  promoter TEXT NOT NULL,
  trial_days INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS aiuu_bought_cards (
  id TEXT PRIMARY KEY,
  buyer_mobile TEXT NOT NULL,
  member_type TEXT NOT NULL,
  bought_at INTEGER NOT NULL,
  claimed_by TEXT,
  claimed_at INTEGER
);
CREATE TABLE IF NOT EXISTS aiuu_members (
  mobile TEXT PRIMARY KEY,
  agent_no TEXT,
  promoter TEXT,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS aiuu_memberships (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL REFERENCES aiuu_members(mobile),
  kind TEXT NOT NULL,
  source TEXT NOT NULL,
  ref_id TEXT,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS aiuu_memberships_mobile ON aiuu_memberships (mobile, ends_at);
`;

const DAY_MS = 24 * 60 * 60 * 1000;
const APP_NAME = 'AI优优';
const LOGIN_PURPOSE = 'aiuu-login';
const MARKETING_PURPOSE = 'aiuu-marketing';
const MARKETING_TRIAL_DAYS = 7;

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  // Three invitations run for years yet; the fourth lapsed seven weeks ago.
  const invite = ctx.db.prepare('INSERT INTO aiuu_invites (id, agent_no, promoter, trial_days, expires_at) VALUES (?, ?, ?, ?, ?)');
  const longValid = addYears(calendar.day(0), 10);
  invite.run('INV2026110001', 'A10001', 'P1001', 7, longValid);
  invite.run('INV2026110002', 'A10001', 'P1002', 15, longValid);
  invite.run('INV2026110003', 'A10002', 'P2001', 7, longValid);
  invite.run('INV2026090001', 'A10001', 'P1001', 7, calendar.day(-49));
  const card = ctx.db.prepare(
    'INSERT INTO aiuu_bought_cards (id, buyer_mobile, member_type, bought_at, claimed_by, claimed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Four cards bought to give away in the last three weeks, not claimed yet; one claimed five weeks ago.
  card.run('BUY2026110001', '13912345601', 'MONTH_CARD', calendar.day(-19), null, null);
  card.run('BUY2026110002', '13912345602', 'QUARTER_CARD', calendar.day(-18), null, null);
  card.run('BUY2026110003', '13912345603', 'YEAR_CARD', calendar.day(-17), null, null);
  card.run('BUY2026110004', '13912345601', 'MONTH_CARD', calendar.day(-16), null, null);
  const claimedAt = calendar.day(-38);
  card.run('BUY2026100009', '13912345604', 'YEAR_CARD', claimedAt - DAY_MS, '15857100009', claimedAt);
  ctx.db.prepare('INSERT INTO aiuu_members (mobile, agent_no, promoter, created_at) VALUES (?, ?, ?, ?)').run('15857100009', 'A10001', 'P1001', claimedAt);
  ctx.db
    .prepare('INSERT INTO aiuu_memberships (mobile, kind, source, ref_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run('15857100009', 'YEAR_CARD', 'card', 'BUY2026100009', claimedAt, addPeriod(claimedAt, CARD_PERIOD.YEAR_CARD));
}

/** The AI service's envelope: business failures are {success: false, msg}, never an HTTP error. */
function aiuuAnswer(handler: (req: RequestInfo) => unknown) {
  return (req: RequestInfo) => {
    try {
      return { success: true, msg: '成功', data: handler(req) ?? null };
    } catch (error) {
      if (error instanceof BusinessError) return { success: false, msg: error.message, data: null };
      throw error;
    }
  };
}

function inviteProblem(ctx: StandInContext, inviteId: string): string | null {
  const row = ctx.db.prepare('SELECT expires_at FROM aiuu_invites WHERE id = ?').get(inviteId) as { expires_at: number } | undefined;
  if (!row) return '邀请不存在，请向邀请人重新获取链接';
  if (row.expires_at <= ctx.now()) return '邀请已过期，请向邀请人重新获取链接';
  return null;
}

function cardProblem(ctx: StandInContext, buyId: string): string | null {
  const row = ctx.db.prepare('SELECT claimed_by FROM aiuu_bought_cards WHERE id = ?').get(buyId) as { claimed_by: string | null } | undefined;
  if (!row) return '会员卡不存在，请向赠送人确认链接';
  if (row.claimed_by !== null) return '该会员卡已被领取，每张卡只能领取一次';
  return null;
}

/** A check passes (true) unless there is a problem, which is the failure's message. */
function refuse(problem: string | null): true {
  if (problem) throw new BusinessError(problem);
  return true;
}

/** A new member, or one nobody brought yet, is attributed to the agent and promoter of the link claimed. */
function ensureMember(ctx: StandInContext, mobile: string, agentNo: string | null, promoter: string | null): void {
  ctx.db
    .prepare(
      `INSERT INTO aiuu_members (mobile, agent_no, promoter, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (mobile) DO UPDATE SET agent_no = excluded.agent_no, promoter = excluded.promoter
       WHERE aiuu_members.agent_no IS NULL AND excluded.agent_no IS NOT NULL`,
    )
    .run(mobile, agentNo, promoter, ctx.now());
}

/** Adds a membership after whatever the member already holds, and answers when it ends. */
export function grantMembership(ctx: StandInContext, mobile: string, kind: string, source: string, refId: string | null, period: Period) {
  const latest = ctx.db.prepare('SELECT MAX(ends_at) AS endsAt FROM aiuu_memberships WHERE mobile = ?').get(mobile) as {
    endsAt: number | null;
  };
  const startsAt = Math.max(ctx.now(), latest.endsAt ?? 0);
  const endsAt = addPeriod(startsAt, period);
  ctx.db
    .prepare('INSERT INTO aiuu_memberships (mobile, kind, source, ref_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(mobile, kind, source, refId, startsAt, endsAt);
  return { mobile, memberType: kind, memberUntil: new Date(endsAt).toISOString() };
}

/** After three wrong codes for the mobile a passed slider (`captcha`) must come with the check. */
function verifyCode(ctx: StandInContext, mobile: string, purpose: string, code: string, client: string, captcha: unknown): void {
  passCodeGate(ctx, mobile, captcha);
  const result = ctx.sms.verify(mobile, purpose, code, client);
  if (result === 'wrong') throw new BusinessError('验证码错误');
  if (result === 'exhausted') throw new BusinessError(CODE_ATTEMPTS_EXHAUSTED);
  if (result === 'limited') throw new BusinessError(TOO_MANY_REQUESTS);
  if (result !== 'ok') throw new BusinessError('验证码已失效，请重新获取');
}

/** Log in with a phone code, claiming the invite's trial or the given card on the way. */
function loginAndClaim(ctx: StandInContext, body: unknown, client: string) {
  const form = requireFields(body, { mobile: 'string', authCode: 'string', inviteId: 'string?', buyId: 'string?', captcha: 'object?' });
  const inviteId = form.inviteId?.trim() ?? '';
  const buyId = form.buyId?.trim() ?? '';
  // Refuse what cannot be claimed before the code is used up, so the visitor can still use it.
  refuse((buyId && cardProblem(ctx, buyId)) || (!buyId && inviteId && inviteProblem(ctx, inviteId)) || null);
  if (inviteId && !buyId) {
    const claimed = ctx.db.prepare("SELECT 1 FROM aiuu_memberships WHERE mobile = ? AND source = 'invite' AND ref_id = ?").get(form.mobile, inviteId);
    if (claimed) throw new BusinessError('您已领取过该邀请的体验会员');
  }
  verifyCode(ctx, form.mobile, LOGIN_PURPOSE, form.authCode, client, form.captcha);
  return ctx.db.transaction(() => {
    if (buyId) {
      const card = ctx.db.prepare('SELECT member_type FROM aiuu_bought_cards WHERE id = ?').get(buyId) as { member_type: string };
      const taken = ctx.db
        .prepare('UPDATE aiuu_bought_cards SET claimed_by = ?, claimed_at = ? WHERE id = ? AND claimed_by IS NULL')
        .run(form.mobile, ctx.now(), buyId);
      if (taken.changes === 0) throw new BusinessError('该会员卡已被领取，每张卡只能领取一次');
      const source = ctx.db.prepare('SELECT agent_no, promoter FROM aiuu_card_sources WHERE buy_id = ?').get(buyId) as
        | { agent_no: string; promoter: string }
        | undefined;
      ensureMember(ctx, form.mobile, source?.agent_no ?? null, source?.promoter ?? null);
      return grantMembership(ctx, form.mobile, card.member_type, 'card', buyId, isCardType(card.member_type) ? CARD_PERIOD[card.member_type] : { months: 1 });
    }
    if (inviteId) {
      const invite = ctx.db.prepare('SELECT agent_no, promoter, trial_days FROM aiuu_invites WHERE id = ?').get(inviteId) as {
        agent_no: string;
        promoter: string;
        trial_days: number;
      };
      ensureMember(ctx, form.mobile, invite.agent_no, invite.promoter);
      return grantMembership(ctx, form.mobile, 'TRIAL', 'invite', inviteId, { days: invite.trial_days });
    }
    ensureMember(ctx, form.mobile, null, null);
    return { mobile: form.mobile, memberType: null, memberUntil: null };
  })();
}

/** A new app user invited by an agent's promoter: a free trial, once per phone. */
function registerInvitedUser(ctx: StandInContext, body: unknown, client: string) {
  const form = requireFields(body, { tel: 'string', code: 'string', agentNo: 'string?', promoter: 'string?', captcha: 'object?' });
  if (!isMainlandMobile(form.tel)) throw new BusinessError(PHONE_INVALID);
  const agentNo = form.agentNo?.trim() ?? '';
  if (!ctx.db.prepare('SELECT 1 FROM agents WHERE agent_no = ?').get(agentNo)) {
    throw new BusinessError('邀请链接无效，请向邀请人重新获取');
  }
  if (ctx.db.prepare('SELECT 1 FROM aiuu_members WHERE mobile = ?').get(form.tel)) {
    throw new BusinessError(`该手机号已注册${APP_NAME}，请直接登录使用`);
  }
  verifyCode(ctx, form.tel, MARKETING_PURPOSE, form.code, client, form.captcha);
  return ctx.db.transaction(() => {
    ensureMember(ctx, form.tel, agentNo, form.promoter?.trim() || null);
    return grantMembership(ctx, form.tel, 'TRIAL', 'marketing', agentNo, { days: MARKETING_TRIAL_DAYS });
  })();
}

function sendCode(ctx: StandInContext, mobile: string, purpose: string, client: string): boolean {
  if (!isMainlandMobile(mobile)) throw new BusinessError(PHONE_INVALID);
  ctx.sms.send(mobile, purpose, APP_NAME, client);
  return true;
}

export const aiuuModule: StandInModule = {
  name: 'aiuu',
  schema,
  seed,
  routes({ api, aiuu }, ctx) {
    const open = { public: true };
    const raw = { public: true, raw: true };

    aiuu.post(
      '/app/account/login/sendLoginSms',
      aiuuAnswer(({ body, client }) => sendCode(ctx, requireFields(body, { mobile: 'string' }).mobile, LOGIN_PURPOSE, client)),
      raw,
    );
    aiuu.post('/app/account/login/login', aiuuAnswer(({ body, client }) => loginAndClaim(ctx, body, client)), raw);

    aiuu.post('/invite/check', aiuuAnswer(({ query }) => refuse(inviteProblem(ctx, query.inviteId ?? ''))), raw);
    aiuu.post('/buyCardGive/check', aiuuAnswer(({ query }) => refuse(cardProblem(ctx, query.buyId ?? ''))), raw);

    api.post(
      '/api/agentAiUUMarketing/getvalidcode',
      ({ body, client }) => sendCode(ctx, requireFields(body, { tel: 'string' }).tel, MARKETING_PURPOSE, client),
      open,
    );
    api.post('/api/agentAiUUMarketing/registeraccount', ({ body, client }) => registerInvitedUser(ctx, body, client), open);

    // Lets tests see which memberships a phone holds in the app.
    api.get(
      '/api/__dev/aiuu/memberships',
      ({ query }) =>
        ctx.db
          .prepare('SELECT kind, source, ref_id AS refId, starts_at AS startsAt, ends_at AS endsAt FROM aiuu_memberships WHERE mobile = ? ORDER BY id')
          .all(query.mobile ?? ''),
      open,
    );
  },
};
