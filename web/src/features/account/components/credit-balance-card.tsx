import { Coins } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/me';
import { notify } from '@/lib/toast';

/**
 * The three kinds of the profile (spec §3) in the order a script spends them (lambdas/domain/credits.ts). The
 * subscription kind holds the free sign-up credits: nothing else is granted into it.
 */
const KINDS = [
  { key: 'subscription', label: 'Free credits', note: 'Given at sign-up; spent first' },
  { key: 'rollover', label: 'Rollover credits', note: 'Carried over; spent next' },
  { key: 'purchased', label: 'Purchased credits', note: 'Bought in packs; never expire' },
] as const;

/** Credits by kind and the balance they add up to. */
export const CreditBalanceCard = () => {
  const me = useMe();
  const credits = me.data?.credits;

  useEffect(() => {
    if (me.isError) notify.error('Error', 'Failed to load your credits');
  }, [me.isError, me.errorUpdatedAt]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins aria-hidden className="size-5 text-primary" /> Credits
        </CardTitle>
        <CardDescription>Each script uses 1 credit.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {me.isPending ? (
          <Spinner label="Loading credits" />
        ) : !credits ? (
          <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
            <p role="alert">Your credits could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void me.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <dl className="divide-y text-sm">
            {KINDS.map((kind) => (
              <div key={kind.key} className="flex items-baseline justify-between gap-4 py-2">
                <dt>
                  {kind.label}
                  <span className="block text-sm text-muted-foreground">{kind.note}</span>
                </dt>
                <dd className="tabular-nums" data-testid={`credits-${kind.key}`}>
                  {credits[kind.key]}
                </dd>
              </div>
            ))}
            <div className="flex items-baseline justify-between gap-4 pt-3 font-semibold">
              <dt>Balance</dt>
              <dd className="text-2xl tabular-nums" data-testid="credits-balance">
                {credits.total}
              </dd>
            </div>
          </dl>
        )}
        <Button asChild variant="outline">
          <Link to="/pricing">Buy More Credits</Link>
        </Button>
      </CardContent>
    </Card>
  );
};
