import { MAX_LISTED_BANNERS, type Banner, type BannerStatus } from '../../../src/contracts/banners.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { imageUrl, ownsImage } from '../../domain/images/agentImages.ts';
import { mainOnly } from '../../guards.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';

export interface BannerRow {
  id: number;
  url: string;
  sort: number;
  image_id: string | null;
  listed: number;
  updated_at: number;
}

/** An uploaded picture, or the one drawn from the seed's words. */
export const bannerPicUrl = (row: Pick<BannerRow, 'id' | 'image_id'>) =>
  row.image_id ? imageUrl(row.image_id) : `/api/banner/image/${row.id}.svg`;

export function toBanner(row: BannerRow): Banner {
  const status: BannerStatus = row.listed === 1 ? '上架' : '下架';
  return { id: row.id, picUrl: bannerPicUrl(row), imageId: row.image_id, url: row.url, sort: row.sort, status, updatedAt: row.updated_at };
}

/** The login page of this portal (systemIdentity; docs/product.md#calls-and-errors). */
const PORTAL_IDENTITY = 1;
const URL_MAX = 500;
const SORT_MAX = 9999;
export const BANNER_FORBIDDEN = '登录页轮播图由本门户所属代理商的主账号管理';
/**
 * The login page is one page every visitor sees, so its banners are one set with one owner: the agent
 * whose portal this is (the deployment's own agent; A10001 in the stand-in). Other top agents served
 * by the same services have no say over it.
 */
export const LOGIN_PAGE_OWNER = 'A10001';
export const TOO_MANY_LISTED = `最多上架${MAX_LISTED_BANNERS}张轮播图`;

/** The login carousel is the owning agent's: only its main account manages it. */
function requireManager(ctx: StandInContext, accountId: number): void {
  const caller = callerOf(ctx, accountId);
  const agent = ctx.db.prepare('SELECT agent_no FROM agents WHERE id = ?').get(caller.agentId) as { agent_no: string };
  if (!caller.isParent || agent.agent_no !== LOGIN_PAGE_OWNER) throw new BusinessError(BANNER_FORBIDDEN);
}

function bannerRow(ctx: StandInContext, id: number): BannerRow {
  const row = ctx.db.prepare('SELECT * FROM banners WHERE id = ? AND system_identity = ?').get(id, PORTAL_IDENTITY) as BannerRow | undefined;
  if (!row) throw new BusinessError('轮播图不存在');
  return row;
}

const listedCount = (ctx: StandInContext) =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM banners WHERE system_identity = ? AND listed = 1').get(PORTAL_IDENTITY) as { n: number }).n;

function checkUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed.length > URL_MAX) throw new BusinessError(`跳转链接最多${URL_MAX}个字符`);
  if (trimmed !== '' && !/^https?:\/\/[^\s<>"]+$/i.test(trimmed)) throw new BusinessError('跳转链接应以 http:// 或 https:// 开头');
  return trimmed;
}

function saveBanner(ctx: StandInContext, accountId: number, body: unknown): Banner {
  const input = requireFields(body, { id: 'number?', imageId: 'string?', url: 'string', sort: 'number' });
  if (!Number.isInteger(input.sort) || input.sort < 0 || input.sort > SORT_MAX) throw new BusinessError(`排序应为0到${SORT_MAX}的整数`);
  const url = checkUrl(input.url);
  if (input.imageId !== undefined && !ownsImage(ctx, accountId, input.imageId)) throw new BusinessError('图片不存在，请重新上传');
  const now = ctx.now();
  if (input.id === undefined) {
    if (!input.imageId) throw new BusinessError('请上传图片');
    const result = ctx.db
      .prepare(
        `INSERT INTO banners (title, subtitle, colour, url, system_identity, sort, image_id, listed, updated_at)
         VALUES ('', '', '', ?, ?, ?, ?, 0, ?)`,
      )
      .run(url, PORTAL_IDENTITY, input.sort, input.imageId, now);
    return toBanner(bannerRow(ctx, Number(result.lastInsertRowid)));
  }
  const row = bannerRow(ctx, input.id);
  ctx.db
    .prepare('UPDATE banners SET url = ?, sort = ?, image_id = ?, updated_at = ? WHERE id = ?')
    .run(url, input.sort, input.imageId ?? row.image_id, now, row.id);
  return toBanner(bannerRow(ctx, row.id));
}

/** 上移/下移: swaps places with the neighbour in the shown order (sort, then id). */
function moveBanner(ctx: StandInContext, body: unknown): true {
  const { id, direction } = requireFields(body, { id: 'number', direction: 'string' });
  if (direction !== 'up' && direction !== 'down') throw new BadRequestError('参数 direction 应为 up 或 down');
  bannerRow(ctx, id);
  const ordered = ctx.db.prepare('SELECT id, sort FROM banners WHERE system_identity = ? ORDER BY sort, id').all(PORTAL_IDENTITY) as Array<{
    id: number;
    sort: number;
  }>;
  const index = ordered.findIndex((row) => row.id === id);
  const other = ordered[direction === 'up' ? index - 1 : index + 1];
  if (!other) throw new BusinessError(direction === 'up' ? '已经是第一张' : '已经是最后一张');
  // Renumber in the new order so equal sort values cannot keep the two in place.
  [ordered[index], ordered[ordered.indexOf(other)]] = [other, ordered[index]];
  const update = ctx.db.prepare('UPDATE banners SET sort = ? WHERE id = ?');
  ordered.forEach((row, position) => update.run(position + 1, row.id));
  ctx.db.prepare('UPDATE banners SET updated_at = ? WHERE id IN (?, ?)').run(ctx.now(), id, other.id);
  return true;
}

function setStatus(ctx: StandInContext, body: unknown): Banner {
  const { id, status } = requireFields(body, { id: 'number', status: 'string' });
  if (status !== '上架' && status !== '下架') throw new BadRequestError('参数 status 应为 上架 或 下架');
  const row = bannerRow(ctx, id);
  const listed = status === '上架' ? 1 : 0;
  if (listed === 1 && row.listed === 0 && listedCount(ctx) >= MAX_LISTED_BANNERS) throw new BusinessError(TOO_MANY_LISTED);
  ctx.db.prepare('UPDATE banners SET listed = ?, updated_at = ? WHERE id = ?').run(listed, ctx.now(), id);
  return toBanner(bannerRow(ctx, id));
}

export function bannerManageRoutes(api: Service, ctx: StandInContext): void {
  const managed = (handler: (accountId: number, body: unknown) => unknown) => ({ accountId, body }: { accountId: number; body: unknown }) => {
    requireManager(ctx, accountId);
    return handler(accountId, body);
  };
  api.post(
    '/api/banner/ManageList',
    managed((_, body) =>
      pagedList(ctx, pagedListFor(systemScreens.bannerManage.list, {
        from: 'banners b',
        scope: { sql: 'b.system_identity = ?', params: [PORTAL_IDENTITY] },
        sortable: { sort: 'b.sort', updatedAt: 'b.updated_at' },
        filterable: { status: "CASE b.listed WHEN 1 THEN '上架' ELSE '下架' END" },
        keyword: ['b.url'],
        defaultOrder: 'b.sort, b.id',
        toItem: toBanner,
      }), body),
    ), { guard: mainOnly(BANNER_FORBIDDEN) },
  );
  api.post('/api/banner/Save', managed((accountId, body) => saveBanner(ctx, accountId, body)), { guard: mainOnly(BANNER_FORBIDDEN) });
  api.post('/api/banner/Move', managed((_, body) => moveBanner(ctx, body)), { guard: mainOnly(BANNER_FORBIDDEN) });
  api.post('/api/banner/SetStatus', managed((_, body) => setStatus(ctx, body)), { guard: mainOnly(BANNER_FORBIDDEN) });
  api.post(
    '/api/banner/Delete',
    managed((_, body) => {
      const { id } = requireFields(body, { id: 'number' });
      ctx.db.prepare('DELETE FROM banners WHERE id = ?').run(bannerRow(ctx, id).id);
      return true;
    }), { guard: mainOnly(BANNER_FORBIDDEN) },
  );
}
