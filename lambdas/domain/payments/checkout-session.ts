/** The fields of a Checkout Session that payments rely on, narrowed from Stripe's object. */
export interface CheckoutSession {
  id: string;
  url: string | null;
  /** 'open' | 'complete' | 'expired' (Stripe may add more). */
  status: string | null;
  /** 'paid' | 'unpaid' | 'no_payment_required' (Stripe may add more). */
  payment_status: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number | null;
  currency: string | null;
  /** The prices actually bought (line items). */
  price_ids: string[];
}
