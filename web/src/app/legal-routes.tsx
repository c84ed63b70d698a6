import type { RouteObject } from 'react-router-dom';
import { lazyPage } from './lazy-page';

/** Privacy Policy, Terms of Use and Cookie Policy: shown inside the site layout (navigation and footer). */
export const legalRoutes: RouteObject[] = [
  { path: '/privacy-policy', element: lazyPage(() => import('@/features/legal/components/privacy-policy-page')) },
  { path: '/terms-and-conditions', element: lazyPage(() => import('@/features/legal/components/terms-of-use-page')) },
  { path: '/cookie-policy', element: lazyPage(() => import('@/features/legal/components/cookie-policy-page')) },
];

/** Disclaimers, Intellectual Property and About: standalone pages with their own top bar. */
export const standaloneLegalRoutes: RouteObject[] = [
  { path: '/disclaimers', element: lazyPage(() => import('@/features/legal/components/disclaimers-page')) },
  { path: '/intellectual-property', element: lazyPage(() => import('@/features/legal/components/intellectual-property-page')) },
  { path: '/about', element: lazyPage(() => import('@/features/legal/components/about-page')) },
];
