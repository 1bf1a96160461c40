import type { AccountInfo } from '../../contracts/auth.ts';

/**
 * The watermark (docs/product.md#watermark): who is signed in, tiled faintly over the content as an SVG background, so
 * a screenshot names them and a test reads the text from the DOM. It lets clicks through and is hidden from assistive
 * tech; removed from the page, restyled or hidden by a stylesheet, it is put back. It leaves before printing.
 */

/** The watermark's lines: the account's name and login, its agent number and the last 4 digits of its bound phone, the date. */
export function watermarkLines(account: Pick<AccountInfo, 'name' | 'account' | 'agentNo' | 'phone'>, day: string): string[] {
  return [`${account.name} ${account.account}`, `${account.agentNo} 尾号${account.phone.slice(-4)}`, day];
}

const TILE = { width: 320, height: 200, lineHeight: 22 };
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One tile: the lines turned a little, in black (light scheme) or white (dark) at a tenth of its strength. */
export function watermarkTile(lines: string[], dark: boolean): string {
  const top = TILE.height / 2 - ((lines.length - 1) * TILE.lineHeight) / 2;
  const texts = lines.map((line, index) => `<text x="${TILE.width / 2}" y="${top + index * TILE.lineHeight}">${escapeXml(line)}</text>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}">` +
    `<g transform="rotate(-20 ${TILE.width / 2} ${TILE.height / 2})" font-family="sans-serif" font-size="15" text-anchor="middle" ` +
    `fill="${dark ? '#ffffff' : '#000000'}" fill-opacity="0.12">${texts}</g></svg>`;
  // Brackets and quotes escaped too: the address sits in a CSS url("…").
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg).replace(/[()'!*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export const WATERMARK_ATTRIBUTE = 'data-portal-watermark';
/** How often the watermark is looked at besides the mutations it hears of: a rule edited in place makes none. */
const CHECK_EVERY_MS = 2_000;

/**
 * Its inline styles win over any stylesheet (`!important` on the element). `display` is left to the print stylesheet
 * and `visibility` to what it lies in (the lock screen hides the whole page): each is set only against a rule hiding
 * the watermark alone.
 */
const styleOf = (tile: string): Record<string, string> => ({
  position: 'absolute',
  inset: '0',
  'z-index': '9000',
  'pointer-events': 'none',
  'background-image': `url("${tile}")`,
  'background-repeat': 'repeat',
  'background-position': '0 0',
  opacity: '1',
  transform: 'none',
  filter: 'none',
  'clip-path': 'none',
  mask: 'none',
  width: 'auto',
  height: 'auto',
  margin: '0',
});

/** Puts the watermark over `host` (positioned) and keeps it there until the returned function is called. */
export function guardWatermark(host: HTMLElement, tile: string): () => void {
  const mark = document.createElement('div');
  const style = styleOf(tile);
  let printing = false;

  /** The element as it was last set here: any other attribute or style is someone else's. */
  let expected = '';
  function restyle(): void {
    for (const { name } of Array.from(mark.attributes)) mark.removeAttribute(name);
    mark.setAttribute(WATERMARK_ATTRIBUTE, '');
    mark.setAttribute('aria-hidden', 'true');
    for (const [property, value] of Object.entries(style)) mark.style.setProperty(property, value, 'important');
    expected = mark.style.cssText;
  }
  const tampered = () => mark.attributes.length !== 3 || mark.getAttribute('aria-hidden') !== 'true' || mark.style.cssText !== expected;

  function check(): void {
    if (printing || matchMedia('print').matches) return;
    if (mark.parentNode !== host) host.append(mark);
    if (tampered()) restyle();
    // Hidden by a stylesheet: the element's own style wins over it.
    const computed = getComputedStyle(mark);
    if (computed.display === 'none') mark.style.setProperty('display', 'block', 'important');
    if (computed.visibility !== 'visible' && getComputedStyle(host).visibility === 'visible') mark.style.setProperty('visibility', 'visible', 'important');
    expected = mark.style.cssText;
    observer.takeRecords();
  }

  const observer = new MutationObserver(check);
  observer.observe(host, { childList: true });
  observer.observe(mark, { attributes: true });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = setInterval(check, CHECK_EVERY_MS);
  const beforePrint = () => {
    printing = true;
    mark.remove();
    observer.takeRecords();
  };
  const afterPrint = () => {
    printing = false;
    check();
  };
  addEventListener('beforeprint', beforePrint);
  addEventListener('afterprint', afterPrint);
  restyle();
  check();

  return () => {
    observer.disconnect();
    clearInterval(timer);
    removeEventListener('beforeprint', beforePrint);
    removeEventListener('afterprint', afterPrint);
    mark.remove();
  };
}
