import { type RouteObject, useRoutes } from 'react-router-dom';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { LandingLayout } from './landing-layout';
import { lazyPage } from './lazy-page';
import { legalRoutes, standaloneLegalRoutes } from './legal-routes';
import { LandingRoute } from './routes/landing';

const page = (path: string, load: Parameters<typeof lazyPage>[0]): RouteObject => ({ path, element: lazyPage(load) });

/**
 * The landing page and its frame are in the first bundle; everything else loads lazily, including the app
 * shell that brings auth, data fetching and toasts. Declarative routes rather than a data router: the app
 * uses no loaders or actions, and the data router would add ~17 KB gzipped to the landing page.
 */
export const appRoutes: RouteObject[] = [
  ...standaloneLegalRoutes,
  { element: <LandingLayout />, children: [{ path: '/', element: <LandingRoute /> }] },
  {
    element: lazyPage(() => import('./app-shell')),
    children: [
      page('/login', () => import('./routes/login')),
      page('/signup', () => import('./routes/signup')),
      page('/confirm-email', () => import('./routes/confirm-email')),
      page('/forgot-password', () => import('./routes/forgot-password')),
      page('/reset-password', () => import('./routes/reset-password')),
      page('/pricing', () => import('./routes/pricing')),
      page('/payment-success', () => import('./routes/payment-success')),
      ...legalRoutes,
      {
        element: lazyPage(() => import('./routes/protected-route')),
        children: [
          page('/dashboard', () => import('./routes/dashboard')),
          page('/generate', () => import('./routes/generate')),
          page('/scripts', () => import('./routes/scripts')),
          page('/script/:id', () => import('./routes/script')),
          page('/documents', () => import('./routes/documents')),
          page('/style-guide', () => import('./routes/style-guide')),
          page('/account', () => import('./routes/account')),
        ],
      },
      page('*', () => import('./routes/not-found')),
    ],
  },
];

export const AppRoutes = () => (
  <>
    <ScrollToTop />
    {useRoutes(appRoutes)}
  </>
);
