import { type VerifyPaymentResponse, verifyPaymentBodySchema } from '../../contracts/packages';
import { assertAccountOpen } from '../../domain/account/open-account';
import { fulfilCheckout } from '../../domain/payments/fulfil-checkout';
import { fulfilmentSteps } from './fulfilment-steps';
import { apiHandler } from '../../shared/api-handler';

/**
 * POST /api/checkout/verify: the payment return page's check. Fulfils the caller's paid session if the
 * webhook has not already, and answers the session's credits, the same on every repeat.
 */
export const handler = apiHandler({ body: verifyPaymentBodySchema }, async ({ body, userId }) => {
  await assertAccountOpen(userId);
  const { credits } = await fulfilCheckout({ sessionId: body.sessionId, source: 'verify', callerId: userId }, fulfilmentSteps);
  const answer: VerifyPaymentResponse = { success: true, creditsAdded: credits };
  return { statusCode: 200, body: answer };
});
