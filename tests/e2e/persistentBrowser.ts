import { chromium, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.ts';
import { test } from './fixtures.ts';

/**
 * A browser on a profile of its own (a persistent user data folder): closed and launched again on the same folder,
 * it is the same browser restarted — its cookies with an expiry, IndexedDB and storage kept, its session cookies gone.
 */
export const launchProfile = (profile: string, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> =>
  chromium.launchPersistentContext(profile, {
    executablePath: test.info().project.use.launchOptions?.executablePath,
    args: chromiumArgs,
    baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...options,
  });
