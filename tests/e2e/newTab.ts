import type { BrowserContext, Page } from '@playwright/test';
import { keepPageClockAtTestClock, type StandIn } from './fixtures.ts';

/**
 * A new tab of the test's browser, on the page clock the fixture's page keeps. It shares the session cookie
 * and the code already loaded, not what the tabs before keep per tab (their open screens, a form's draft,
 * a code's countdown): a journey's next step starts there as a new visitor would.
 */
export async function newTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await keepPageClockAtTestClock(page);
  return page;
}

/**
 * A new tab signed in as another account (a page's button codes are kept per tab). The browser's session
 * cookie is replaced, so the tabs before it now act as that account too.
 */
export async function windowAs(context: BrowserContext, standIn: StandIn, account: string): Promise<Page> {
  await context.clearCookies();
  await standIn.signIn(context, account);
  return newTab(context);
}
