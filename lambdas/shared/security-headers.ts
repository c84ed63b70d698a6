/**
 * The browser-facing security headers. CloudFront's response-headers policy and the local server both
 * build them here, so the CSP tested locally is the one deployed. No inline scripts anywhere.
 */
export const contentSecurityPolicy = (connectSources: readonly string[]): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // React and the UI primitives set style attributes at run time; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    "form-action 'self' https://checkout.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');

export const securityHeaders = (connectSources: readonly string[]): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(connectSources),
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
});
