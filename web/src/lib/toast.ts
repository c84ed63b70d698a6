import { toast } from 'sonner';

/** A button on a toast: Undo, say. */
export interface ToastAction {
  label: string;
  onClick(): void;
}

/**
 * The app's toasts: one at a time (spec §9), failures in the destructive style (spec §8).
 * Each new toast dismisses the one before it.
 */
export const notify = {
  success(title: string, description?: string, action?: ToastAction) {
    toast.dismiss();
    toast.success(title, { description, action });
  },
  error(title: string, description?: string) {
    toast.dismiss();
    toast.error(title, { description });
  },
};
