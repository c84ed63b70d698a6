import type { CreditPackage } from '@contracts/packages';
import { Spinner } from '@/components/ui/spinner';
import { PackageCard } from './package-card';

interface PackageGridProps {
  packages: CreditPackage[] | undefined;
  loading: boolean;
  failed: boolean;
  processingId: string | null;
  purchaseDisabled: boolean;
  onPurchase: (pkg: CreditPackage) => void;
}

/** The packages in a three-column grid on wide screens, one column on phones. */
export const PackageGrid = ({ packages, loading, failed, processingId, purchaseDisabled, onPurchase }: PackageGridProps) => {
  if (loading) return <Spinner label="Loading packages" className="mx-auto my-16 size-8" />;
  if (failed) return <p className="py-12 text-center text-muted-foreground">The credit packages could not be loaded. Please try again later.</p>;
  if (!packages?.length) return <p className="py-12 text-center text-muted-foreground">No credit packages are on sale right now.</p>;
  return (
    <div data-testid="package-grid" className="grid gap-8 pt-3 md:grid-cols-3">
      {packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} processing={processingId === pkg.id} disabled={purchaseDisabled} onPurchase={onPurchase} />
      ))}
    </div>
  );
};
