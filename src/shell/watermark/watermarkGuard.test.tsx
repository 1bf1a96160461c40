import { afterEach, describe, expect, it } from 'vitest';
import { WATERMARK_ATTRIBUTE, guardWatermark, watermarkLines, watermarkTile } from './watermarkGuard.ts';

const lines = watermarkLines({ name: '张伟', account: 'agent01', agentNo: 'A10001', phone: '138****0001' }, '2026-05-14');
const tile = watermarkTile(lines, false);
/** The watermark's text, as a test or a person reads it from the page's DOM. */
const textOf = (element: Element) => decodeURIComponent((element as HTMLElement).style.backgroundImage).match(/<text[^>]*>([^<]*)<\/text>/g)!.map((text) => text.replace(/<[^>]+>/g, ''));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const markIn = (host: Element) => host.querySelector(`[${WATERMARK_ATTRIBUTE}]`) as HTMLElement | null;

let stop = () => undefined as void;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

function guarded() {
  const host = document.createElement('div');
  document.body.append(host);
  stop = guardWatermark(host, tile);
  return host;
}

describe('the watermark', () => {
  it('names the account, its agent, the last 4 digits of its phone and the date, as text in an SVG tile', () => {
    const mark = markIn(guarded())!;
    expect(textOf(mark)).toEqual(['张伟 agent01', 'A10001 尾号0001', '2026-05-14']);
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.style.pointerEvents).toBe('none');
    expect(watermarkTile(['<b>&'], true)).not.toMatch(/<b>|%3Cb%3E/);
  });

  it('comes back when removed, restyled or hidden by a stylesheet', async () => {
    const host = guarded();
    markIn(host)!.remove();
    await settle();
    expect(markIn(host)).not.toBeNull();

    markIn(host)!.style.setProperty('opacity', '0', 'important');
    markIn(host)!.setAttribute('class', 'gone');
    await settle();
    expect(markIn(host)!.style.opacity).toBe('1');
    expect(markIn(host)).not.toHaveAttribute('class');

    const sheet = document.createElement('style');
    sheet.textContent = `[${WATERMARK_ATTRIBUTE}] { display: none !important; }`;
    document.head.append(sheet);
    await settle();
    expect(getComputedStyle(markIn(host)!).display).not.toBe('none');
  });

  it('leaves for printing and comes back after, and goes for good when stopped', async () => {
    const host = guarded();
    dispatchEvent(new Event('beforeprint'));
    await settle();
    expect(markIn(host)).toBeNull();
    dispatchEvent(new Event('afterprint'));
    expect(markIn(host)).not.toBeNull();
    stop();
    await settle();
    expect(markIn(host)).toBeNull();
  });
});
