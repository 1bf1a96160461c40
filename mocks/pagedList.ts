import type { ListRequest, PagedAnswer } from '../src/contracts/list.ts';
import type { ListDeclaration, SortName, SpecFilterName } from '../src/contracts/screens/screen.ts';
import { BadRequestError, BusinessError } from './errors.ts';
import type { StandInContext } from './module.ts';
import { textOrderTerm, withTextOrder } from './textOrder.ts';
import { requireFields } from './validate.ts';

export const MAX_PAGE_SIZE = 100;
/** Far beyond any real list: a larger page index is answered as this one (an empty page), never as an overflow. */
export const MAX_PAGE_INDEX = 100_000;
export const MAX_KEYWORD_LENGTH = 100;
/** Dates are shown in China's time zone: a day filter runs from its local midnight. (docs/product.md#limits) */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** SQL with its parameters, always bound, never spliced. */
export interface Clause {
  sql: string;
  params: Array<string | number>;
}

/**
 * One paged list of the stand-in. Every name the client may send (sort field, filter field) is
 * looked up in the whitelists below as an own property, so crafted names such as `constructor` or
 * `__proto__` are refused like any other unknown name, and only the mapped SQL ever reaches the query.
 */
export interface PagedListSpec<Row, Item> {
  /** FROM clause with its joins, e.g. `customers c JOIN agents g ON g.id = c.agent_id`. */
  from: string;
  /** The rows the caller may see (their agent, their account…). */
  scope: Clause;
  /** Defaults to `*`. */
  select?: string;
  /** Client field → SQL expression it sorts by. */
  sortable?: Record<string, string>;
  /** Client field → SQL expression compared for equality with the chosen value. */
  filterable?: Record<string, string>;
  /** Expressions the keyword is searched in (substring, case as stored). */
  keyword?: readonly string[];
  /** The expression (epoch milliseconds) the date range of the query bar applies to. */
  dateColumn?: string;
  /** ORDER BY when the client sorts nothing; also the tie-breaker after a client sort. */
  defaultOrder: string;
  /** An expression summed over every matching row (a record list's 合计), answered as `sum`. */
  sum?: string;
  /**
   * An expression naming each row once (e.g. `c.id`), for a `select` that costs per row (subqueries): the page is
   * picked by it first, and only its rows are selected. SQLite builds every skipped row of an OFFSET in full.
   */
  pageKey?: string;
  toItem(row: Row): Item;
}

/**
 * The spec of a list a screen declares (src/contracts/screens): its `sortable` and `filterable` keys are exactly
 * the declared sort and filter names (less those its route reads itself), so a name one side knows and the other
 * does not fails to compile.
 */
export type DeclaredListSpec<L extends ListDeclaration, Row, Item> = Omit<PagedListSpec<Row, Item>, 'sortable' | 'filterable'> & {
  sortable: Record<SortName<L>, string>;
  filterable: Record<SpecFilterName<L>, string>;
};

/** The whitelists each declared list's spec was last built with, by endpoint (the declarations test reads them). */
export const declaredListWhitelists = new Map<string, { sort: string[]; filter: string[] }>();

/** A declared list's spec, checked against its declaration's names. */
export function pagedListFor<L extends ListDeclaration, Row, Item>(list: L, spec: DeclaredListSpec<L, Row, Item>): PagedListSpec<Row, Item> {
  declaredListWhitelists.set(list.endpoint, { sort: Object.keys(spec.sortable), filter: Object.keys(spec.filterable) });
  return spec;
}

function pagingNumber(value: number | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1) throw new BadRequestError(`参数 ${name} 应为正整数`);
  return Math.min(value, max);
}

/** 'YYYY-MM-DD' → the epoch milliseconds of that day's start in China (or of the next day's, for an end). */
function dayBound(value: string, name: string, end: boolean): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).getUTCDate() !== Number(match[3])) {
    throw new BadRequestError(`参数 ${name} 应为 YYYY-MM-DD 格式的日期`);
  }
  return time - CHINA_OFFSET_MS + (end ? DAY_MS : 0);
}

export const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The SQL a whitelist maps a client name to, or a 400 naming what is not supported. */
function whitelisted(map: Record<string, string> | undefined, name: string, what: string): string {
  if (!map || !Object.hasOwn(map, name)) throw new BadRequestError(`不支持按 ${name} ${what}`);
  return map[name];
}

/** Reads the list request every list screen sends (paging; docs/product.md#limits) and checks each part. */
export function readListRequest(body: unknown): ListRequest {
  return requireFields(body, {
    pageIndex: 'number?',
    pageSize: 'number?',
    sortField: 'string?',
    sortOrder: 'string?',
    filters: 'object?',
    keyword: 'string?',
    dateFrom: 'string?',
    dateTo: 'string?',
  }) as ListRequest;
}

