import { useQueryClient } from '@tanstack/react-query';
import { PaymentProcessing, PaymentSuccessful } from '@/features/payments/components/payment-status';
import { usePaymentReturn } from '@/features/payments/hooks/use-payment-return';
import { getMeQueryOptions } from '@/lib/me';
import { usePageTitle } from '@/lib/page-title';

/** /payment-success?session_id=…: where the payment provider returns the buyer. */
export const PaymentSuccessRoute = () => {
  const queryClient = useQueryClient();
  const outcome = usePaymentReturn(() => void queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }));
  usePageTitle(outcome.status === 'verified' ? 'Payment Successful' : 'Processing Payment');
  return outcome.status === 'verified' ? (
    <PaymentSuccessful creditsAdded={outcome.creditsAdded} verifiedAt={outcome.verifiedAt} />
  ) : (
    <PaymentProcessing />
  );
};

export default PaymentSuccessRoute;
