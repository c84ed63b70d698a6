import { toast } from 'sonner';

/**
 * The app's toasts: one at a time (spec §9), failures in the destructive style (spec §8).
 * Each new toast dismisses the one before it.
 */
export const notify = {
  success(title: string, description?: string) {
    toast.dismiss();
    toast.success(title, { description });
  },
  error(title: string, description?: string) {
    toast.dismiss();
    toast.error(title, { description });
  },
};
