import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The five newest scripts; until the script library exists this shows its empty state. */
export const RecentScriptsCard = () => (
  <Card>
    <CardHeader>
      <CardTitle className="flex items-center gap-2">
        <FileText aria-hidden className="size-5 text-primary" /> Recent Scripts
      </CardTitle>
      <CardDescription>Your latest scripts</CardDescription>
    </CardHeader>
    <CardContent className="flex flex-col items-center gap-3 py-6 text-center text-muted-foreground">
      <p>No scripts yet</p>
      <Button asChild size="sm">
        <Link to="/generate">Generate your first script</Link>
      </Button>
    </CardContent>
  </Card>
);
