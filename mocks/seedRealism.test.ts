import { beforeEach, describe, expect, it } from 'vitest';
import type { Contract, ContractText } from '../src/contracts/contracts.ts';
import type { PagedAnswer } from '../src/contracts/list.ts';
import { PROVIDER } from '../src/contracts/provider.ts';
import { standInCalls } from './testing/calls.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';

// The seed is what a first look at the portal shows: it must read like an agent's real data.
const standIn = freshStandInPerTest('seed-realism-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

describe('seed data', () => {
  it('no customer registered after its service expired', () => {
    const wrong = standIn().ctx.db.prepare('SELECT COUNT(*) AS n FROM customers WHERE created_at >= expire_at').get() as { n: number };
    expect(wrong.n).toBe(0);
  });

  it('a contract names the provider as on its bank details and invoices, and no clause repeats', async () => {
    const [contract] = (await callAs<PagedAnswer<Contract>>('agent01', '/api/contract/List', {})).data.list;
    const { text } = (await callAs<ContractText>('agent01', `/api/contract/Text?id=${contract.id}`)).data;
    expect(text).toContain(`甲方：${PROVIDER.name}`);
    const clauses = text.split('\n\n').filter((line) => /^第\d+条 /.test(line)).map((line) => line.replace(/^第\d+条 /, ''));
    expect(clauses.length).toBeGreaterThanOrEqual(10);
    expect(new Set(clauses).size).toBe(clauses.length);
  });

  it('a notice about a year’s 春节 is published before that 春节, not after it', () => {
    const notices = standIn().ctx.db.prepare('SELECT title, published_at FROM notices').all() as { title: string; published_at: number }[];
    const festive = notices.filter((notice) => /\d{4}年春节/.test(notice.title));
    expect(festive.length).toBeGreaterThan(0);
    for (const notice of festive) {
      const year = Number(/(\d{4})年春节/.exec(notice.title)![1]);
      const published = new Date(notice.published_at + 8 * 3600_000);
      expect(published.getUTCFullYear() < year || (published.getUTCFullYear() === year && published.getUTCMonth() < 1), notice.title).toBe(true);
    }
  });

  it('signatures, SMS apps, shops and Word formats carry their customer’s short name, not a number or a cut word', () => {
    const named = [['sms_signs', 'name'], ['sms_apps', 'name'], ['value_added_services', 'shop_name'], ['word_formats', 'format_name']] as const;
    const { db } = standIn().ctx;
    for (const [table, column] of named) {
      const names = (db.prepare(`SELECT DISTINCT ${column} AS name FROM ${table} WHERE ${column} != ''`).all() as { name: string }[]).map((row) => row.name);
      expect(names.length, `${table}.${column}`).toBeGreaterThan(0);
      for (const name of names) expect(name, `${table}.${column}`).not.toMatch(/\d|有限(?!公司)|^客户签名/);
    }
  });

  it('every seeded person is named like a person (no 联系人4)', () => {
    const personColumns = [
      ['agents', 'contact'], ['accounts', 'name'], ['customers', 'contact'], ['hardware_orders', 'receiver'], ['aiuu_promoters', 'name'],
      ['customer_tracks', 'staff_name'], ['customer_renewals', 'operator'], ['invoice_addresses', 'receiver'], ['sms_sends', 'sender'],
      ['transfers', 'operator'], ['tiktok_import_batches', 'operator'], ['value_added_records', 'operator'],
    ] as const;
    const { db } = standIn().ctx;
    for (const [table, column] of personColumns) {
      const names = (db.prepare(`SELECT DISTINCT ${column} AS name FROM ${table}`).all() as { name: string }[]).map((row) => row.name);
      expect(names.length, `${table}.${column}`).toBeGreaterThan(0);
      for (const name of names) expect(name, `${table}.${column}`).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(names.filter((name) => /^(联系人|用户|员工|客户|测试)/.test(name)), `${table}.${column}`).toEqual([]);
    }
  });
});
