import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

/** The Recent Scripts frame; the route passes the list in, as features do not import each other. */
export const RecentScriptsCard = ({ children }: { children: ReactNode }) => (
  // min-w-0: a long topic is truncated instead of widening the dashboard grid past a phone's screen.
  <Card className="min-w-0">
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <FileText aria-hidden className="size-5 text-primary" /> Recent Scripts
      </CardTitle>
      <CardDescription>Your latest scripts</CardDescription>
    </CardHeader>
    <CardContent>{children}</CardContent>
    <CardFooter>
      <Button asChild variant="link" className="h-auto px-0">
        <Link to="/scripts">View all scripts</Link>
      </Button>
    </CardFooter>
  </Card>
);
