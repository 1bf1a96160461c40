import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { prePaintScript } from './scripts/prePaintScript.ts';
import { configuredTargets, proxyTable } from './scripts/proxy.ts';
import { allowlistBuildError } from './src/rules/origins.ts';
import { calendarInstants, QUICK_INSTANTS } from './tests/testClock.ts';
import { filesReplacingModules } from './tests/moduleMocks.ts';

const THEME_COLOUR = '#16953f';
const targets = configuredTargets();
/** How long a build's security.txt stays valid (RFC 9116 asks for less than a year). */
const SECURITY_TXT_DAYS = 180;

/**
 * /.well-known/security.txt (RFC 9116), written by each build so its Expires stays ahead of the deployment:
 * SECURITY_CONTACT (a mailto: or https: address) names where vulnerabilities are reported.
 */
function securityTxt(): Plugin {
  return {
    name: 'portal-security-txt',
    apply: 'build',
    generateBundle() {
      const expires = new Date(Date.now() + SECURITY_TXT_DAYS * 24 * 3600 * 1000).toISOString();
      const contact = process.env.SECURITY_CONTACT || 'mailto:security@example.com';
      const text = `Contact: ${contact}\nExpires: ${expires}\nPreferred-Languages: zh, en\n`;
      this.emitFile({ type: 'asset', fileName: '.well-known/security.txt', source: text });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A production build needs a frame/message allowlist; .env.production ships the loopback stand-in's.
  const allowlistError = command === 'build' && mode === 'production' ? allowlistBuildError(loadEnv(mode, process.cwd(), 'VITE_')) : null;
  if (allowlistError) throw new Error(allowlistError);
  return {
    plugins: [
      react(),
      securityTxt(),
      // The last preferences of this browser's account on <html> before the first paint (docs/product.md#preferences).
      prePaintScript('src/ui/preferencesDocument.ts', "applyCachedPreferences(document.documentElement, () => localStorage, matchMedia('(prefers-color-scheme: dark)').matches)"),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'workers',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        // The install dialog's screenshots are not part of the app: not precached.
        injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'], globIgnores: ['screenshots/**'], maximumFileSizeToCacheInBytes: 4 * 1024 * 1024 },
        manifest: {
          id: '/',
          name: '代理商后台',
          short_name: '代理商后台',
          description: '客户、服务、订单、发票、短信与下级代理的一站式管理',
          lang: 'zh-CN',
          start_url: '/homePage',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: THEME_COLOUR,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          // The install dialog's pictures: the login page as a desktop and as a phone shows it.
          screenshots: [
            { src: '/screenshots/login-wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide', label: '代理商后台登录页' },
            { src: '/screenshots/login-narrow.png', sizes: '540x960', type: 'image/png', form_factor: 'narrow', label: '代理商后台登录页（手机）' },
          ],
          shortcuts: [
            { name: '客户信息管理', url: '/customerInformationManage', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
            { name: '上传中心', url: '/homePage?uploadCentre=open', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
            { name: '服务订单', url: '/serviceOrder', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
          ],
        },
      }),
    ],
    // The dev server proxies to real hosts only when they are configured; scripts/portal.ts sets the stand-in's.
    server: targets ? { proxy: proxyTable(targets) } : {},
    // The manifest lets `npm run size` follow what each route loads.
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600, manifest: true },
    test: {
      // Stand-in tests reseed a database before each test; on a busy two-core machine that alone can take seconds.
      testTimeout: 20_000,
      hookTimeout: 30_000,
      // Worker threads start and import faster than forked processes: about a third off the run.
      pool: 'threads',
      // One per core: vitest's default of cores − 1 leaves one of two cores idle (3:34 → 2:25 here).
      maxWorkers: availableParallelism(),
      // One shelf of seeded stand-in worlds for the run (tests/seedShelf.ts).
      globalSetup: ['tests/seedShelf.ts'],
      projects: [
        ...nodeProjects([
        { name: 'node', roots: ['machines', 'mocks', 'scripts', 'src', 'eslint', 'tests'], files: 'unit' },
        { name: 'model', roots: ['machines'], files: 'model' },
        // The stand-in's, rules' and machines' tests again at two instants that break date code, unless the run
        // pretends an instant itself (scripts/testCalendar.ts runs every test at every instant).
        ...(process.env.TEST_CLOCK ? [] : calendarInstants().slice(0, QUICK_INSTANTS)).map(({ name, at }) => ({
          name: `at ${name}`,
          roots: ['mocks', 'machines', 'src/rules'],
          files: 'all' as const,
          env: { TEST_CLOCK: new Date(at).toISOString() },
        })),
        ]),
        ...sharedGraphProjects({ name: 'dom', roots: ['src'], suffix: '.test.tsx', test: { environment: 'jsdom', setupFiles: ['tests/setup-clock.ts', 'tests/setup-dom.ts'] } }),
      ],
    },
  };
});

interface NodeProject {
  name: string;
  roots: string[];
  /** The machines' model tests, the other `*.test.ts` files, or both. */
  files: 'model' | 'unit' | 'all';
  env?: Record<string, string>;
}

// Test files share their worker's module graph (`isolate: false`): each used to import the stand-in, its modules
// and SQLite again (about two-fifths of a node worker's time), or React, Mantine and a new jsdom document (about
// three-fifths of a jsdom worker's). A file that replaces a module runs in a project of its own with a graph of its
// own (tests/moduleMocks.ts). Read once, and only for a test run (vite build, preview and the dev server load this file too).
const REPLACING_MODULES = process.env.VITEST ? filesReplacingModules(import.meta.dirname, ['machines', 'mocks', 'scripts', 'src', 'eslint', 'tests']) : [];

function nodeProjects(projects: NodeProject[]) {
  return projects.flatMap(({ name, roots, files, env }) =>
    sharedGraphProjects({
      name,
      roots,
      suffix: files === 'model' ? '.model.test.ts' : '.test.ts',
      exclude: files === 'unit' ? ['**/*.model.test.ts'] : [],
      keeps: (file) => files === 'all' || file.endsWith('.model.test.ts') === (files === 'model'),
      test: { environment: 'node', setupFiles: ['tests/setup-clock.ts'], ...(env && { env }) },
    }),
  );
}

interface SharedGraphProject {
  name: string;
  roots: string[];
  /** How the project's file names end. */
  suffix: string;
  exclude?: string[];
  /** Of the files under `roots` that replace a module, those this project runs. */
  keeps?: (file: string) => boolean;
  test: { environment: 'node' | 'jsdom'; setupFiles: string[]; env?: Record<string, string> };
}

/** A project whose files share one module graph, and beside it the project of its files that replace a module. */
function sharedGraphProjects({ name, roots, suffix, exclude = [], keeps = () => true, test }: SharedGraphProject) {
  const include = roots.map((root) => `${root}/**/*${suffix}`);
  const replacing = REPLACING_MODULES.filter((file) => roots.some((root) => file.startsWith(`${root}/`)) && file.endsWith(suffix) && keeps(file));
  return [
    { extends: true as const, test: { ...test, name, include, exclude: [...exclude, ...replacing], isolate: false } },
    ...(replacing.length ? [{ extends: true as const, test: { ...test, name: `${name}, modules replaced`, include: replacing, isolate: true } }] : []),
  ];
}
