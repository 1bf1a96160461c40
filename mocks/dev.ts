import { findAccount } from './domain/accounts.ts';
import { issueToken, putBackSessions, sessionsHandedOut } from './domain/tokens.ts';
import { reviewQualification } from './modules/system/qualification.ts';
import { reviewSmsItem } from './modules/sms/sms.ts';
import { BadRequestError, BusinessError } from './errors.ts';
import type { Service } from './http.ts';
import type { StandInContext } from './module.ts';
import { requireFields } from './validate.ts';

interface DevControls {
  reset(): void;
  shiftClock(ms: number): void;
  /** The instant the world was seeded at (every seeded date is relative to it). */
  seededAt(): number;
}

/**
 * Test and demo helpers under /api/__dev/. They exist only in the stand-in:
 * the production build never calls them and the provider's services have no such paths.
 */
export function registerDevRoutes(api: Service, ctx: StandInContext, controls: DevControls): void {
  const open = { public: true };

  // {keepSessions: true}: the sessions handed out stay live across the reset (a test that keeps a signed-in portal
  // open from one case to the next); everything else goes back to the seed.
  api.post('/api/__dev/reset', ({ body }) => {
    const keepSessions = typeof body === 'object' && body !== null && (body as { keepSessions?: unknown }).keepSessions === true;
    const sessions = keepSessions ? sessionsHandedOut(ctx) : [];
    controls.reset();
    putBackSessions(ctx, sessions);
    return true;
  }, open);

  api.get('/api/__dev/sms', ({ query }) => ctx.sms.list(query.phone ?? ''), open);

  api.post('/api/__dev/session', ({ body }) => {
    const { account } = requireFields(body, { account: 'string' });
    const row = findAccount(ctx, account);
    if (!row) throw new BusinessError('账号不存在');
    return { token: issueToken(ctx, row.id), name: row.name };
  }, open);

  api.post('/api/__dev/clock', ({ body }) => {
    const { advanceMs } = requireFields(body, { advanceMs: 'number' });
    controls.shiftClock(advanceMs);
    return { now: ctx.now(), seededAt: controls.seededAt() };
  }, open);

  // The provider's review of what an agent submitted (docs/product.md#flows): approve, or refuse with a reason.
  api.post('/api/__dev/review', ({ body }) => {
    const { kind, id, approve, reason } = requireFields(body, { kind: 'string', id: 'number', approve: 'boolean', reason: 'string?' });
    if (kind === 'smsSign' || kind === 'smsTemplate') return reviewSmsItem(ctx, kind, id, approve, reason);
    if (kind !== 'agentQuality') throw new BadRequestError('不支持的审核类型');
    return reviewQualification(ctx, id, approve, reason);
  }, open);
}
