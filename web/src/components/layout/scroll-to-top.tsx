import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A link to another page opens it at its top, as a page load would: without this, following a link from low on a
 * long page (the footer's policies, "View all scripts") showed the new page already scrolled. Back and forward
 * (POP) keep the browser's own restoration; a change of query or hash on the same page does not move it.
 */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new path counts: the navigation type of a later same-path change must not scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
};
