import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/api/profile/get-profile';
import { listLedgerEntries } from '../../lambdas/data/ledger-repo';
import { getProfile } from '../../lambdas/data/profile-repo';
import { apiEvent, invoke } from './support/api-event';

describe('GET /api/me', () => {
  it('creates the profile on first use with 3 free credits and one signup ledger entry', async () => {
    const userId = randomUUID();
    const { statusCode, body } = await invoke(handler, apiEvent({ userId, email: 'maker@example.com' }));
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      userId,
      email: 'maker@example.com',
      credits: { subscription: 3, rollover: 0, purchased: 0, total: 3 },
      storage: { usedBytes: 0, quotaBytes: 100 * 1024 * 1024 },
      hasProcessedDocument: false,
    });
    expect(await listLedgerEntries(userId)).toEqual([expect.objectContaining({ delta: 3, reason: 'signup' })]);
  });

  it('returns the same profile on later calls without granting credits again', async () => {
    const userId = randomUUID();
    await invoke(handler, apiEvent({ userId }));
    const again = await invoke<{ credits: { total: number } }>(handler, apiEvent({ userId }));
    expect(again.body.credits.total).toBe(3);
    expect(await listLedgerEntries(userId)).toHaveLength(1);
  });

  it('creates exactly one profile and one ledger entry under 20 concurrent first calls', async () => {
    const userId = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => invoke<{ credits: { total: number } }>(handler, apiEvent({ userId }))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.credits.total))).toEqual(new Set([3]));
    expect(await listLedgerEntries(userId)).toHaveLength(1);
    expect((await getProfile(userId))?.subscription_credits).toBe(3);
  });

  it('answers 401 in the JSON error shape when the authorizer passed no user', async () => {
    const { statusCode, body } = await invoke(handler, apiEvent({ userId: null }));
    expect(statusCode).toBe(401);
    expect(body).toEqual({ error: { code: 'auth.unauthorized', message: 'Authentication required' } });
  });
});
