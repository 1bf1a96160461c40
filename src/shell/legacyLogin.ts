import type { LegacyLogin } from '../api/menu.ts';
import { legacyLoginPath } from './frameConfig.ts';

/**
 * The automatic-login frame: posts account and password to the old system's login, aimed at the
 * frame, with the page to show afterwards. The form lives only for the submit; nothing is stored.
 */
export function submitLegacyLogin(frameName: string, pageUrl: string, login: LegacyLogin): void {
  const page = new URL(pageUrl);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = new URL(legacyLoginPath, page.origin).href;
  form.target = frameName;
  form.hidden = true;
  const fields = { account: login.account, password: login.pwd, next: `${page.pathname}${page.search}` };
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
}
