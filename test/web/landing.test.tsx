import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingRoute } from '@/app/routes/landing';
import { renderInRouter } from './support/app';

describe('landing page', () => {
  it('is about generating scripts in your own voice and links to sign-up and pricing', () => {
    renderInRouter(<LandingRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/generate scripts in your own voice/i);
    for (const link of screen.getAllByRole('link', { name: /start creating free/i })) expect(link).toHaveAttribute('href', '/signup');
    for (const link of screen.getAllByRole('link', { name: /view pricing/i })) expect(link).toHaveAttribute('href', '/pricing');
    expect(screen.getByText(/you own all generated scripts/i)).toBeInTheDocument();
    expect(document.title).toBe('Scripts in Your Own Voice | ScriptVoice');
    const platforms = screen.getByRole('region', { name: /every platform/i });
    for (const name of ['YouTube', 'TikTok', 'Instagram Reel', 'Podcast']) expect(within(platforms).getByText(name)).toBeInTheDocument();
  });
});
