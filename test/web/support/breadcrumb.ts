import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The page's breadcrumb: one link, the home icon to /dashboard, then `current` as plain text marked as the page. */
export const expectBreadcrumbFromDashboardTo = (current: string) => {
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  const links = within(breadcrumb).getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', '/dashboard');
  expect(links[0]!.querySelector('svg')).not.toBeNull();
  const page = within(breadcrumb).getByText(current);
  expect(page).toHaveAttribute('aria-current', 'page');
  expect(page.closest('a')).toBeNull();
};
