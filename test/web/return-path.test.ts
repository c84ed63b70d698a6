import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetReturnAfterGoogle,
  rememberReturnAfterGoogle,
  returnPathFrom,
  returnPathOrNull,
  takeReturnAfterGoogle,
} from '@/lib/auth/return-path';

describe('the page to land on after signing in', () => {
  it.each(['/scripts', '/scripts?q=garden&platform=youtube', '/script/01JABC#top'])('takes a path on this site: %s', (path) => {
    expect(returnPathFrom({ from: path })).toBe(path);
  });

  it.each(['//evil.example/phish', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', 42, null])(
    'refuses anything else (%s) and goes to /dashboard',
    (from) => {
      expect(returnPathOrNull(from)).toBeNull();
      expect(returnPathFrom({ from })).toBe('/dashboard');
    },
  );

  it('goes to /dashboard when no protected route sent the person (spec §4)', () => {
    expect(returnPathFrom(null)).toBe('/dashboard');
    expect(returnPathFrom({ email: 'maya@example.com' })).toBe('/dashboard');
  });
});

describe('the page remembered across Google\'s redirect', () => {
  afterEach(() => {
    vi.useRealTimers();
    forgetReturnAfterGoogle();
  });

  it('is given back once', () => {
    rememberReturnAfterGoogle('/scripts?q=garden');
    expect(takeReturnAfterGoogle()).toBe('/scripts?q=garden');
    expect(takeReturnAfterGoogle()).toBeNull();
  });

  it('is forgotten after ten minutes, so an abandoned sign-in sends nobody anywhere later', () => {
    vi.useFakeTimers();
    rememberReturnAfterGoogle('/scripts');
    vi.advanceTimersByTime(10 * 60 * 1000 + 1);
    expect(takeReturnAfterGoogle()).toBeNull();
  });

  it('keeps nothing for /dashboard (where Google lands anyway) or a path off the site', () => {
    rememberReturnAfterGoogle('/dashboard');
    expect(takeReturnAfterGoogle()).toBeNull();
    rememberReturnAfterGoogle('//evil.example');
    expect(takeReturnAfterGoogle()).toBeNull();
  });

  it('gives nothing back for a stored value it did not write', () => {
    window.sessionStorage.setItem('scriptvoice.returnAfterGoogle', JSON.stringify({ path: '//evil.example', at: Date.now() }));
    expect(takeReturnAfterGoogle()).toBeNull();
    window.sessionStorage.setItem('scriptvoice.returnAfterGoogle', 'not json');
    expect(takeReturnAfterGoogle()).toBeNull();
  });
});
