import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
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

export const PaymentSuccessful = ({ creditsAdded }: { creditsAdded: number }) => (
  <Frame>
    <CardHeader className="items-center">
      <CircleCheck aria-hidden className="size-12 text-green-600" />
      <h1 className="text-2xl font-semibold leading-none tracking-tight">Payment Successful</h1>
      <CardDescription>{creditsAddedMessage(creditsAdded)}.</CardDescription>
    </CardHeader>
    <CardContent>
      <Button asChild size="lg" className="w-full">
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </CardContent>
  </Frame>
);
