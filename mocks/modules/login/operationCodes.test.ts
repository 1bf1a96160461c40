import { describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS, RESEND_WINDOW_MS } from '../../sms.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { requireOperationCode } from '../../domain/operationCodes.ts';

const standIn = freshStandInPerTest('operation-codes-test-');

const { call, session } = standInCalls(standIn);

/** A token for an account and its row id, which the code checks take. */
async function signedIn(account: string): Promise<{ token: string; accountId: number }> {
  const token = await session(account);
  const row = standIn().ctx.db.prepare('SELECT id FROM accounts WHERE account = ?').get(account) as { id: number };
  return { token, accountId: row.id };
}

const latestCode = (phone: string) => standIn().ctx.sms.list(phone)[0]?.code;

describe('phone codes for sensitive operations', () => {
  it("sends to the caller's own phone, once per 120 s, and needs a signed-in caller", async () => {
    const { token } = await signedIn('staff01');
    expect((await call('/api/safety/SendOperationCode', { purpose: 'dangerousOp' }, token)).code).toBe(200);
    expect(latestCode('13800000002')).toMatch(/^\d{6}$/);
    expect(latestCode('13800000001')).toBeUndefined();
    const again = await call('/api/safety/SendOperationCode', { purpose: 'dangerousOp' }, token);
    expect(again.msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    expect((await call('/api/safety/SendOperationCode', { purpose: 'dangerousOp' })).code).not.toBe(200);
  });

  it('refuses unknown purposes and malformed bodies with a 400', async () => {
    const { token } = await signedIn('agent01');
    for (const body of [{ purpose: 'constructor' }, { purpose: '__proto__' }, { purpose: 7 }, {}]) {
      const { status, msg } = await call('/api/safety/SendOperationCode', body, token);
      expect(status).toBe(400);
      expect(msg).toMatch(/purpose/);
    }
  });

  it('confirms only its own purpose, once, and dies after five wrong tries', async () => {
    const ctx = standIn().ctx;
    const { token, accountId } = await signedIn('agent01');
    await call('/api/safety/SendOperationCode', { purpose: 'userTransfer' }, token);
    const code = latestCode('13800000001');
    expect(() => requireOperationCode(ctx, accountId, 'dangerousOp', code)).toThrow('手机验证码错误');
    expect(() => requireOperationCode(ctx, accountId, 'userTransfer', 'abc')).toThrow('请输入正确的验证码');
    requireOperationCode(ctx, accountId, 'userTransfer', code);
    expect(() => requireOperationCode(ctx, accountId, 'userTransfer', code)).toThrow('该验证码无效');

    await call('/api/__dev/clock', { advanceMs: RESEND_WINDOW_MS });
    await call('/api/safety/SendOperationCode', { purpose: 'userTransfer' }, token);
    const fresh = latestCode('13800000001');
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      expect(() => requireOperationCode(ctx, accountId, 'userTransfer', wrong)).toThrow();
    }
    expect(() => requireOperationCode(ctx, accountId, 'userTransfer', fresh)).toThrow('验证码错误次数过多，请重新获取');
  });
});
