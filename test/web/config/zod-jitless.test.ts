import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never evaluates code, so the CSP without unsafe-eval reports nothing', async () => {
    await import('../../../web/src/config/zod');
    const evaluate = vi.spyOn(globalThis, 'Function');
    const { runtimeConfigSchema } = await import('../../../lambdas/contracts/runtime-config');
    const z = await import('zod');
    const config = { region: 'ap-southeast-2', userPoolId: 'p', userPoolClientId: 'c', apiBaseUrl: '/api', local: true };
    expect(runtimeConfigSchema.safeParse(config).success).toBe(true);
    expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(z.config().jitless).toBe(true);
    expect(evaluate).not.toHaveBeenCalled();
  });
});
