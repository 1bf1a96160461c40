import { describe, expect, it } from 'vitest';
import { frameUrlAllowed, legacyLoginTarget, originAllowed, parseOrigins } from './frameConfig.ts';

const patterns = parseOrigins('https://old.example.com, http://127.0.0.1:*, not an origin, http://intranet:8080');

describe('frame and message origins from configuration', () => {
  it('reads exact origins, default ports and any-port patterns, skipping what is not an origin', () => {
    expect(patterns).toEqual([
      { protocol: 'https:', hostname: 'old.example.com', port: '443' },
      { protocol: 'http:', hostname: '127.0.0.1', port: '*' },
      { protocol: 'http:', hostname: 'intranet', port: '8080' },
    ]);
  });

  it('allows only origins on the list', () => {
    expect(originAllowed('https://old.example.com', patterns)).toBe(true);
    expect(originAllowed('https://old.example.com:443', patterns)).toBe(true);
    expect(originAllowed('http://old.example.com', patterns)).toBe(false);
    expect(originAllowed('https://old.example.com.evil.example', patterns)).toBe(false);
    expect(originAllowed('http://127.0.0.1:41234', patterns)).toBe(true);
    expect(originAllowed('http://intranet:8081', patterns)).toBe(false);
    expect(originAllowed('null', patterns)).toBe(false);
  });

  it('frames only http(s) addresses on an allowed origin', () => {
    expect(frameUrlAllowed('https://old.example.com/report?id=1', patterns)).toBe(true);
    expect(frameUrlAllowed('javascript:alert(1)', patterns)).toBe(false);
    expect(frameUrlAllowed('data:text/html,<p>x</p>', patterns)).toBe(false);
    expect(frameUrlAllowed('https://evil.example/report', patterns)).toBe(false);
    expect(frameUrlAllowed('/relative/path', patterns)).toBe(false);
  });
});

describe('where the old system’s password may be posted', () => {
  it('only to the configured legacy-login origin, over https', () => {
    expect(legacyLoginTarget('https://old.example.com/r?x=1', 'https://old.example.com', '/legacy/login')).toBe('https://old.example.com/legacy/login');
    expect(legacyLoginTarget('https://other.example.com/r', 'https://old.example.com', '/legacy/login')).toBeNull();
    expect(legacyLoginTarget('http://old.example.com/r', 'http://old.example.com', '/legacy/login')).toBeNull();
  });

  it('with none configured, only to a loopback page (the stand-in)', () => {
    expect(legacyLoginTarget('http://127.0.0.1:5999/legacy/pages/visits', '', '/legacy/login')).toBe('http://127.0.0.1:5999/legacy/login');
    expect(legacyLoginTarget('https://old.example.com/r', '', '/legacy/login')).toBeNull();
    expect(legacyLoginTarget('javascript:alert(1)', '', '/legacy/login')).toBeNull();
  });
});
