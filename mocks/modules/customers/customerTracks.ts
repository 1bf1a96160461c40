import type { CustomerTrack, CustomerTrackThread, TrackWay } from '../../../src/contracts/customerRecords.ts';
import { TRACK_WAYS } from '../../../src/contracts/customerRecords.ts';
import { chinaDay } from '../../../src/rules/calendar.ts';
import { nextTimeProblem, trackContentProblem } from '../../../src/rules/customerRecords.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import { pagedList, pagedListFor, readListRequest, type PagedListSpec } from '../../pagedList.ts';
import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import { accountName, customerScope } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { findCustomer } from '../../domain/customers/customerList.ts';
import { button, signedIn } from '../../guards.ts';

// 客户跟踪 of the customer-records module: the follow-ups of the agent network's customers.

export const NOT_TRACK_AUTHOR = '只能编辑自己的跟进记录';

export const positiveId = (value: unknown, name: string): number => {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestError(`参数 ${name} 应为正整数`);
  return id;
};

interface TrackRow {
  id: number; customer_id: number; account_id: number | null; staff_name: string; track_way: TrackWay; content: string;
  track_time: number; next_time: string | null; user_name: string; contact: string;
}
const TRACK_SELECT = 't.*, c.name AS user_name, c.contact AS contact';
const toTrack = (accountId: number) => (row: TrackRow): CustomerTrack => ({
  id: row.id, userId: row.customer_id, userName: row.user_name, contact: row.contact, trackWay: row.track_way, content: row.content,
  trackTime: row.track_time, nextTime: row.next_time, staffName: row.staff_name, mine: row.account_id === accountId,
});

/** 客户跟踪: filters userId and trackWay, and `pending` (下次跟踪 today or later). */
function trackList(ctx: StandInContext, accountId: number, body: unknown) {
  const request = readListRequest(body);
  const { pending, ...filters } = request.filters ?? {};
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  if (pending) {
    scope.sql += ' AND t.next_time >= ?';
    scope.params.push(chinaDay(ctx.now()));
  }
  const spec: PagedListSpec<TrackRow, CustomerTrack> = pagedListFor(customersScreens.customerTrack.list, {
    from: 'customer_tracks t JOIN customers c ON c.id = t.customer_id', select: TRACK_SELECT, scope,
    sortable: { trackTime: 't.track_time', nextTime: 't.next_time' },
    filterable: { userId: 't.customer_id', trackWay: 't.track_way' },
    keyword: ['c.name', 'c.contact', 't.content', 't.staff_name'], dateColumn: 't.track_time', defaultOrder: 't.track_time DESC, t.id DESC',
    toItem: toTrack(accountId),
  });
  return pagedList(ctx, spec, { ...request, filters });
}

function findTrack(ctx: StandInContext, accountId: number, id: unknown): TrackRow {
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const row = ctx.db
    .prepare(`SELECT ${TRACK_SELECT} FROM customer_tracks t JOIN customers c ON c.id = t.customer_id WHERE t.id = ? AND ${scope.sql}`)
    .get(positiveId(id, 'id'), ...scope.params) as TrackRow | undefined;
  if (!row) throw new BusinessError('跟进记录不存在');
  return row;
}

function trackThread(ctx: StandInContext, accountId: number, id: string | undefined): CustomerTrackThread {
  const track = findTrack(ctx, accountId, id);
  const customer = findCustomer(ctx, accountId, String(track.customer_id));
  const rows = ctx.db
    .prepare(`SELECT ${TRACK_SELECT} FROM customer_tracks t JOIN customers c ON c.id = t.customer_id WHERE t.customer_id = ? ORDER BY t.track_time DESC, t.id DESC`)
    .all(customer.id) as TrackRow[];
  return { customer: { id: customer.id, name: customer.name, contact: customer.contact, phone: customer.phone }, tracks: rows.map(toTrack(accountId)) };
}

/** Adds a follow-up (no id) or changes the caller's own (with id). */
function saveTrack(ctx: StandInContext, accountId: number, body: unknown, existing: boolean): CustomerTrack {
  const form = requireFields(body, { id: existing ? 'number' : 'number?', userId: 'number', trackWay: 'string', content: 'string', nextTime: 'string?' });
  if (!(TRACK_WAYS as readonly string[]).includes(form.trackWay)) throw new BadRequestError(`跟踪方式应为 ${TRACK_WAYS.join(' / ')}`);
  const problem = trackContentProblem(form.content) ?? nextTimeProblem(form.nextTime, chinaDay(ctx.now()));
  if (problem) throw new BusinessError(problem);
  const customer = findCustomer(ctx, accountId, String(form.userId));
  const next = form.nextTime || null;
  let id: number;
  if (existing) {
    const track = findTrack(ctx, accountId, form.id);
    if (track.account_id !== accountId) throw new BusinessError(NOT_TRACK_AUTHOR);
    ctx.db.prepare('UPDATE customer_tracks SET customer_id = ?, track_way = ?, content = ?, next_time = ? WHERE id = ?').run(customer.id, form.trackWay, form.content.trim(), next, track.id);
    id = track.id;
  } else {
    const name = accountName(ctx, accountId);
    const result = ctx.db
      .prepare('INSERT INTO customer_tracks (customer_id, account_id, staff_name, track_way, content, track_time, next_time) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(customer.id, accountId, name, form.trackWay, form.content.trim(), ctx.now(), next);
    id = Number(result.lastInsertRowid);
  }
  return toTrack(accountId)(findTrack(ctx, accountId, id));
}

/** The follow-up calls (khgz: staff may add, only the main account deletes; only the author edits). */
export function trackRoutes(api: Service, ctx: StandInContext): void {
  api.post('/api/CustomerTrack/PageList', ({ accountId, body }) => trackList(ctx, accountId, body), { guard: signedIn });
  api.get('/api/CustomerTrack/Thread', ({ accountId, query }) => trackThread(ctx, accountId, query.id), { guard: signedIn });
  api.post('/api/CustomerTrack/Add', ({ accountId, body }) => saveTrack(ctx, accountId, body, false), { guard: button(customersScreens.customerTrackDetail, 'add') });
  api.post('/api/CustomerTrack/Update', ({ accountId, body }) => saveTrack(ctx, accountId, body, true), { guard: button(customersScreens.customerTrackDetail, 'add') });
  api.post('/api/CustomerTrack/Delete', ({ accountId, body }) => {
    const { id } = requireFields(body, { id: 'number' });
    ctx.db.prepare('DELETE FROM customer_tracks WHERE id = ?').run(findTrack(ctx, accountId, id).id);
    return true;
  }, { guard: button(customersScreens.customerTrackDetail, 'del') });
}
