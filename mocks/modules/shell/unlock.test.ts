import { describe, expect, it } from 'vitest';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { CAPTCHA_REQUIRED } from '../../../src/rules/captcha.ts';
import { CLIENT_FAILURE_LIMIT } from '../../domain/signInAttempts.ts';

const standIn = freshStandInPerTest('unlock-test-');
const { call, session } = standInCalls(standIn);

const unlock = (password: string, token: string) => call('/api/auth/Unlock', { password }, token);
const signIn = (password: string) => call('/api/Auth/Login', { Username: 'agent01', password, accountType: 2, authorCode: '000000' });

describe('unlocking a locked portal (stand-in)', () => {
  it('opens with the account’s password only; a right one clears the failures before it', async () => {
    const token = await session('agent01');
    expect(await unlock('Agent@2026', token)).toMatchObject({ code: 200, data: true });
    expect((await unlock('agent@2026', token)).msg).toBe('密码错误，还可尝试4次');
    expect((await unlock('', token)).msg).toBe('密码错误，还可尝试3次');
    expect((await unlock('Agent@2026', token)).code).toBe(200);
    expect((await unlock('wrong', token)).msg).toBe('密码错误，还可尝试4次');
    // Another account's password does not open it.
    expect((await unlock('Staff@2026', token)).msg).toBe('密码错误，还可尝试3次');
  });

  it('ends the session at the fifth wrong password: the answer and every later call say 403', async () => {
    const token = await session('agent01');
    for (let left = 4; left >= 1; left -= 1) expect((await unlock('wrong', token)).msg).toBe(`密码错误，还可尝试${left}次`);
    const fifth = await unlock('wrong', token);
    expect([fifth.status, fifth.code, fifth.msg]).toEqual([403, 403, '密码错误次数过多，请重新登录']);
    expect((await call('/api/account/AccountInfo', undefined, token)).code).toBe(403);
    // Another session of the account lives on.
    expect((await call('/api/account/AccountInfo', undefined, await session('agent01'))).code).toBe(200);
  });

  it('counts its failures with the sign-in’s: three of them bring in the slider at the next sign-in', async () => {
    const token = await session('agent01');
    for (let tries = 0; tries < 3; tries += 1) await unlock('wrong', token);
    expect((await signIn('Agent@2026')).msg).toBe(CAPTCHA_REQUIRED);
  });

  it('compares no password from a client past the sign-in limit', async () => {
    const token = await session('agent01');
    const ctx = standIn().ctx;
    const insert = ctx.db.prepare('INSERT INTO login_failures (account, client, failed_at) VALUES (?, ?, ?)');
    // The test's calls come from loopback: the failures of that client.
    for (let index = 0; index < CLIENT_FAILURE_LIMIT; index += 1) insert.run(`guess${index}`, '127.0.0.1', ctx.now());
    expect((await unlock('Agent@2026', token)).msg).toBe('操作过于频繁，请稍后再试');
  });
});
