import type { ReactNode } from 'react';
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

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  /** The destructive button's words ('Delete', 'Delete voice'); 'Deleting...' while `pending`. */
  action: string;
  pending: boolean;
  onConfirm(): void;
}

/** A delete that asks first: it cannot be closed or confirmed twice while the delete is under way. */
export const ConfirmDeleteDialog = ({ open, onOpenChange, title, description, action, pending, onConfirm }: ConfirmDeleteDialogProps) => (
  <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
        <AlertDialogAction
          variant="destructive"
          disabled={pending}
          onClick={(event) => {
            // The dialog closes when the delete is done, not on the click.
            event.preventDefault();
            onConfirm();
          }}
        >
          {pending ? 'Deleting...' : action}
        </AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  </AlertDialog>
);
