import type { RouteObject } from 'react-router-dom';

/** Privacy Policy, Terms of Use and Cookie Policy: shown inside the site layout (navigation and footer). */
export const legalRoutes: RouteObject[] = [
  {
    path: '/privacy-policy',
    lazy: async () => ({ Component: (await import('@/features/legal/components/privacy-policy-page')).default }),
  },
  {
    path: '/terms-and-conditions',
    lazy: async () => ({ Component: (await import('@/features/legal/components/terms-of-use-page')).default }),
  },
  {
    path: '/cookie-policy',
    lazy: async () => ({ Component: (await import('@/features/legal/components/cookie-policy-page')).default }),
  },
];

/** Disclaimers, Intellectual Property and About: standalone pages with their own top bar. */
export const standaloneLegalRoutes: RouteObject[] = [
  {
    path: '/disclaimers',
    lazy: async () => ({ Component: (await import('@/features/legal/components/disclaimers-page')).default }),
  },
  {
    path: '/intellectual-property',
    lazy: async () => ({ Component: (await import('@/features/legal/components/intellectual-property-page')).default }),
  },
  {
    path: '/about',
    lazy: async () => ({ Component: (await import('@/features/legal/components/about-page')).default }),
  },
];
