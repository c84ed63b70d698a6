import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';

// The deployed configuration: no local allowance (the CDK stack never sets it) and the real rate limits (the shared
// test setup sets both for the other files).
vi.hoisted(() => {
  delete process.env.SOURCE_FETCH_ALLOW_LOCAL;
  delete process.env.RATE_LIMITS;
});

import { handler } from '../../../lambdas/api/sources/read-source';
import { SOURCE_UNREADABLE_MESSAGES as REFUSED } from '../../../lambdas/contracts/source-link';
import { DEFAULT_RATE_LIMITS } from '../../../lambdas/shared/rate-limits';
import { apiEvent, invoke } from '../support/api-event';

const appUrl = new URL(inject('appUrl'));
const read = (url: string, userId: string = randomUUID()) =>
  invoke<{ error?: { code: string; message: string } }>(handler, apiEvent({ userId, method: 'POST', path: '/api/sources/read', body: { url } }));

describe('POST /api/sources/read as deployed', () => {
  it("refuses the local stack's own sample pages without the local allowance, under any loopback name", async () => {
    for (const host of [appUrl.host, `127.0.0.1:${appUrl.port}`, `[::1]:${appUrl.port}`]) {
      const answer = await read(`http://${host}/_local/sample-pages/article`);
      expect(answer.statusCode, host).toBe(422);
      expect(answer.body.error?.message, host).toBe(REFUSED.port);
    }
    for (const url of ['http://localhost/', 'http://127.0.0.1/', 'http://[::1]/']) {
      expect((await read(url)).body.error?.message, url).toBe(REFUSED.privateAddress);
    }
  });

  const { requests, windowSeconds } = DEFAULT_RATE_LIMITS['read-source'];
  it(`lets one user read ${requests} links a minute and answers the next with 429 and Retry-After, before fetching anything`, async () => {
    const userId = randomUUID();
    const answers = await Promise.all(Array.from({ length: requests + 5 }, () => read('http://169.254.169.254/latest/meta-data/', userId)));
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(requests);
    const throttled = answers.filter((answer) => answer.statusCode === 429);
    expect(throttled).toHaveLength(5);
    for (const answer of throttled) {
      expect(answer.body.error?.code).toBe('request.throttled');
      expect(Number(answer.headers?.['retry-after'])).toBeLessThanOrEqual(windowSeconds);
    }
    // Another user is not held back by the first one's window.
    expect((await read('http://169.254.169.254/', randomUUID())).statusCode).toBe(422);
  });

  it('does not count a malformed link against the limit', async () => {
    const userId = randomUUID();
    for (let i = 0; i < requests + 2; i++) {
      const answer = await invoke(handler, apiEvent({ userId, method: 'POST', path: '/api/sources/read', body: { url: 'not a link' } }));
      expect(answer.statusCode).toBe(400);
    }
    expect((await read('http://10.0.0.1/', userId)).statusCode).toBe(422);
  });
});
