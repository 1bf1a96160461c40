import { describe, expect, it } from 'vitest';
import { serviceNames } from './standIn.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';
import { TEXT_COLLATOR } from './textOrder.ts';
import { openDb } from './db.ts';
import type { StandInContext } from './module.ts';
import { pagedList } from './pagedList.ts';

/**
 * Chinese names sort by pinyin in every list: each paged list of the stand-in (found among its declared
 * routes by the refusal of an unknown sort field) is sorted by each of its fields that holds Chinese text,
 * both ways, and answers its page in the collator's order.
 */

const standIn = freshStandInPerTest('text-order-test-');
const CJK = /[\u3400-\u9fff]/;
const PROBE = 'noSuchField';

interface Reply {
  code: number;
  msg: string;
  data: { list?: Array<Record<string, unknown>> } | null;
}

async function post(service: (typeof serviceNames)[number], path: string, token: string, body: object): Promise<Reply> {
  const response = await fetch(`${standIn().urls[service]}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await response.json().catch(() => ({ code: response.status, msg: '', data: null }))) as Reply;
}

const inOrder = (values: string[]) => values.every((value, index) => index === 0 || TEXT_COLLATOR.compare(values[index - 1], value) <= 0);

describe('text order', () => {
  it('the helper sorts Chinese text by pinyin, paged in SQL', () => {
    const db = openDb(':memory:');
    db.exec('CREATE TABLE cities (id INTEGER PRIMARY KEY, name TEXT)');
    for (const name of ['上海', '金华', '衢州', '杭州', '安吉', null]) db.prepare('INSERT INTO cities (name) VALUES (?)').run(name);
    const ctx = { db } as unknown as StandInContext;
    const spec = { from: 'cities c', scope: { sql: '1 = 1', params: [] }, sortable: { name: 'c.name' }, defaultOrder: 'c.id', toItem: (row: { name: string | null }) => row.name };
    const names = (body: object) => pagedList(ctx, spec, body).list;
    expect(names({ sortField: 'name', sortOrder: 'asc' })).toEqual([null, '安吉', '杭州', '金华', '衢州', '上海']);
    expect(names({ sortField: 'name', sortOrder: 'desc', pageIndex: 2, pageSize: 2 })).toEqual(['金华', '杭州']);
  });

  it('every stand-in list sorted by a Chinese text field answers it in pinyin order', { timeout: 60_000 }, async () => {
    const { token } = ((await post('api', '/api/__dev/session', '', { account: 'agent01' })).data as unknown as { token: string });
    const checked: string[] = [];
    for (const service of serviceNames) {
      const lists = standIn()
        .declared(service)
        .filter((route) => route.method === 'post' && /(list|page)$/i.test(route.path) && !route.path.includes('__dev'));
      for (const route of lists) {
        const probe = await post(service, route.path, token, { pageSize: 100, sortField: PROBE, sortOrder: 'asc' });
        if (probe.msg !== `不支持按 ${PROBE} 排序`) continue;
        const rows = (await post(service, route.path, token, { pageSize: 100 })).data?.list ?? [];
        const fields = Object.keys(rows[0] ?? {});
        // Every sort the list offers answers (numbers, dates and counted columns included).
        for (const field of fields) {
          const reply = await post(service, route.path, token, { pageSize: 10, sortField: field, sortOrder: 'desc' });
          if (reply.code !== 200) expect(reply.msg, `${route.path} by ${field}`).toBe(`不支持按 ${field} 排序`);
        }
        const textFields = fields.filter((field) => rows.some((row) => typeof row[field] === 'string' && CJK.test(row[field] as string)));
        for (const field of textFields) {
          for (const order of ['asc', 'desc'] as const) {
            const reply = await post(service, route.path, token, { pageSize: 100, sortField: field, sortOrder: order });
            if (reply.code !== 200) {
              expect(reply.msg, `${route.path} ${field}`).toBe(`不支持按 ${field} 排序`);
              break;
            }
            const values = (reply.data?.list ?? []).map((row) => String(row[field] ?? ''));
            expect(inOrder(order === 'asc' ? values : [...values].reverse()), `${route.path} by ${field} ${order}: ${values.slice(0, 8).join(' ')}`).toBe(true);
            if (order === 'asc') checked.push(`${route.path} ${field}`);
          }
        }
      }
    }
    console.info(`pinyin order checked: ${checked.join(', ')}`);
    // The customer list's 客户名称 and the account list's 姓名 are among them.
    expect(checked).toEqual(expect.arrayContaining(['/api/user/UserPageList name', '/api/account/ChildAccountPageList name']));
  });
});
