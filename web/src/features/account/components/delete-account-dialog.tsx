import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface DeleteAccountDialogProps {
  /** The signed-in account's email, which the person types to confirm; without one, the word DELETE. */
  email: string | undefined;
  deleting: boolean;
  onConfirm(): void;
}

const normalise = (text: string) => text.trim().toLowerCase();

/** Deleting everything is one click from the account page, so the confirmation asks for the account's email typed out. */
export const DeleteAccountDialog = ({ email, deleting, onConfirm }: DeleteAccountDialogProps) => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const expected = email ?? 'DELETE';
  const confirmed = normalise(typed) === normalise(expected);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setTyped('');
  };

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" className="text-destructive hover:text-destructive" disabled={deleting}>
          <Trash2 aria-hidden /> {deleting ? 'Deleting...' : 'Delete Account'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete your account?</AlertDialogTitle>
          <AlertDialogDescription>
            Your scripts, documents, style guide, voice profile and remaining credits are deleted for good. Payment records
            are kept as the law requires. Export your data first if you want a copy.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={fieldId}>{email ? 'Type your email to confirm' : 'Type DELETE to confirm'}</Label>
          <p id={hintId} className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            Type <span className="font-medium text-foreground">{expected}</span> to delete this account.
          </p>
          <Input
            id={fieldId}
            aria-describedby={hintId}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" disabled={!confirmed} onClick={onConfirm}>
            Delete Account
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
};
