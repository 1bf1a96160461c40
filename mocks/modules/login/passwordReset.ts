import { randomBytes } from 'node:crypto';
import { BusinessError } from '../../errors.ts';
import type { StandInModule } from '../../module.ts';
import { isStrongPassword } from '../../passwords.ts';
import { requireFields } from '../../validate.ts';
import { setPassword } from './accounts.ts';
import { findAccount } from '../../domain/accounts.ts';
import { sendAccountCode } from './signIn.ts';
import { CODE_MESSAGES } from '../../domain/phoneCodeMessages.ts';
import { clearFailures } from '../../domain/signInAttempts.ts';
import { passCodeGate } from '../../domain/codeGate.ts';
import { CODE_SENT_TO_ACCOUNT, CONFIRM_MISMATCH } from '../../../src/rules/login.ts';
import { PASSWORD_PATTERN } from '../../../src/rules/password.ts';

/**
 * Forgotten password (/forgetPassword): a code to the account's bound phone, checked for a
 * short-lived single-use ticket, then the new password. The reset signs the account out everywhere.
 */
const RESET_CODE_PURPOSE = 'resetPassword';
const TICKET_LIFETIME_MS = 10 * 60 * 1000;

const schema = `
CREATE TABLE IF NOT EXISTS password_reset_tickets (
  ticket TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
`;

export const passwordResetModule: StandInModule = {
  name: 'passwordReset',
  schema,
  routes({ api }, ctx) {
    const open = { public: true };

    api.post(
      '/api/account/ForgetPasswordValidCode',
      ({ body, client }) => sendAccountCode(ctx, requireFields(body, { userName: 'string' }).userName, RESET_CODE_PURPOSE, client),
      { ...open, message: CODE_SENT_TO_ACCOUNT },
    );

    api.post(
      '/api/account/CheckForgetPasswordCode',
      ({ body, client }) => {
        const form = requireFields(body, { userName: 'string', code: 'string', captcha: 'object?' });
        const row = findAccount(ctx, form.userName.trim());
        // An unknown account answers as a wrong code does (and counts against the client the same way).
        const phone = row?.phone ?? `unknown:${form.userName.trim().toLowerCase()}`;
        passCodeGate(ctx, phone, form.captcha);
        const check = ctx.sms.verify(phone, RESET_CODE_PURPOSE, form.code.trim(), client);
        if (!row && check !== 'limited') throw new BusinessError(CODE_MESSAGES.wrong);
        if (check !== 'ok' || !row) throw new BusinessError(CODE_MESSAGES[check === 'ok' ? 'wrong' : check]);
        const ticket = randomBytes(24).toString('base64url');
        ctx.db
          .prepare('INSERT INTO password_reset_tickets (ticket, account_id, expires_at) VALUES (?, ?, ?)')
          .run(ticket, row.id, ctx.now() + TICKET_LIFETIME_MS);
        return { ticket };
      },
      open,
    );

    api.post(
      '/api/account/ResetPassword',
      ({ body }) => {
        const form = requireFields(body, { ticket: 'string', password: 'string', agPassWord: 'string' });
        if (form.password !== form.agPassWord) throw new BusinessError(CONFIRM_MISMATCH);
        if (!isStrongPassword(form.password)) throw new BusinessError(PASSWORD_PATTERN);
        const row = ctx.db
          .prepare('SELECT account_id FROM password_reset_tickets WHERE ticket = ? AND used = 0 AND expires_at > ?')
          .get(form.ticket, ctx.now()) as { account_id: number } | undefined;
        if (!row) throw new BusinessError('验证已过期，请重新获取验证码');
        ctx.db.prepare('UPDATE password_reset_tickets SET used = 1 WHERE ticket = ?').run(form.ticket);
        setPassword(ctx, row.account_id, form.password);
        const account = ctx.db.prepare('SELECT account FROM accounts WHERE id = ?').get(row.account_id) as { account: string };
        clearFailures(ctx, account.account);
        return true;
      },
      open,
    );
  },
};
