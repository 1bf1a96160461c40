import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitLegacyLogin } from './legacyLogin.ts';

describe('the automatic-login frame', () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts account and password to the old system's login, aimed at the frame, and leaves nothing behind", () => {
    const posted: Array<{ action: string; method: string; target: string; fields: Record<string, string> }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({
        action: this.action,
        method: this.method,
        target: this.target,
        fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>),
      });
    });
    submitLegacyLogin('legacy-frame-1', 'http://127.0.0.1:5001/legacy/pages/reconciliation?month=11', { account: 'agent01', pwd: 'Agent@2026' });
    expect(posted).toEqual([
      {
        action: 'http://127.0.0.1:5001/legacy/login',
        method: 'post',
        target: 'legacy-frame-1',
        fields: { account: 'agent01', password: 'Agent@2026', next: '/legacy/pages/reconciliation?month=11', portalToken: '' },
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('Agent@2026');
  });

  it('posts nothing to an origin other than the legacy-login one, nor over http outside loopback', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    expect(submitLegacyLogin('legacy-frame-2', 'http://old.example.com/legacy/pages/visits', { account: 'agent01', pwd: 'Agent@2026' })).toBe(false);
    expect(submitLegacyLogin('legacy-frame-2', 'https://elsewhere.example.com/r', { account: 'agent01', pwd: 'Agent@2026' })).toBe(false);
    expect(submit).not.toHaveBeenCalled();
    expect(document.querySelector('form')).toBeNull();
  });
});
