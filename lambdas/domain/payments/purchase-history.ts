import type { ListPurchasesQuery, ListPurchasesResponse, Purchase } from '../../contracts/purchases';
import { listAllPackages } from '../../data/package-repo';
import { type Payment, listPayments } from '../../data/payment-repo';
import { BadRequestError } from '../../shared/errors';

type Position = Pick<Payment, 'createdAt' | 'sessionId'>;

const newestFirst = (a: Position, b: Position) => b.createdAt.localeCompare(a.createdAt) || b.sessionId.localeCompare(a.sessionId);

/** The cursor is the last listed purchase's time and session id, base64url-encoded: opaque to clients, checked on the way back. */
export const encodePurchaseCursor = ({ createdAt, sessionId }: Position) =>
  Buffer.from(JSON.stringify([createdAt, sessionId]), 'utf8').toString('base64url');

const decodePurchaseCursor = (cursor: string): Position => {
  const invalid = new BadRequestError('cursor is not valid');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(decoded) || decoded.length !== 2 || !decoded.every((part) => typeof part === 'string')) throw invalid;
  const [createdAt, sessionId] = decoded as [string, string];
  if (encodePurchaseCursor({ createdAt, sessionId }) !== cursor) throw invalid;
  return { createdAt, sessionId };
};

/**
 * Records made before the pack's name was kept show the name the catalogue has for that pack id now (packs are
 * renamed rarely, and only a withdrawn and deleted pack leaves no name at all).
 */
const namesOfOlderPacks = async (payments: readonly Payment[]): Promise<Map<string, string>> => {
  if (payments.every((payment) => payment.packageName !== null)) return new Map();
  return new Map((await listAllPackages()).map((pkg) => [pkg.id, pkg.name]));
};

/** One page of the user's credit purchases, newest first, from the payment records fulfilment wrote. */
export const purchaseHistory = async (userId: string, query: ListPurchasesQuery): Promise<ListPurchasesResponse> => {
  const after = query.cursor === undefined ? null : decodePurchaseCursor(query.cursor);
  const ordered = (await listPayments(userId)).sort(newestFirst);
  const rest = after === null ? ordered : ordered.filter((payment) => newestFirst(after, payment) < 0);
  const page = rest.slice(0, query.limit);
  const names = await namesOfOlderPacks(page);
  const purchases: Purchase[] = page.map((payment) => ({
    id: payment.sessionId,
    created_at: payment.createdAt,
    package_id: payment.packageId,
    package_name: payment.packageName ?? names.get(payment.packageId) ?? null,
    credits: payment.credits,
    amount_cents: payment.amountTotal,
    currency: payment.currency,
  }));
  const last = page.at(-1);
  return { purchases, next_cursor: rest.length > page.length && last ? encodePurchaseCursor(last) : null };
};