/** WHERE and ORDER BY of a list request, checked against the spec (text sorts by pinyin: run it through `withTextOrder`). */
function buildQuery<Row, Item>(spec: PagedListSpec<Row, Item>, request: ListRequest) {
  const where = [spec.scope.sql];
  const params: Array<string | number> = [...spec.scope.params];
  for (const [field, value] of Object.entries(request.filters ?? {})) {
    const column = whitelisted(spec.filterable, field, '筛选');
    if (value === null || value === undefined || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new BadRequestError(`筛选条件 ${field} 的值应为文字或数字`);
    }
    where.push(`${column} = ?`);
    params.push(typeof value === 'boolean' ? Number(value) : value);
  }
  const keyword = request.keyword?.trim();
  if (keyword && spec.keyword?.length) {
    if (keyword.length > MAX_KEYWORD_LENGTH) throw new BadRequestError(`关键字最多${MAX_KEYWORD_LENGTH}个字`);
    where.push(`(${spec.keyword.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...spec.keyword.map(() => escapeLike(keyword)));
  }
  if ((request.dateFrom || request.dateTo) && !spec.dateColumn) throw new BadRequestError('该列表不支持按日期筛选');
  if (request.dateFrom) {
    where.push(`${spec.dateColumn} >= ?`);
    params.push(dayBound(request.dateFrom, 'dateFrom', false));
  }
  if (request.dateTo) {
    where.push(`${spec.dateColumn} < ?`);
    params.push(dayBound(request.dateTo, 'dateTo', true));
  }
  let order = spec.defaultOrder;
  if (request.sortField) {
    const column = whitelisted(spec.sortable, request.sortField, '排序');
    if (request.sortOrder !== 'asc' && request.sortOrder !== 'desc') throw new BadRequestError('排序方向应为 asc 或 desc');
    order = `${textOrderTerm(column)} ${request.sortOrder === 'asc' ? 'ASC' : 'DESC'}, ${spec.defaultOrder}`;
  }
  return { where: where.join(' AND '), params, order };
}

/** One page of a list: validated, scoped, sorted, filtered, searched; answers `{total, pageIndex, pageSize, list}`. */
export function pagedList<Row, Item>(ctx: StandInContext, spec: PagedListSpec<Row, Item>, body: unknown): PagedAnswer<Item> & { sum?: number } {
  const request = readListRequest(body);
  const pageIndex = pagingNumber(request.pageIndex, 'pageIndex', 1, MAX_PAGE_INDEX);
  const pageSize = pagingNumber(request.pageSize, 'pageSize', 10, MAX_PAGE_SIZE);
  const { where, params, order } = buildQuery(spec, request);
  const totals = `COUNT(*) AS total${spec.sum ? `, COALESCE(SUM(${spec.sum}), 0) AS sum` : ''}`;
  const { total, sum } = ctx.db.prepare(`SELECT ${totals} FROM ${spec.from} WHERE ${where}`).get(...params) as { total: number; sum?: number };
  const page = spec.pageKey
    ? `SELECT ${spec.select ?? '*'} FROM ${spec.from} WHERE ${spec.pageKey} IN (SELECT ${spec.pageKey} FROM ${spec.from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?) ORDER BY ${order}`
    : `SELECT ${spec.select ?? '*'} FROM ${spec.from} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`;
  const rows = withTextOrder(ctx.db, () => ctx.db.prepare(page).all(...params, pageSize, (pageIndex - 1) * pageSize) as Row[]);
  return { total, pageIndex, pageSize, list: rows.map(spec.toItem), ...(sum === undefined ? {} : { sum }) };
}

/** Aggregates over every row a list request matches (a list's sum footer), e.g. `COALESCE(SUM(x.a), 0) AS a`. */
export function listTotals<Totals>(ctx: StandInContext, spec: PagedListSpec<unknown, unknown>, body: unknown, select: string): Totals {
  const { where, params } = buildQuery(spec, readListRequest(body));
  return ctx.db.prepare(`SELECT ${select} FROM ${spec.from} WHERE ${where}`).get(...params) as Totals;
}

/** A field the client may correct in place, with the check the portal also makes. */
export interface EditableField {
  column: string;
  check(value: string): string | null;
  /** Stored as typed when absent; e.g. trimmed. */
  normalise?(value: string): string;
}

/**
 * Saves one field of one row the caller may see (the table's cell editing, docs/product.md#routes): the field
 * must be an own property of the editable list, the value must pass its check.
 */
export function updateField(
  ctx: StandInContext,
  target: { table: string; alias: string; scope: Clause; editable: Record<string, EditableField> },
  body: unknown,
): number {
  const { id, field, value } = requireFields(body, { id: 'number', field: 'string', value: 'string' });
  if (!Object.hasOwn(target.editable, field)) throw new BadRequestError(`字段 ${field} 不允许修改`);
  const editable = target.editable[field];
  const problem = editable.check(value);
  if (problem) throw new BusinessError(problem);
  const { table, alias, scope } = target;
  const found = ctx.db.prepare(`SELECT ${alias}.id FROM ${table} ${alias} WHERE ${alias}.id = ? AND ${scope.sql}`).get(id, ...scope.params);
  if (!found) throw new BusinessError('记录不存在或无权修改');
  ctx.db.prepare(`UPDATE ${table} SET ${editable.column} = ? WHERE id = ?`).run(editable.normalise?.(value) ?? value, id);
  return id;
}
