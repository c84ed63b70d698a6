import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

export const ScriptNotFound = () => (
  <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
    <FileQuestion aria-hidden className="size-12 text-muted-foreground" />
    <h1 className="text-2xl font-bold">Script Not Found</h1>
    <p className="text-muted-foreground">This script does not exist or has been removed.</p>
    <Button asChild>
      <Link to="/dashboard">Back to Dashboard</Link>
    </Button>
  </div>
);
