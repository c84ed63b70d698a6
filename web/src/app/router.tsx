import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LandingLayout } from './landing-layout';
import { legalRoutes, standaloneLegalRoutes } from './legal-routes';
import { LandingRoute } from './routes/landing';

const lazyRoute = (path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * The landing page and its frame are in the first bundle; everything else loads lazily, including the
 * app shell that brings auth, data fetching and toasts. A data router starts loading the current route as
 * soon as it exists, so it is created only once `/config.json` has loaded.
 */
export const createAppRouter = () =>
  createBrowserRouter([
  ...standaloneLegalRoutes,
  { element: <LandingLayout />, children: [{ path: '/', element: <LandingRoute /> }] },
  {
    lazy: async () => ({ Component: (await import('./app-shell')).default }),
    children: [
      lazyRoute('/login', () => import('./routes/login')),
      lazyRoute('/signup', () => import('./routes/signup')),
      lazyRoute('/confirm-email', () => import('./routes/confirm-email')),
      lazyRoute('/pricing', () => import('./routes/pricing')),
      lazyRoute('/payment-success', () => import('./routes/payment-success')),
      ...legalRoutes,
      {
        lazy: async () => ({ Component: (await import('./routes/protected-route')).default }),
        children: [
          lazyRoute('/dashboard', () => import('./routes/dashboard')),
          lazyRoute('/generate', () => import('./routes/generate')),
          lazyRoute('/script/:id', () => import('./routes/script')),
          lazyRoute('/documents', () => import('./routes/documents')),
          lazyRoute('/style-guide', () => import('./routes/style-guide')),
        ],
      },
      lazyRoute('*', () => import('./routes/not-found')),
    ],
  },
  ]);
