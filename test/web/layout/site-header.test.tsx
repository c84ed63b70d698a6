import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteLayout } from '@/components/layout/site-layout';

const renderLayoutAt = (path: string, signedIn = true) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SiteLayout signedIn={signedIn} onLogout={vi.fn()}>
            <h1>Page</h1>
            <button type="button">First thing on the page</button>
          </SiteLayout>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
};

const mainLinks = () => within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => link.textContent);

describe('the site header', () => {
  it('offers the spec’s signed-in links with Scripts and Account added (deviations: README), and Logout on every page but a script’s', () => {
    renderLayoutAt('/dashboard');
    expect(mainLinks()).toEqual(['Dashboard', 'Scripts', 'Pricing', 'Style Guide', 'Documents', 'About', 'Account']);
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('adds Generate after Dashboard on a script page, whose top bar it is', () => {
    renderLayoutAt('/script/01JBXQ7R3M9V5K2T8N4P6W0Y1Z');
    expect(mainLinks()).toEqual(['Dashboard', 'Generate', 'Scripts', 'Pricing', 'Style Guide', 'Documents', 'About', 'Account']);
  });

  it('starts with a skip link that moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderLayoutAt('/generate');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First thing on the page' })).toHaveFocus();
  });

  it('has the skip link signed out too', async () => {
    const user = userEvent.setup();
    renderLayoutAt('/login', false);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});
