import { type VerifyPaymentResponse, verifyPaymentResponseSchema } from '@contracts/packages';
import { request } from '@/lib/api-client';

export const verifyPayment = (sessionId: string): Promise<VerifyPaymentResponse> =>
  request('POST', '/checkout/verify', verifyPaymentResponseSchema, { sessionId });

const inFlight = new Map<string, Promise<VerifyPaymentResponse>>();

/**
 * One verify call per session at a time, however many times the return page mounts (React StrictMode runs
 * effects twice, a remount runs them again): every caller shares the call in flight.
 */
export const verifyPaymentOnce = (sessionId: string): Promise<VerifyPaymentResponse> => {
  let call = inFlight.get(sessionId);
  if (!call) {
    call = verifyPayment(sessionId).finally(() => inFlight.delete(sessionId));
    inFlight.set(sessionId, call);
  }
  return call;
};
