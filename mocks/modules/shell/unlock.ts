import { BusinessError } from '../../errors.ts';
import { signedIn } from '../../guards.ts';
import type { StandInModule } from '../../module.ts';
import { verifyPassword } from '../../passwords.ts';
import { requireFields } from '../../validate.ts';
import { accountById } from '../../domain/accounts.ts';
import { clearFailures, recentFailures, recordFailure, recordSignIn, refuseBlockedClient } from '../../domain/signInAttempts.ts';
import { bearerToken } from '../../domain/tokens.ts';

/**
 * 锁屏 (docs/product.md#lock-screen): the locked portal opens again with the account's password, checked here.
 * A wrong one counts as a failed sign-in of the account (the same count that brings in the slider at the next
 * sign-in, and the client's limit); the fifth within the window ends the session.
 */
export const UNLOCK_ATTEMPTS = 5;
export const unlockWrong = (left: number) => `密码错误，还可尝试${left}次`;
export const UNLOCK_SIGNED_OUT = '密码错误次数过多，请重新登录';
/** The session's answer (lowercase code 403): the portal ends the session and opens the login page. */
const SESSION_ENDED_CODE = 403;

export const unlockModule: StandInModule = {
  name: 'unlock',
  routes({ api }, ctx) {
    api.post(
      '/api/auth/Unlock',
      ({ c, accountId, body, client }) => {
        const { password } = requireFields(body, { password: 'string' });
        refuseBlockedClient(ctx, client);
        const row = accountById(ctx, accountId);
        if (verifyPassword(password, row.password_hash)) {
          clearFailures(ctx, row.account);
          return true;
        }
        recordFailure(ctx, row.account, client);
        recordSignIn(ctx, accountId, client, '失败：解锁密码错误');
        const left = UNLOCK_ATTEMPTS - recentFailures(ctx, row.account);
        if (left > 0) throw new BusinessError(unlockWrong(left));
        ctx.db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ?').run(bearerToken(c.req.header('authorization')));
        return c.json({ code: SESSION_ENDED_CODE, msg: UNLOCK_SIGNED_OUT, data: null }, SESSION_ENDED_CODE);
      },
      { guard: signedIn },
    );
  },
};
