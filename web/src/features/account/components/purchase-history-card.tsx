import { ReceiptText } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/toast';
import { usePurchases } from '../api/purchases';
import { formatAmount, formatPurchaseDate, packName } from '../utils/format-purchase';

const count = new Intl.NumberFormat('en-AU');

/** Every credit pack bought, newest first, from the payment records: date, pack, credits and what was paid. */
export const PurchaseHistoryCard = () => {
  const history = usePurchases();
  const purchases = history.data?.pages.flatMap((page) => page.purchases) ?? [];

  useEffect(() => {
    if (history.isError) notify.error('Error', 'Failed to load your purchase history');
  }, [history.isError, history.errorUpdatedAt]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ReceiptText aria-hidden className="size-5 text-primary" /> Purchase History
        </CardTitle>
        <CardDescription>Credit packs you have bought. Prices are in Australian dollars.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {history.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading purchase history" />
          </div>
        ) : history.isError && purchases.length === 0 ? (
          <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
            <p role="alert">Your purchase history could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : purchases.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No purchases yet.{' '}
            <Link to="/pricing" className="font-medium text-primary hover:underline">
              Buy credits
            </Link>
          </p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Pack
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Credits
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <tr key={purchase.id} className="border-b last:border-0">
                  <td className="py-2 pr-2 whitespace-nowrap">{formatPurchaseDate(purchase.created_at)}</td>
                  <td className="py-2 pr-2 [overflow-wrap:anywhere]">{packName(purchase)}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{count.format(purchase.credits)}</td>
                  <td className="py-2 text-right whitespace-nowrap tabular-nums">
                    {purchase.amount_cents === null ? <span aria-label="Amount not recorded">—</span> : formatAmount(purchase.amount_cents, purchase.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {history.hasNextPage && (
          <Button variant="outline" size="sm" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
            {history.isFetchingNextPage ? 'Loading...' : 'Show older purchases'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
