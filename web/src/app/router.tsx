import { createBrowserRouter } from 'react-router-dom';
import { SiteLayout } from '@/components/layout/site-layout';
import { legalRoutes, standaloneLegalRoutes } from './legal-routes';
import { LandingRoute } from './routes/landing';

/** The landing page is in the first bundle; every other screen is its own lazily loaded chunk. */
export const router = createBrowserRouter([
  ...standaloneLegalRoutes,
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <LandingRoute /> },
      ...legalRoutes,
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
    ],
  },
]);
