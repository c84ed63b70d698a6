import { listPurchasesQuerySchema } from '../../contracts/purchases';
import { assertAccountOpen } from '../../domain/account/open-account';
import { purchaseHistory } from '../../domain/payments/purchase-history';
import { apiHandler } from '../../shared/api-handler';

/** GET /api/me/payments?limit&cursor: the signed-in user's credit purchases, newest first, from their payment records. */
export const handler = apiHandler({ query: listPurchasesQuerySchema }, async ({ userId, query }) => {
  await assertAccountOpen(userId);
  return { statusCode: 200, body: await purchaseHistory(userId, query) };
});
