import { CREDIT_PACKAGE_SEED } from '../../data/seed/credit-packages';
import { FakeStripeAccount, fromSeed } from './account';
import { startStripeApi } from './api';
import { checkoutRoute } from './checkout-route';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET, type LocalStripe } from './local-stripe';
import { SessionStore } from './store';
import { realStripe } from './test-mode';

/**
 * The local Stripe: the developer's own Stripe test mode when their environment sets a key, otherwise the
 * stand-in, which speaks Stripe's wire protocol on its own port (so the production SDK client runs against
 * it) and serves the checkout page on the app's origin.
 */
export const startStripe = async (options: {
  appUrl: () => string;
  /** Where sessions persist across restarts; null keeps them in memory. */
  file: string | null;
  env?: NodeJS.ProcessEnv;
}): Promise<LocalStripe> => {
  const env = options.env ?? process.env;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_SECRET_KEY !== LOCAL_STRIPE_SECRET_KEY) return realStripe(env);

  const account = new FakeStripeAccount(fromSeed(CREDIT_PACKAGE_SEED), new SessionStore(options.file));
  const api = await startStripeApi(account);
  return {
    mode: 'local',
    lambdaEnv: {
      STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: api.endpoint,
    },
    pricedPackages: (seed) => [...seed],
    localTool: checkoutRoute(account, options.appUrl),
    description: `${api.endpoint} (local stand-in; checkout pages at /_local/checkout/…)`,
    stop: api.stop,
  };
};
