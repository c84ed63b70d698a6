import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PricingRoute from '@/app/routes/pricing';
import { leaveForCheckout } from '@/features/pricing/utils/leave-for-checkout';
import { ApiError } from '@/lib/api-client';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import { authIn, deferred, fakeApi, renderRoutes } from '../support/app';
import { spyOnToasts } from '../support/toasts';
import { PACKAGES } from './support/fixtures';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  request: vi.fn(),
}));
vi.mock('@/features/pricing/utils/leave-for-checkout', () => ({ leaveForCheckout: vi.fn() }));

const renderPricing = (auth: AuthContextValue = authIn('signedIn')) =>
  renderRoutes(
    [
      { path: '/pricing', element: <PricingRoute /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    '/pricing',
    { auth },
  );

const cardOf = (name: string) => screen.getByRole('article', { name });

const toasts = spyOnToasts();
afterEach(() => {
  vi.mocked(leaveForCheckout).mockReset();
});

describe('/pricing: the packages', () => {
  it("shows 'Choose Your Credits', that rewrites and edits are free, and a spinner while the packages load", async () => {
    fakeApi({ 'GET /packages': () => new Promise(() => undefined) });
    renderPricing();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Credits' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading packages' })).toBeInTheDocument();
    expect(screen.getByText(/Editing, rewriting sections in your voice \(up to 30 rewrites an hour\), versions and the teleprompter are free\./)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pricing | ScriptVoice'));
  });

  it('shows each package with its name, credits, price, per-credit price and badge, in order, three columns wide', async () => {
    fakeApi({ 'GET /packages': () => ({ packages: PACKAGES }) });
    renderPricing();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Starter', 'Creator', 'Studio']);
    expect(screen.getByTestId('package-grid')).toHaveClass('md:grid-cols-3');

    const expected = [
      ['Starter', '10', 'A$9.00', 'A$0.90 per credit', null],
      ['Creator', '50', 'A$39.00', 'A$0.78 per credit', 'Most Popular'],
      ['Studio', '150', 'A$99.00', 'A$0.66 per credit', 'Best Value'],
    ] as const;
    for (const [name, credits, price, perCredit, badge] of expected) {
      const card = within(cardOf(name));
      expect(card.getByTestId('package-credits')).toHaveTextContent(credits);
      expect(card.getByTestId('package-price')).toHaveTextContent(price);
      expect(card.getByTestId('package-per-credit')).toHaveTextContent(perCredit);
      if (badge) expect(card.getByText(badge)).toBeInTheDocument();
      expect(card.getByRole('button', { name: `Purchase ${name}` })).toHaveTextContent('Purchase');
    }
    expect(within(cardOf('Starter')).queryByText(/Most Popular|Best Value/)).not.toBeInTheDocument();
  });

  it("toasts 'Error loading packages' with the message when the list fails", async () => {
    fakeApi({
      'GET /packages': () => {
        throw new ApiError(503, 'internal', 'Service unavailable');
      },
    });
    renderPricing();
    await waitFor(() => expect(toasts.failure).toHaveBeenCalledWith('Error loading packages', 'Service unavailable'));
    expect(toasts.failure).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
  });
});

describe('/pricing: Purchase', () => {
  it('sends a signed-out visitor to /login without opening a checkout', async () => {
    const { calls } = fakeApi({ 'GET /packages': () => ({ packages: PACKAGES }) });
    renderPricing(authIn('signedOut'));
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Creator' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('marks only that package as processing until the browser leaves for the checkout page', async () => {
    const checkout = deferred<{ url: string }>();
    const { calls } = fakeApi({ 'GET /packages': () => ({ packages: PACKAGES }), 'POST /checkout': () => checkout.promise });
    renderPricing();
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Creator' }));

    const creatorButton = within(cardOf('Creator')).getByRole('button');
    expect(creatorButton).toHaveTextContent('Processing...');
    expect(creatorButton).toBeDisabled();
    expect(within(cardOf('Starter')).getByRole('button')).toHaveTextContent('Purchase');
    expect(within(cardOf('Starter')).getByRole('button')).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/checkout', body: { priceId: 'price_creator' } }]);

    checkout.resolve({ url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_123'));
    expect(within(cardOf('Creator')).getByRole('button')).toHaveTextContent('Processing...');
    expect(toasts.failure).not.toHaveBeenCalled();
  });

  it('clears the mark when the browser restores the page from its back-forward cache', async () => {
    fakeApi({ 'GET /packages': () => ({ packages: PACKAGES }), 'POST /checkout': () => ({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }) });
    renderPricing();
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Starter' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalled());
    expect(within(cardOf('Starter')).getByRole('button')).toHaveTextContent('Processing...');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(within(cardOf('Starter')).getByRole('button')).toHaveTextContent('Purchase');
    expect(within(cardOf('Starter')).getByRole('button')).toBeEnabled();
  });

  it("clears the mark and toasts 'Error creating checkout' with the message on failure", async () => {
    fakeApi({
      'GET /packages': () => ({ packages: PACKAGES }),
      'POST /checkout': () => {
        throw new ApiError(502, 'payment.provider_unavailable', 'The payment provider could not be reached. Please try again.');
      },
    });
    renderPricing();
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Studio' }));
    await waitFor(() =>
      expect(toasts.failure).toHaveBeenCalledWith('Error creating checkout', 'The payment provider could not be reached. Please try again.'),
    );
    const button = within(cardOf('Studio')).getByRole('button');
    expect(button).toHaveTextContent('Purchase');
    expect(button).toBeEnabled();
    expect(leaveForCheckout).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('waits for auth before a purchase can start', async () => {
    fakeApi({ 'GET /packages': () => ({ packages: PACKAGES }) });
    renderPricing(authIn('loading'));
    expect(await screen.findByRole('button', { name: 'Purchase Starter' })).toBeDisabled();
  });
});
