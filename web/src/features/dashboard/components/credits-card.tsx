import { Coins } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/me';

/** Credits remaining. A failed fetch falls back silently to 0 (spec §7, §8). */
export const CreditsCard = () => {
  const me = useMe();
  const total = me.data?.credits.total ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins aria-hidden className="size-5 text-primary" /> Credits Remaining
        </CardTitle>
        <CardDescription>Each script uses 1 credit. Purchased credits never expire.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-end justify-between gap-4">
        {me.isPending ? (
          <Spinner label="Loading credits" />
        ) : (
          <p>
            <span data-testid="credits-total" className="text-4xl font-bold">
              {total}
            </span>{' '}
            <span className="text-muted-foreground">{total === 1 ? 'script' : 'scripts'} remaining</span>
          </p>
        )}
        <Button asChild variant="outline">
          <Link to="/pricing">Buy More Credits</Link>
        </Button>
      </CardContent>
    </Card>
  );
};
