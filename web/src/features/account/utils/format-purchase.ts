import type { Purchase } from '@contracts/purchases';

const twoDecimals = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });

/** What was charged, as the pricing page writes prices: 3900 aud → 'A$39.00'; another currency by its code. */
export const formatAmount = (cents: number, currency: string | null): string => {
  const code = (currency ?? 'aud').toUpperCase();
  return code === 'AUD' ? `A$${twoDecimals.format(cents / 100)}` : `${code} ${twoDecimals.format(cents / 100)}`;
};

/** The day of the purchase in the reader's time zone: '26 Nov 2026'. */
export const formatPurchaseDate = (isoTime: string): string => day.format(new Date(isoTime));

/** The pack's name when it was bought, or a plain 'Credit pack' for an old record of a pack that is gone. */
export const packName = (purchase: Purchase): string => purchase.package_name ?? 'Credit pack';
