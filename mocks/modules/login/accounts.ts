import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { hashPassword, isStrongPassword, verifyPassword } from '../../passwords.ts';
import { requireFields } from '../../validate.ts';
import { signedIn } from '../../guards.ts';
import { revokeTokens } from '../../domain/tokens.ts';
import { accountById } from '../../domain/accounts.ts';
import { CONFIRM_MISMATCH } from '../../../src/rules/login.ts';
import { PASSWORD_PATTERN } from '../../../src/rules/password.ts';

// The agents and their accounts: who they are, their passwords and what the header shows of them.
// Other areas look accounts up through mocks/domain/accounts.ts. Signing in is signIn.ts; the sessions it hands out are tokens.ts.

/** How many times a weak password's prompt may be ignored (samleLoginNum; docs/product.md#fields). */
export const WEAK_PASSWORD_IGNORES = 3;

export const ACCOUNT_DISABLED = '该账号已停用，请联系管理员';

const schema = `
CREATE TABLE IF NOT EXISTS agents (
  id INTEGER PRIMARY KEY,
  agent_no TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  parent_id INTEGER REFERENCES agents(id),
  level INTEGER NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  balance_cents INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  is_parent INTEGER NOT NULL,
  role_type INTEGER NOT NULL,
  weak_password INTEGER NOT NULL DEFAULT 0,
  sample_ignores_left INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT '启用',
  created_at INTEGER NOT NULL
);
`;

/** The demo accounts README documents; tests rely on them. */
export const demoAccounts = [
  { account: 'agent01', password: 'Agent@2026', phone: '13800000001', name: '张伟', isParent: true },
  { account: 'staff01', password: 'Staff@2026', phone: '13800000002', name: '李娜', isParent: false },
  { account: 'weak01', password: '12345678', phone: '13800000003', name: '王芳', isParent: false },
] as const;

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const { db } = ctx;
  const insertAgent = db.prepare(
    'INSERT INTO agents (id, agent_no, name, display_name, parent_id, level, contact, phone, balance_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  insertAgent.run(1, 'A10001', '杭州云启科技有限公司', '杭州云启', null, 1, '张伟', '13800000001', 2_865_000);
  insertAgent.run(2, 'A10002', '宁波甬信软件有限公司', '宁波甬信', 1, 2, '陈静', '13900000012', 523_000);
  insertAgent.run(3, 'A10003', '温州瓯越网络科技有限公司', '温州瓯越', 1, 2, '刘洋', '13900000013', 118_500);
  const insertAccount = db.prepare(
    'INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, weak_password, sample_ignores_left, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?)',
  );
  // Fixed salts keep the seed deterministic; real accounts get random ones.
  demoAccounts.forEach((demo, index) => {
    const weak = !isStrongPassword(demo.password);
    insertAccount.run(
      demo.account,
      demo.name,
      demo.phone,
      hashPassword(demo.password, `seed-salt-${demo.account}`),
      demo.isParent ? 1 : 0,
      demo.isParent ? 1 : 2,
      weak ? 1 : 0,
      weak ? WEAK_PASSWORD_IGNORES : 0,
      calendar.day(index - 1000, 9),
    );
  });
}

/** Stores a new password (hashed), ends its weak-password prompt and signs the account out everywhere. */
export function setPassword(ctx: StandInContext, accountId: number, password: string): void {
  const weak = isStrongPassword(password) ? 0 : 1;
  ctx.db
    .prepare('UPDATE accounts SET password_hash = ?, weak_password = ?, sample_ignores_left = ? WHERE id = ?')
    .run(hashPassword(password), weak, weak ? WEAK_PASSWORD_IGNORES : 0, accountId);
  revokeTokens(ctx, accountId);
}

export const accountsModule: StandInModule = {
  name: 'accounts',
  schema,
  seed,
  routes({ api }, ctx) {
    const passwordChange = { passwordChange: true, guard: signedIn };

    api.post('/api/account/updateLoginPassword', ({ body, accountId }) => {
      const form = requireFields(body, { oldPassword: 'string', password: 'string', agPassWord: 'string' });
      const row = accountById(ctx, accountId);
      if (!verifyPassword(form.oldPassword, row.password_hash)) throw new BusinessError('旧密码错误');
      if (form.password !== form.agPassWord) throw new BusinessError(CONFIRM_MISMATCH);
      if (!isStrongPassword(form.password)) throw new BusinessError(PASSWORD_PATTERN);
      if (form.password === form.oldPassword) throw new BusinessError('新密码不能与旧密码相同');
      setPassword(ctx, accountId, form.password);
      return true;
    }, passwordChange);

    api.get('/api/account/AccountInfo', ({ accountId }) => {
      const row = ctx.db
        .prepare(
          `SELECT a.account, a.name, a.phone, a.is_parent, a.role_type, g.agent_no, g.name AS agent_name,
                  g.display_name, g.level, g.balance_cents
           FROM accounts a JOIN agents g ON g.id = a.agent_id WHERE a.id = ?`,
        )
        .get(accountId) as Record<string, string | number>;
      return {
        account: row.account,
        name: row.name,
        phone: maskPhone(String(row.phone)),
        isParent: row.is_parent === 1,
        roleType: row.role_type,
        agentNo: row.agent_no,
        agentName: row.agent_name,
        agentDisplayName: row.display_name,
        agentLevel: row.level,
        balance: Number(row.balance_cents) / 100,
      };
    }, { guard: signedIn });
  },
};

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
