import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { legacyCredentials } from '../api/menu.ts';
import { FRAME_SANDBOX, FramePage } from './FramePage.tsx';

const PAGE = 'http://127.0.0.1:5001/legacy/pages/performance';

describe('a legacy frame page', () => {
  afterEach(() => {
    legacyCredentials.forget();
    vi.restoreAllMocks();
  });

  it('signs in with the session credentials by posting into the frame', () => {
    const targets: string[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      targets.push(this.target);
    });
    legacyCredentials.remember({ account: 'agent01', pwd: 'Agent@2026' });
    const { container } = render(<FramePage url={PAGE} title="旧版业绩报表" hidden={false} />);
    const frame = container.querySelector('iframe')!;
    expect(targets).toEqual([frame.name]);
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
  });

  it('opens the page itself when no credentials are held (the old system keeps or asks for its own session)', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { container, rerender } = render(<FramePage url={PAGE} title="旧版业绩报表" hidden={false} />);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(PAGE);
    expect(submit).not.toHaveBeenCalled();
    expect(document.title).toBe('旧版业绩报表 - 代理商后台');
    // Hiding only hides: the same frame element stays, its address untouched.
    rerender(<FramePage url={PAGE} title="旧版业绩报表" hidden />);
    expect(container.querySelector('iframe')).toBe(frame);
    expect(frame.style.display).toBe('none');
    expect(frame.getAttribute('src')).toBe(PAGE);
  });
});
