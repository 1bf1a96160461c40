import type { StandInContext, StandInModule } from '../../module.ts';

/**
 * The products a prospect may try (docs/product.md#fields): CRM, FZERP and QianFang with their versions,
 * the server regions each version can be opened in, and host prefixes no one may register.
 */
const schema = `
CREATE TABLE IF NOT EXISTS catalog_products (
  id INTEGER PRIMARY KEY,
  product_type TEXT NOT NULL UNIQUE,
  product_name TEXT NOT NULL,
  schema_type INTEGER NOT NULL,
  trial_days INTEGER NOT NULL,
  login_domain TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS catalog_versions (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  version_name TEXT NOT NULL,
  -- The 账套 a service of this version includes (more are bought: 增加账套).
  dbsets INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS catalog_regions (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES catalog_products(id),
  -- NULL: open to every version of the product.
  version_id INTEGER REFERENCES catalog_versions(id),
  display_name TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS reserved_hosts (
  host TEXT PRIMARY KEY COLLATE NOCASE
);
`;

export interface CatalogProduct {
  id: number;
  productType: string;
  productName: string;
  schemaType: number;
  trialDays: number;
  loginDomain: string;
}

const products = [
  // schemaType 1: one shared database, no host of its own; 0: a schema per customer, reached by host.
  { id: 1, type: 'CRM', name: '云启CRM', schemaType: 1, trialDays: 30, domain: 'crm.yqcloud.example', versions: ['标准版', '专业版', '旗舰版'], dbsets: [1, 2, 3] },
  { id: 2, type: 'FZERP', name: '云启服装ERP', schemaType: 0, trialDays: 15, domain: 'fzerp.yqcloud.example', versions: ['基础版', '连锁版'], dbsets: [1, 3] },
  { id: 3, type: 'QianFang', name: '千方零售', schemaType: 2, trialDays: 15, domain: 'qf.yqcloud.example', versions: ['单店版', '多店版'], dbsets: [1, 3] },
] as const;

const regionsByProduct: Record<string, ReadonlyArray<{ name: string; onlyVersion?: string }>> = {
  CRM: [
    { name: '华东一区（杭州）' },
    { name: '华东二区（上海）' },
    { name: '华南一区（深圳）' },
    { name: '华北一区（北京）', onlyVersion: '旗舰版' },
  ],
  FZERP: [{ name: '华东一区（杭州）' }, { name: '华南一区（深圳）' }],
  QianFang: [{ name: '华东二区（上海）' }, { name: '华北一区（北京）', onlyVersion: '多店版' }],
};

/** Prefixes kept for the provider's own sites; customers' hosts are taken by their rows. */
const reservedHosts = ['www', 'admin', 'api', 'mail', 'demo', 'test', 'crm', 'erp', 'fzerp', 'qianfang', 'shop', 'help'];

function seed(ctx: StandInContext): void {
  const insertProduct = ctx.db.prepare(
    'INSERT INTO catalog_products (id, product_type, product_name, schema_type, trial_days, login_domain, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertVersion = ctx.db.prepare('INSERT INTO catalog_versions (product_id, version_name, dbsets, sort) VALUES (?, ?, ?, ?)');
  const insertRegion = ctx.db.prepare('INSERT INTO catalog_regions (product_id, version_id, display_name, sort) VALUES (?, ?, ?, ?)');
  products.forEach((product, index) => {
    insertProduct.run(product.id, product.type, product.name, product.schemaType, product.trialDays, product.domain, index);
    const versionIds = new Map(
      product.versions.map((name, sort) => [name, Number(insertVersion.run(product.id, name, product.dbsets[sort], sort).lastInsertRowid)]),
    );
    regionsByProduct[product.type].forEach((region, sort) => {
      const onlyVersion = region.onlyVersion ? versionIds.get(region.onlyVersion as (typeof product.versions)[number]) : null;
      insertRegion.run(product.id, onlyVersion, region.name, sort);
    });
  });
  const insertHost = ctx.db.prepare('INSERT INTO reserved_hosts (host) VALUES (?)');
  reservedHosts.forEach((host) => insertHost.run(host));
}

export function listProducts(ctx: StandInContext): CatalogProduct[] {
  return ctx.db
    .prepare(
      `SELECT id, product_type AS productType, product_name AS productName, schema_type AS schemaType,
              trial_days AS trialDays, login_domain AS loginDomain
       FROM catalog_products ORDER BY sort`,
    )
    .all() as CatalogProduct[];
}

export function productById(ctx: StandInContext, id: number): CatalogProduct | undefined {
  return listProducts(ctx).find((product) => product.id === id);
}

export function listVersions(ctx: StandInContext, productId: number): Array<{ id: number; versonName: string }> {
  return ctx.db
    .prepare('SELECT id, version_name AS versonName FROM catalog_versions WHERE product_id = ? ORDER BY sort')
    .all(productId) as Array<{ id: number; versonName: string }>;
}

/** The regions a version can be opened in, each shown by its display name. */
export function listRegions(ctx: StandInContext, productId: number, versionId: number): Array<{ id: number; agentDisplayName: string }> {
  return ctx.db
    .prepare(
      `SELECT r.id, r.display_name AS agentDisplayName FROM catalog_regions r
       JOIN catalog_versions v ON v.id = ? AND v.product_id = r.product_id
       WHERE r.product_id = ? AND (r.version_id IS NULL OR r.version_id = v.id) ORDER BY r.sort`,
    )
    .all(versionId, productId) as Array<{ id: number; agentDisplayName: string }>;
}

export const catalogModule: StandInModule = { name: 'catalog', schema, seed };
