const dollars = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in cents as Australian dollars with 2 decimals: 3900 → 'A$39.00'. */
export const formatPrice = (cents: number) => `A$${dollars.format(cents / 100)}`;

/** The price of one credit, rounded to the cent: 3900 for 50 credits → 'A$0.78'. */
export const formatPricePerCredit = (priceCents: number, credits: number) => formatPrice(Math.round(priceCents / credits));
