/** A mail Cognito sends about an account, with the link into the app that carries the address and the code. */
export interface AccountMail {
  subject: string;
  text: string;
  html: string;
  link: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `{appUrl}{path}?email=…&code=…`: the page that finishes the step with the mailed code. */
export const accountLink = (appUrl: string, path: string, email: string, code: string): string => {
  const url = new URL(path, appUrl);
  url.searchParams.set('email', email);
  url.searchParams.set('code', code);
  return url.toString();
};
