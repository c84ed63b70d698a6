import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Radix gives focus back to a dialog's Trigger on close; a dialog opened through state (the script workshop's, a
 * confirmation opened from a list) has none, so focus fell to <body> and a keyboard user started again at the top.
 * This remembers what had focus as the dialog opened and gives focus back to it, if it is still on the page, on
 * close; otherwise Radix's own behaviour applies. The caller's handlers run first and may prevent it.
 */
export const useReturnFocus = ({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) => {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const focused = document.activeElement;
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
};
