import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';

// Below the sticky header (4rem and its 1 px border), so a toast never covers Logout, the Menu button or the links.
const BELOW_HEADER = { top: 72 };

/**
 * The app's one toast region: one toast at a time (spec §9), failures in the error style (spec §8). Sonner keeps
 * toasts in a store that outlives this component, and the landing page has no toaster: a toast still up when the
 * person went there used to come back, stale, on the next page with one. Leaving the shell dismisses them.
 */
export const Toaster = () => {
  useEffect(
    () => () => {
      toast.dismiss();
    },
    [],
  );
  return <Sonner position="top-right" richColors closeButton visibleToasts={1} offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} />;
};
