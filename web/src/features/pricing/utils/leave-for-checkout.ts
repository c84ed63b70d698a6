/** Leaves the app for the payment provider's checkout page (a full page load, as Stripe Checkout needs). */
export const leaveForCheckout = (url: string) => {
  window.location.assign(url);
};
