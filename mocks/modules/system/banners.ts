import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { bannerManageRoutes, bannerPicUrl, type BannerRow } from './bannerManage.ts';

const schema = `
CREATE TABLE IF NOT EXISTS banners (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  colour TEXT NOT NULL,
  url TEXT NOT NULL,
  system_identity INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  image_id TEXT REFERENCES images(id),
  listed INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL DEFAULT 0
);
`;

const seedBanners = [
  ['云上经营，一站管理', '客户、服务、订单与发票，代理商的全部日常在一个后台完成', '#2f9e44', 'https://www.example.com/news/1'],
  ['AI 视频助手上线', '为客户开通 AI 视频服务，推广即得结算收益', '#8d5a2b', 'https://www.example.com/news/2'],
  ['大文件断点续传', '数据库备份断网也不怕，恢复网络后自动继续上传', '#e8a317', 'https://www.example.com/news/3'],
  ['短信服务年终特惠', '短信套餐限时优惠，充值即送额外条数', '#1b7a3a', 'https://www.example.com/news/4'],
  ['二级代理成长计划', '发展下级代理，共享渠道收益', '#6b4423', 'https://www.example.com/news/5'],
  ['服务维护新版本', '数据库套账维护更快更稳', '#2b8a3e', 'https://www.example.com/news/6'],
] as const;

function seed({ db }: StandInContext, calendar: SeedCalendar): void {
  // Updated an hour apart, nineteen days before the seed.
  const updated = calendar.day(-19, 10);
  const insert = db.prepare(
    'INSERT INTO banners (id, title, subtitle, colour, url, system_identity, sort, listed, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?)',
  );
  // Five are 上架 (what the login page shows), the sixth waits 下架.
  seedBanners.forEach(([title, subtitle, colour, url], index) =>
    insert.run(index + 1, title, subtitle, colour, url, index + 1, index < 5 ? 1 : 0, updated + index * 3_600_000),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A banner picture drawn on the fly, so the login carousel shows real images. */
function bannerSvg(title: string, subtitle: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1d2b1f"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/>
<circle cx="820" cy="120" r="160" fill="#ffffff" opacity="0.08"/><circle cx="120" cy="480" r="120" fill="#ffffff" opacity="0.06"/>
<text x="80" y="250" font-size="56" font-family="sans-serif" fill="#ffffff" font-weight="700">${escapeXml(title)}</text>
<text x="80" y="320" font-size="28" font-family="sans-serif" fill="#ffffff" opacity="0.85">${escapeXml(subtitle)}</text>
</svg>`;
}

export const bannersModule: StandInModule = {
  name: 'banners',
  schema,
  seed,
  routes({ api }, ctx) {
    api.get(
      '/api/banner/LoginBannerList',
      ({ query }) => {
        const number = Math.min(Math.max(Number.parseInt(query.number ?? '5', 10) || 5, 1), 20);
        const identity = Number.parseInt(query.systemIdentity ?? '1', 10) || 1;
        const rows = ctx.db
          .prepare('SELECT id, url, image_id FROM banners WHERE system_identity = ? AND listed = 1 ORDER BY sort, id LIMIT ?')
          .all(identity, number) as Pick<BannerRow, 'id' | 'url' | 'image_id'>[];
        return rows.map((row) => ({ id: row.id, picUrl: bannerPicUrl(row), url: row.url }));
      },
      { public: true },
    );

    api.get(
      '/api/banner/image/:file',
      ({ c }) => {
        const id = Number.parseInt(c.req.param('file') ?? '', 10);
        const row = ctx.db.prepare('SELECT title, subtitle, colour FROM banners WHERE id = ?').get(id) as
          | { title: string; subtitle: string; colour: string }
          | undefined;
        if (!row) return c.json({ code: 404, msg: '图片不存在', data: null }, 404);
        return c.body(bannerSvg(row.title, row.subtitle, row.colour), 200, {
          'content-type': 'image/svg+xml; charset=utf-8',
          'cache-control': 'public, max-age=3600',
        });
      },
      { public: true },
    );

    bannerManageRoutes(api, ctx);
  },
};
