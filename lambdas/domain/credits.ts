import type { CreditBreakdown } from '../contracts/profile';

/** The three credit fields of a profile; null or missing counts as 0 (spec §3). */
export interface CreditFields {
  subscription_credits?: number | null;
  rollover_credits?: number | null;
  purchased_credits?: number | null;
}

export const creditBreakdown = (fields: CreditFields): CreditBreakdown => {
  const subscription = fields.subscription_credits ?? 0;
  const rollover = fields.rollover_credits ?? 0;
  const purchased = fields.purchased_credits ?? 0;
  return { subscription, rollover, purchased, total: subscription + rollover + purchased };
};

export type LedgerReason = 'signup' | 'purchase' | 'generate' | 'refund';
