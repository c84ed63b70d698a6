import { afterEach, describe, expect, it, vi } from 'vitest';

const appUrlFor = async (env: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('../../lambdas/shared/app-origin')).appUrlFor;
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('appUrlFor: where Stripe sends the shopper back', () => {
  it.each([
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://app.localhost:3000', 'http://app.localhost:3000'],
    ['https://evil.example', 'http://localhost:3000'],
    ['http://127.0.0.1.evil.example', 'http://localhost:3000'],
    ['not a url', 'http://localhost:3000'],
    [undefined, 'http://localhost:3000'],
  ])('on the local stack, Origin %s → %s', async (origin, expected) => {
    const resolve = await appUrlFor({ APP_URL: 'http://localhost:3000/', LOCAL_LOOPBACK_ORIGINS: 'true' });
    expect(resolve(origin)).toBe(expected);
  });

  it('in AWS (no LOCAL_LOOPBACK_ORIGINS) always answers APP_URL, whatever the Origin says', async () => {
    const resolve = await appUrlFor({ APP_URL: 'https://scriptvoice.app', LOCAL_LOOPBACK_ORIGINS: undefined });
    expect(resolve('http://127.0.0.1:3000')).toBe('https://scriptvoice.app');
    expect(resolve('https://evil.example')).toBe('https://scriptvoice.app');
  });
});
