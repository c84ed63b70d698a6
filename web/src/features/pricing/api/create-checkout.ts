import { createCheckoutResponseSchema } from '@contracts/packages';
import { request } from '@/lib/api-client';

/** Opens a checkout for the package sold at this Stripe price; answers the checkout page's URL. */
export const createCheckout = async (priceId: string): Promise<string> =>
  (await request('POST', '/checkout', createCheckoutResponseSchema, { priceId })).url;
