import { describe, expect, it } from 'vitest';
import type { SmsApp, SmsSign, SmsTemplate } from '../../../src/contracts/sms.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('sms-lookups-test-');
const { call, session } = standInCalls(standIn);
const db = () => standIn().ctx.db;
const firstOf = <T>(sql: string, ...params: unknown[]) => db().prepare(sql).get(...params) as T;

describe('SMS lookups (stand-in)', () => {
  it('reads one app, signature or template by id, only the caller’s own and only under its own route', async () => {
    const agent = await session('agent01');
    const other = await session('other');
    const app = firstOf<{ id: number; name: string }>('SELECT id, name FROM sms_apps WHERE agent_id = 1 ORDER BY id');
    expect((await call<SmsApp>(`/api/sms/App/Get?id=${app.id}`, undefined, agent)).data.appName).toBe(app.name);
    expect((await call(`/api/sms/App/Get?id=${app.id}`, undefined, other)).msg).toBe('短信应用不存在');

    const own = firstOf<{ id: number; name: string }>('SELECT id, name FROM sms_signs WHERE agent_id = 1 AND user_id IS NULL ORDER BY id');
    const customers = firstOf<{ id: number }>('SELECT id FROM sms_signs WHERE agent_id = 1 AND user_id IS NOT NULL ORDER BY id');
    expect((await call<SmsSign>(`/api/sms/Sign/Get?id=${own.id}`, undefined, agent)).data.signName).toBe(own.name);
    expect((await call(`/api/sms/Sign/Get?id=${customers.id}`, undefined, agent)).msg).toBe('签名不存在');
    expect((await call<SmsSign>(`/api/sms/CloudSign/Get?id=${customers.id}`, undefined, agent)).data.id).toBe(customers.id);
    expect((await call(`/api/sms/Sign/Get?id=${own.id}`, undefined, other)).msg).toBe('签名不存在');

    const template = firstOf<{ id: number; name: string }>('SELECT id, name FROM sms_templates WHERE agent_id = 1 ORDER BY id');
    expect((await call<SmsTemplate>(`/api/sms/Template/Get?id=${template.id}`, undefined, agent)).data.tplName).toBe(template.name);
    expect((await call(`/api/sms/Template/Get?id=${template.id}`, undefined, other)).msg).toBe('模板不存在');
  });

  it('offers every approved signature and template, not the first page of them', async () => {
    const agent = await session('agent01');
    const sign = db().prepare(
      "INSERT INTO sms_signs (agent_id, user_id, name, scene, source, remark, status, effective_name, created_at) VALUES (1, NULL, ?, '通用', '企事业单位', '', ?, ?, 0)",
    );
    for (let index = 0; index < 120; index += 1) sign.run(`批量签名${index}`, '审核通过', `批量签名${index}`);
    sign.run('待审签名', '审核中', null);
    const signs = (await call<SmsSign[]>('/api/sms/Sign/Approved', undefined, agent)).data;
    expect(signs.length).toBeGreaterThan(120);
    expect(signs.every((row) => row.effectiveName !== null && row.userId === null)).toBe(true);
    expect(signs.map((row) => row.signName)).not.toContain('待审签名');

    const signId = signs[0].id;
    const template = db().prepare("INSERT INTO sms_templates (agent_id, name, code, kind, content, sign_id, status, effective_content, created_at) VALUES (1, ?, ?, '通知', '内容', ?, ?, ?, 0)");
    for (let index = 0; index < 110; index += 1) template.run(`批量模板${index}`, `SMS_TEST_${index}`, signId, '审核通过', '内容');
    template.run('待审模板', 'SMS_TEST_WAITING', signId, '审核中', null);
    const templates = (await call<SmsTemplate[]>('/api/sms/Template/Approved', undefined, agent)).data;
    expect(templates.length).toBeGreaterThan(110);
    expect(templates.map((row) => row.tplName)).not.toContain('待审模板');
  });

  it("offers a cloud customer's approved signatures only for a cloud customer the caller sees", async () => {
    const agent = await session('agent01');
    const other = await session('other');
    const { user_id: userId } = firstOf<{ user_id: number }>("SELECT user_id FROM sms_signs WHERE agent_id = 1 AND user_id IS NOT NULL AND effective_name IS NOT NULL ORDER BY id");
    const signs = (await call<SmsSign[]>(`/api/sms/CloudSign/Approved?userId=${userId}`, undefined, agent)).data;
    expect(signs.length).toBeGreaterThan(0);
    expect(signs.every((row) => row.userId === userId)).toBe(true);
    expect((await call(`/api/sms/CloudSign/Approved?userId=${userId}`, undefined, other)).msg).toBe('云短信客户不存在');
    expect((await call('/api/sms/CloudSign/Approved', undefined, agent)).msg).toBe('云短信客户不存在');
  });
});
