import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { legalRoutes, standaloneLegalRoutes } from '@/app/legal-routes';

const PAGES = [
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy | ScriptVoice', standalone: false },
  { path: '/terms-and-conditions', heading: 'Terms of Use', title: 'Terms of Use | ScriptVoice', standalone: false },
  { path: '/cookie-policy', heading: 'Cookie Policy', title: 'Cookie Policy | ScriptVoice', standalone: false },
  { path: '/disclaimers', heading: 'Disclaimers', title: 'Disclaimers | ScriptVoice', standalone: true },
  { path: '/intellectual-property', heading: 'Intellectual Property', title: 'Intellectual Property | ScriptVoice', standalone: true },
  { path: '/about', heading: 'About ScriptVoice', title: 'About | ScriptVoice', standalone: true },
] as const;

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [...standaloneLegalRoutes, { element: <Outlet />, children: legalRoutes }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
};

describe('legal routes', () => {
  for (const { path, heading, title, standalone } of PAGES) {
    it(`${path} loads the page headed "${heading}" on demand and titles it "${title}"`, async () => {
      renderAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await waitFor(() => expect(document.title).toBe(title));
    });

    it(`${path} ${standalone ? 'brings its own top bar' : 'relies on the site layout for navigation'}`, async () => {
      renderAt(path);
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 });
      expect(screen.queryByRole('banner') !== null).toBe(standalone);
    });
  }

  it('serves the three site-layout pages and the three standalone pages at the paths the footer links to', () => {
    expect(legalRoutes.map((route) => route.path)).toEqual(['/privacy-policy', '/terms-and-conditions', '/cookie-policy']);
    expect(standaloneLegalRoutes.map((route) => route.path)).toEqual(['/disclaimers', '/intellectual-property', '/about']);
    for (const route of [...legalRoutes, ...standaloneLegalRoutes]) expect(route.element).toBeTruthy();
  });
});
