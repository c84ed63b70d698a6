import { AlertTriangle, Info } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/**
 * At 0 credits (spec §2), above the form so a phone shows it first. The spec's "for this month" is left out: credits
 * are pay as you go and never expire (README, "Deviations from the spec").
 */
export const NoScriptsLeft = () => (
  <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
    <p className="flex items-center gap-2 font-semibold">
      <AlertTriangle aria-hidden className="size-4" /> No scripts left!
    </p>
    <p className="mt-1 text-sm">You've used all your credits.</p>
    <Button asChild variant="outline" size="sm" className="mt-3">
      <Link to="/pricing">Buy More Credits</Link>
    </Button>
  </div>
);

/** Before the click: with no processed document the draft cannot sound like the creator, and it still costs a credit. */
export const NotInYourVoiceYet = () => {
  const titleId = useId();
  return (
    <div role="note" aria-labelledby={titleId} className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950">
      <p id={titleId} className="flex items-center gap-2 font-semibold">
        <Info aria-hidden className="size-4" /> Not in your voice yet
      </p>
      <p className="mt-1 text-sm">
        No document of yours has been processed, so this script is written in a general voice, not yours, and it still uses
        a credit. Upload a past script or transcript first to have it written the way you talk.
      </p>
      <Button asChild variant="outline" size="sm" className="mt-3">
        <Link to="/documents">Upload a document</Link>
      </Button>
    </div>
  );
};
