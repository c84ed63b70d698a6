import { useCallback, useMemo, useRef, useState } from 'react';
import { countPlaceholders } from '@contracts/material';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** Something the creator does with the script that may want its placeholders filled in first. */
export interface PlaceholderGatedAction {
  run(): void;
  /** The one-click way on: "Copy anyway". */
  anyway: string;
  /** What going on means for the placeholders. */
  consequence: string;
}

export const placeholdersStillText = (count: number) => `${count} ${count === 1 ? 'placeholder' : 'placeholders'} still to fill in`;

/**
 * Copy, Download and the teleprompter say how many placeholders (`[[fill in: …]]`) the script still has before they
 * go on (issue 30): `gate(action)` runs it at once when there are none, and otherwise asks, with the way on one click
 * away. Spread `dialog` on a PlaceholderConfirm.
 */
export const usePlaceholderGate = (markdown: string) => {
  const count = useMemo(() => countPlaceholders(markdown), [markdown]);
  const [pending, setPending] = useState<PlaceholderGatedAction | null>(null);
  const gate = useCallback((action: PlaceholderGatedAction) => (count > 0 ? setPending(action) : action.run()), [count]);
  return { gate, dialog: { count, pending, onClose: () => setPending(null) } };
};

interface PlaceholderConfirmProps {
  count: number;
  pending: PlaceholderGatedAction | null;
  onClose(): void;
}

export const PlaceholderConfirm = ({ count, pending, onClose }: PlaceholderConfirmProps) => {
  const going = useRef<(() => void) | null>(null);
  // The action runs once the dialog has closed and handed focus back, so a dialog it opens (the teleprompter) keeps focus.
  const goOnAfterClosing = () => {
    const run = going.current;
    going.current = null;
    if (run) setTimeout(run, 0);
  };
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent onCloseAutoFocus={goOnAfterClosing}>
        <AlertDialogHeader>
          <AlertDialogTitle>{placeholdersStillText(count)}</AlertDialogTitle>
          <AlertDialogDescription>
            Each [[fill in: …]] marks something only you can say. {pending?.consequence} Fill them in with Edit, or go on as it is.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              going.current = pending?.run ?? null;
            }}
          >
            {pending?.anyway}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
