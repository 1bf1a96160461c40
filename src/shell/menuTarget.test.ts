import { describe, expect, it } from 'vitest';
import { FRAME_REFUSED, MENU_URL_INVALID, parseOrigins } from './frameConfig.ts';
import { menuTarget } from './menuTarget.ts';
import { invoicesScreens } from '../contracts/screens/invoices.ts';

const origins = parseOrigins('https://old.example.com');

describe('what a menu click opens', () => {
  it('opens the portal screen of an entry with a manageUrl', () => {
    expect(menuTarget({ name: '发票列表', url: 'https://old.example.com/invoice', manageUrl: invoicesScreens.invoiceList.path }, origins)).toEqual({
      kind: 'page',
      url: invoicesScreens.invoiceList.path,
      title: '发票列表',
    });
  });

  it('frames an entry with a url but no manageUrl', () => {
    expect(menuTarget({ name: '旧版报表', url: 'https://old.example.com/report', manageUrl: null }, origins)).toEqual({
      kind: 'frame',
      url: 'https://old.example.com/report',
      title: '旧版报表',
    });
  });

  it("answers '菜单url异常' for an entry without a url, or with a manageUrl that is not a route", () => {
    expect(menuTarget({ name: '空', url: null, manageUrl: null }, origins)).toEqual({ kind: 'refused', message: MENU_URL_INVALID });
    expect(menuTarget({ name: '空', url: '  ', manageUrl: '' }, origins)).toEqual({ kind: 'refused', message: MENU_URL_INVALID });
    expect(menuTarget({ name: '外', url: null, manageUrl: '//evil.example/x' }, origins)).toEqual({ kind: 'refused', message: MENU_URL_INVALID });
  });

  it('refuses to frame javascript: or foreign addresses', () => {
    expect(menuTarget({ name: 'x', url: 'javascript:alert(1)', manageUrl: null }, origins)).toEqual({ kind: 'refused', message: FRAME_REFUSED });
    expect(menuTarget({ name: 'x', url: 'https://evil.example/', manageUrl: null }, origins)).toEqual({ kind: 'refused', message: FRAME_REFUSED });
  });
});
