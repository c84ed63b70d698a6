import * as z from 'zod';
import { CREDIT_PACKAGE_SEED } from '../../data/seed/credit-packages';
import { LOCAL_STRIPE_WEBHOOK_SECRET, type LocalStripe } from './local-stripe';

const priceIdsSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'STRIPE_PRICE_IDS must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.enum(CREDIT_PACKAGE_SEED.map((pkg) => pkg.id) as [string, ...string[]]), z.string().regex(/^price_\w+$/)));

/**
 * Uses the developer's Stripe test mode when `STRIPE_SECRET_KEY` is set in their environment (with the
 * `whsec_` of `stripe listen` and their own price ids); refuses live keys, which must never run locally.
 */
export const realStripe = (env: NodeJS.ProcessEnv): LocalStripe => {
  const key = env.STRIPE_SECRET_KEY!;
  if (!/^(sk|rk)_test_/.test(key)) throw new Error('STRIPE_SECRET_KEY must be a test-mode key (sk_test_…) when running locally.');
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret || webhookSecret === LOCAL_STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'STRIPE_SECRET_KEY is set, so the local stack uses Stripe test mode: also set STRIPE_WEBHOOK_SECRET to the whsec_… that `stripe listen --forward-to localhost:3000/api/stripe/webhook` prints.',
    );
  }
  const priceIds = priceIdsSchema.safeParse(env.STRIPE_PRICE_IDS ?? '');
  if (!priceIds.success) {
    throw new Error(
      `With STRIPE_SECRET_KEY set, STRIPE_PRICE_IDS must map each package id to a price of your test account, e.g. '{"starter":"price_…","creator":"price_…","studio":"price_…"}' (${priceIds.error.issues[0]?.message}).`,
    );
  }
  return {
    mode: 'test',
    lambdaEnv: { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: webhookSecret },
    pricedPackages: (seed) => seed.map((pkg) => ({ ...pkg, stripe_price_id: priceIds.data[pkg.id] ?? pkg.stripe_price_id })),
    localTool: async () => false,
    description: 'Stripe test mode (STRIPE_SECRET_KEY); webhooks through `stripe listen`',
    stop: async () => undefined,
  };
};
