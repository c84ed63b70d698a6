import type { MouseEvent } from 'react';

/** The id of each layout's <main>, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content';

const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  // Focus without a #fragment in the address; before the script loads, the plain link does the same.
  event.preventDefault();
  main.focus();
};

/** The first thing Tab reaches on every page: hidden until focused, it jumps past the header to the page itself. */
export const SkipLink = () => (
  <a
    href={`#${MAIN_CONTENT_ID}`}
    onClick={focusMain}
    className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-background focus:px-4 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:ring-2 focus:ring-ring focus:outline-none"
  >
    Skip to main content
  </a>
);
