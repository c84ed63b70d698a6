import { beforeAll, describe, expect, inject, it } from 'vitest';
import { securityHeaders } from '../../lambdas/shared/security-headers';
import { signedInUser } from './support/cognito-users';

const appUrl = inject('appUrl');

/** The headers the HTML carries, which every other answer of the local origin must carry too (issue 12, hole 6). */
const expectSecurityHeaders = (response: Response) => {
  const expected = securityHeaders([]);
  for (const name of Object.keys(expected)) expect(response.headers.get(name), name).toBeTruthy();
  expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe(expected['x-content-type-options']);
  expect(response.headers.get('x-frame-options')).toBe(expected['x-frame-options']);
  expect(response.headers.get('strict-transport-security')).toBe(expected['strict-transport-security']);
  expect(response.headers.get('referrer-policy')).toBe(expected['referrer-policy']);
};

describe('every answer of the local origin carries the security headers', () => {
  let idToken: string;
  beforeAll(async () => {
    idToken = (await signedInUser()).idToken;
  });

  it.each([
    ['a page outside the API (this build is empty)', '/no-such-file.js', 404],
    ['/config.json', '/config.json', 200],
    ['a public API route', '/api/packages', 200],
    ['a 401 without a token', '/api/me', 401],
    ['an unknown API route', '/api/nothing-here', 404],
    ['a local tool', '/_local/mail.json', 200],
    ['an unknown local tool', '/_local/nothing-here', 404],
  ])('sends them with %s', async (_name, path, status) => {
    const response = await fetch(`${appUrl}${path}`);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response);
  });

  it('sends them with a signed-in API answer and a 405', async () => {
    const me = await fetch(`${appUrl}/api/me`, { headers: { authorization: idToken } });
    expect(me.status).toBe(200);
    expectSecurityHeaders(me);
    const wrongMethod = await fetch(`${appUrl}/api/packages`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expectSecurityHeaders(wrongMethod);
  });

  it('sends them with the 413 for a body above API Gateway’s limit', async () => {
    const response = await fetch(`${appUrl}/api/scripts`, { method: 'POST', headers: { authorization: idToken }, body: 'x'.repeat(10 * 1024 * 1024 + 1) });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
  });
});
