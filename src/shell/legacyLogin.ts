import type { LegacyLogin } from '../contracts/menu.ts';
import { getToken } from '../api/token.ts';
import { legacyLoginTarget } from './frameConfig.ts';

/**
 * The automatic-login frame: posts account and password to the old system's login, aimed at the
 * frame, with the page to show afterwards, and the portal's token: the old system's session lives only as
 * long as the portal's. The form lives only for the submit; nothing is stored. Only the configured
 * legacy-login origin (https outside loopback) gets the password: false means nothing was posted.
 */
export function submitLegacyLogin(frameName: string, pageUrl: string, login: LegacyLogin): boolean {
  const action = legacyLoginTarget(pageUrl);
  if (!action) return false;
  const page = new URL(pageUrl);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = frameName;
  form.hidden = true;
  const fields = { account: login.account, password: login.pwd, next: `${page.pathname}${page.search}`, portalToken: getToken() ?? '' };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
  return true;
}
