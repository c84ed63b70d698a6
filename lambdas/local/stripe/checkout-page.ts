import { escapeHtml, localPage } from '../html';

/** What the local checkout page shows of a session. */
export interface CheckoutPageSession {
  id: string;
  productName: string;
  description: string | null;
  amountTotal: number;
  currency: string;
  cancelUrl: string | null;
  successUrl: string;
  status: 'open' | 'complete' | 'expired';
}

const money = (cents: number, currency: string) =>
  `${currency.toLowerCase() === 'aud' ? 'A$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

const notice = `<p class="muted">Local stand-in for Stripe Checkout: no card is asked for and nothing is charged. Paying marks
the session paid, sends a signed <code>checkout.session.completed</code> to the app's webhook and returns you to the
app, as Stripe would. Set <code>STRIPE_SECRET_KEY</code> to use Stripe's own test mode instead.</p>`;

/** The checkout page: package, credits, price, a Pay button (a plain form, no scripts) and a way back. */
export const renderCheckoutPage = (session: CheckoutPageSession) => {
  const total = money(session.amountTotal, session.currency);
  const back = session.cancelUrl
    ? `<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and return to ScriptVoice</a></p>`
    : '';
  let action: string;
  if (session.status === 'open') {
    action = `<form class="card" method="post" action="/_local/checkout/${escapeHtml(session.id)}">
  <button type="submit">Pay</button>
</form>
${back}`;
  } else if (session.status === 'complete') {
    action = `<p>This checkout is already paid.</p>
<p><a href="${escapeHtml(session.successUrl)}">Return to ScriptVoice</a></p>`;
  } else {
    action = `<p>This checkout session has expired.</p>
${back}`;
  }
  return localPage(
    'Checkout',
    `<h1>Pay ScriptVoice</h1>
${notice}
<article aria-label="Order summary">
  <h2>${escapeHtml(session.productName)}</h2>
  ${session.description ? `<p>${escapeHtml(session.description)}</p>` : ''}
  <p><strong data-testid="checkout-total">${escapeHtml(total)}</strong></p>
</article>
${action}`,
  );
};

export const renderCheckoutNotFound = () =>
  localPage('Checkout', `<h1>Checkout session not found</h1>\n${notice}\n<p><a href="/pricing">Back to pricing</a></p>`);
