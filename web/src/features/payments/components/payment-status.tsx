import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/me';
import { creditsAddedMessage } from '../hooks/use-payment-return';

const Frame = ({ children }: { children: React.ReactNode }) => (
  <div className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-12">
    <Card className="w-full text-center">{children}</Card>
  </div>
);

export const PaymentProcessing = () => (
  <Frame>
    <CardHeader className="items-center">
      <Spinner label="Processing payment" className="size-10" />
      <h1 className="text-2xl font-semibold leading-none tracking-tight">Processing Payment</h1>
      <CardDescription>Please wait while we confirm your payment...</CardDescription>
    </CardHeader>
  </Frame>
);

/**
 * The balance with the new credits in it: only a profile read after the payment was verified counts (the page asks
 * for a fresh one then), so an older balance is never shown as the new one.
 */
const NewBalance = ({ verifiedAt }: { verifiedAt: number }) => {
  const me = useMe();
  const fresh = me.data && me.dataUpdatedAt >= verifiedAt ? me.data : null;
  if (fresh) {
    const total = fresh.credits.total;
    return (
      <p className="text-sm" aria-live="polite">
        Your balance is now{' '}
        <strong data-testid="new-balance" className="text-base">
          {total}
        </strong>{' '}
        {total === 1 ? 'credit' : 'credits'}.
      </p>
    );
  }
  if (me.isError && !me.isFetching) return <p className="text-sm text-muted-foreground">Your dashboard shows your new balance.</p>;
  return <Spinner label="Loading your balance" />;
};

export const PaymentSuccessful = ({ creditsAdded, verifiedAt }: { creditsAdded: number; verifiedAt: number }) => (
  <Frame>
    <CardHeader className="items-center">
      <CircleCheck aria-hidden className="size-12 text-green-600" />
      <h1 className="text-2xl font-semibold leading-none tracking-tight">Payment Successful</h1>
      <CardDescription>{creditsAddedMessage(creditsAdded)}.</CardDescription>
    </CardHeader>
    <CardContent className="flex flex-col items-center gap-4">
      <NewBalance verifiedAt={verifiedAt} />
      <Button asChild size="lg" className="w-full">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </CardContent>
  </Frame>
);
