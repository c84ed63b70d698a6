import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreditPackage } from '@contracts/packages';
import { createCheckout } from '@/features/pricing/api/create-checkout';
import { usePackages } from '@/features/pricing/api/list-packages';
import { PackageGrid } from '@/features/pricing/components/package-grid';
import { leaveForCheckout } from '@/features/pricing/utils/leave-for-checkout';
import { useAuth } from '@/lib/auth/auth-context';
import { usePageTitle } from '@/lib/page-title';
import { notify } from '@/lib/toast';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** /pricing (spec §2, §4): the packages; Purchase opens the payment provider's checkout, or /login when signed out. */
export const PricingRoute = () => {
  usePageTitle('Pricing');
  const { state } = useAuth();
  const navigate = useNavigate();
  const packages = usePackages();
  const [processingId, setProcessingId] = useState<string | null>(null);

  useEffect(() => {
    // Back from the checkout page, the browser may restore this page as it was left: 'Processing...'.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessingId(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  useEffect(() => {
    if (packages.error) notify.error('Error loading packages', messageOf(packages.error, 'Failed to load packages'));
  }, [packages.error]);

  const purchase = async (pkg: CreditPackage) => {
    if (state.status !== 'signedIn') {
      navigate('/login');
      return;
    }
    setProcessingId(pkg.id);
    try {
      // The mark stays until the browser has left for the checkout page.
      leaveForCheckout(await createCheckout(pkg.stripe_price_id));
    } catch (error) {
      setProcessingId(null);
      notify.error('Error creating checkout', messageOf(error, 'Failed to create checkout'));
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-12 sm:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">Choose Your Credits</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Pay as you go in AUD: no subscription, no hidden fees. Purchased credits never expire.
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          One credit writes one script. Editing, rewriting sections in your voice (up to 30 rewrites an hour), versions and
          the teleprompter are free.
        </p>
      </header>
      <PackageGrid
        packages={packages.data}
        loading={packages.isPending}
        failed={packages.isError}
        processingId={processingId}
        purchaseDisabled={state.status === 'loading'}
        onPurchase={(pkg) => void purchase(pkg)}
      />
    </div>
  );
};

export default PricingRoute;
