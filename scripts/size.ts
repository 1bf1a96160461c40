import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// `npm run size`: the gzipped size of every emitted JS/CSS chunk, then what each route loads
// before it is interactive (the entry, the route's page chunk and everything they import statically).
const outDir = process.argv[2] ?? 'dist';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipCache = new Map<string, number>();
const gzipped = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return gzipCache.get(file)!;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Budgets in gzipped KB of JS: login and the public pages ≤ 200; the shell and the first list screen a little over what they
 * load now, so what they gain shows (docs/architecture.md#sizes). */
const routes: Array<{ name: string; modules: string[]; budgetKb: number }> = [
  { name: '/login', modules: ['src/features/login/LoginPage.tsx'], budgetKb: 200 },
  { name: '/register', modules: ['src/features/register/RegisterPage.tsx'], budgetKb: 200 },
  { name: '/promotedAiUUH5Page', modules: ['src/features/gift/PromotedAiUUH5Page.tsx', 'src/features/gift/GiftPage.tsx'], budgetKb: 200 },
  { name: '/aiUUInternalPromotionH5Page', modules: ['src/features/gift/AiUUInternalPromotionH5Page.tsx', 'src/features/gift/GiftPage.tsx'], budgetKb: 200 },
  { name: '/aiUUBuyCardToGiveAway', modules: ['src/features/gift/AiUUBuyCardToGiveAway.tsx', 'src/features/gift/GiftPage.tsx'], budgetKb: 200 },
  { name: 'shell after login (before any screen)', modules: ['src/shell/ProtectedRoutes.tsx'], budgetKb: 230 },
  { name: 'first list screen (DataTable)', modules: ['src/features/customers/CustomerListPage.tsx'], budgetKb: 360 },
];

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'))!;

console.log(`Emitted chunks (${outDir}, gzip -9):`);
const assets = readdirSync(join(outDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
const rows = assets.map((file) => ({ file: `assets/${file}`, size: gzipped(`assets/${file}`) })).sort((a, b) => b.size - a.size);
for (const row of rows) console.log(`  ${kb(row.size).padStart(10)}  ${row.file}`);
const total = (ext: string) => rows.filter((row) => row.file.endsWith(ext)).reduce((sum, row) => sum + row.size, 0);
console.log(`  ${kb(total('.js')).padStart(10)}  all JS   ${kb(total('.css')).padStart(10)}  all CSS`);

console.log('\nWhat each route loads before it is interactive (entry + page chunk + static imports):');
let over = false;
for (const route of routes) {
  const present = route.modules.filter((key) => manifest[key]);
  if (present.length === 0) {
    console.log(`  ${'—'.padStart(10)}  ${route.name} (not built)`);
    continue;
  }
  const chunks = closure([entry, ...present]);
  const js = [...chunks].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key].css ?? []))].reduce((sum, file) => sum + gzipped(file), 0);
  const ok = js <= route.budgetKb * 1024;
  over ||= !ok;
  console.log(`  ${kb(js).padStart(10)} JS ${kb(css).padStart(9)} CSS  ${ok ? '✓' : '✗'} budget ${route.budgetKb} KB JS  ${route.name}`);
}

// Every other logged-in screen is held to the list-screen budget; the heaviest are named.
const LIST_SCREEN_BUDGET_KB = 600;
const named = new Set(routes.flatMap((route) => route.modules));
const screens = Object.keys(manifest)
  .filter((key) => /^src\/features\/(?!gift|login|register|legal|errors).*Page\.tsx$/.test(key) && !named.has(key))
  .map((key) => ({ key, js: [...closure([entry, key])].reduce((sum, chunk) => sum + gzipped(manifest[chunk].file), 0) }))
  .sort((a, b) => b.js - a.js);
const overScreens = screens.filter((screen) => screen.js > LIST_SCREEN_BUDGET_KB * 1024);
over ||= overScreens.length > 0;
console.log(`\nEvery other screen (${screens.length}), budget ${LIST_SCREEN_BUDGET_KB} KB JS each; the heaviest:`);
for (const screen of screens.slice(0, 5)) {
  console.log(`  ${kb(screen.js).padStart(10)} JS  ${screen.js > LIST_SCREEN_BUDGET_KB * 1024 ? '✗' : '✓'}  ${screen.key.replace(/^src\/features\//, '')}`);
}
for (const screen of overScreens.slice(5)) console.log(`  ${kb(screen.js).padStart(10)} JS  ✗  ${screen.key}`);
if (over && process.argv.includes('--check')) process.exit(1);
