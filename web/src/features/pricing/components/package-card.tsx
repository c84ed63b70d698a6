import { Check, Loader2 } from 'lucide-react';
import type { CreditPackage } from '@contracts/packages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/utils/cn';
import { formatPrice, formatPricePerCredit } from '../utils/format-price';

interface PackageCardProps {
  pkg: CreditPackage;
  /** This package's checkout is being opened: its button is disabled and reads 'Processing...'. */
  processing: boolean;
  disabled?: boolean;
  onPurchase: (pkg: CreditPackage) => void;
}

/** One credit package: name, optional badge, credits, price, price per credit and its Purchase button. */
export const PackageCard = ({ pkg, processing, disabled = false, onPurchase }: PackageCardProps) => {
  const headingId = `package-${pkg.id}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className={cn('relative flex flex-col', pkg.badge_text && 'border-primary shadow-md shadow-primary/10')}
    >
      {pkg.badge_text && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">
          {pkg.badge_text}
        </span>
      )}
      <CardHeader className="items-center text-center">
        <CardTitle id={headingId} className="text-xl">
          {pkg.name}
        </CardTitle>
        <p className="text-muted-foreground">
          <span data-testid="package-credits" className="text-4xl font-bold text-foreground">
            {pkg.credits}
          </span>{' '}
          credits
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col items-center gap-1 text-center">
        <p data-testid="package-price" className="text-2xl font-semibold">
          {formatPrice(pkg.price_cents)}
        </p>
        <p data-testid="package-per-credit" className="text-sm text-muted-foreground">
          {formatPricePerCredit(pkg.price_cents, pkg.credits)} per credit
        </p>
        <ul className="mt-4 space-y-2 text-left text-sm">
          {['One credit writes one script', 'Credits never expire', 'Paid in AUD, no subscription'].map((line) => (
            <li key={line} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 text-primary" /> {line}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={pkg.badge_text ? 'hero' : 'default'}
          disabled={processing || disabled}
          aria-label={processing ? undefined : `Purchase ${pkg.name}`}
          onClick={() => onPurchase(pkg)}
        >
          {processing ? (
            <>
              <Loader2 aria-hidden className="animate-spin" /> Processing...
            </>
          ) : (
            'Purchase'
          )}
        </Button>
      </CardFooter>
    </Card>
  );
};
