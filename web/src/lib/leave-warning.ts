import { useEffect } from 'react';

/** While `active`, the browser asks before the page unloads: a reload, closing the tab, an address typed in. */
export const useUnloadWarning = (active: boolean) => {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
};

/** A plain left click on a link to another page of this site (not a new tab, a download or the same page's #part). */
const linkAway = (event: MouseEvent) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin || (to.pathname === here.pathname && to.search === here.search)) return null;
  return link;
};

/**
 * While `active`: the unload warning, and a link to another page of the app asks `message` first (Cancel stays).
 * The routes are declarative, without the data router whose blocker could hold a navigation, so the click is
 * caught on its way down, before the router's link handler sees it. Back and Forward are not held.
 */
export const useLeaveWarning = (active: boolean, message: string) => {
  useUnloadWarning(active);
  useEffect(() => {
    if (!active) return;
    const confirmLeaving = (event: MouseEvent) => {
      if (!linkAway(event) || window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', confirmLeaving, true);
    return () => document.removeEventListener('click', confirmLeaving, true);
  }, [active, message]);
};
