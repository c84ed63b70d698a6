/**
 * The public pages the web build renders to HTML (and the client hydrates): they need no session or data, so
 * their text is on screen before any JavaScript runs. Every other path gets the empty app shell, `app.html`.
 * Shared by the build (web/prerender-plugin.ts), the local server and CloudFront's viewer-request function.
 */
export const PRERENDERED_PAGES = [
  '/',
  '/about',
  '/disclaimers',
  '/intellectual-property',
  '/pricing',
  '/privacy-policy',
  '/terms-and-conditions',
  '/cookie-policy',
] as const;

export const APP_SHELL_FILE = 'app.html';

/** The file of the build a prerendered page is written to: `/about` → `about/index.html`. */
export const prerenderedFileOf = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
