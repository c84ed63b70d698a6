import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'cognito-local/lib/services/context';
import type { Services } from 'cognito-local/lib/services';
import pino from 'pino';
import { LOCAL_USER_POOL_ID } from './cognito';
import { findGoogleUser } from './cognito-users';
import { escapeHtml, localPage } from './html';

const TICKET_LIFETIME_MS = 60_000;
const CANCELLED_MESSAGE = 'Google sign-in was cancelled';

interface Ticket {
  username: string;
  password: string;
  expiresAt: number;
}

const consentPage = (redirectUri: string, errorUri: string) =>
  localPage(
    'Sign in with Google',
    `<h1>Sign in with Google</h1>
<p class="muted">Local stand-in for Google: cognito-local has no federation, so this page signs you in as a Cognito user
with a Google identity. In AWS this is Cognito's Google identity provider.</p>
<form class="card" method="post" action="/_local/google/consent">
  <input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
  <input type="hidden" name="error_uri" value="${escapeHtml(errorUri)}">
  <label for="email">Google account email</label>
  <input id="email" name="email" type="email" required value="creator@gmail.com">
  <button type="submit" name="action" value="allow">Continue</button>
  <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</form>`,
  );

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

const readTicket = async (req: IncomingMessage): Promise<string | undefined> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const { ticket } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { ticket?: unknown };
    return typeof ticket === 'string' ? ticket : undefined;
  } catch {
    return undefined;
  }
};

const redirect = (res: ServerResponse, location: string) => {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * The local consent page that stands in for Google. "Continue" finds or creates a confirmed Cognito user
 * with a Google identity, gives it a fresh random password and hands the app a one-time ticket (valid one
 * minute) that the app redeems to sign in through the ordinary Cognito API.
 */
export const createGoogleStandIn = (options: { services: Services }) => {
  const tickets = new Map<string, Ticket>();
  const ctx: Context = { logger: pino({ level: 'silent' }) };
  // The stand-in is served by the app server itself: the app's origin is the one this request came to, whichever
  // loopback name and port the browser uses (localhost, 127.0.0.1…). Redirects go nowhere else.
  const appOriginOf = (req: IncomingMessage) => `http://${req.headers.host ?? 'localhost'}`;
  const isOwnUrl = (req: IncomingMessage, value: string | null): value is string => {
    if (!value) return false;
    try {
      return new URL(value).origin === new URL(appOriginOf(req)).origin;
    } catch {
      return false;
    }
  };

  // A failure goes back to the page the Google button was on (/login or /signup), on this origin only.
  const errorPageOf = (req: IncomingMessage, errorUri: string | null) => (isOwnUrl(req, errorUri) ? errorUri : `${appOriginOf(req)}/signup`);

  // Finds this address's Google user (never an email-and-password account with the same address: in AWS they are two
  // users) and signs in as it by its username, since a Google user is no sign-in alias of its address.
  const signInAsGoogleUser = async (email: string): Promise<string> => {
    const userPool = await options.services.cognito.getUserPool(ctx, LOCAL_USER_POOL_ID);
    const password = randomBytes(24).toString('base64url');
    const existing = findGoogleUser(await userPool.listUsers(ctx), email);
    const now = new Date();
    let username: string;
    if (existing) {
      username = existing.Username;
      await userPool.saveUser(ctx, { ...existing, Password: password, UserLastModifiedDate: now });
    } else {
      const sub = randomUUID();
      username = sub;
      await userPool.saveUser(ctx, {
        Username: sub,
        Password: password,
        Enabled: true,
        UserStatus: 'CONFIRMED',
        UserCreateDate: now,
        UserLastModifiedDate: now,
        RefreshTokens: [],
        Attributes: [
          { Name: 'sub', Value: sub },
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'identities', Value: JSON.stringify([{ providerName: 'Google', providerType: 'Google', userId: sub }]) },
        ],
      });
    }
    const ticket = randomBytes(24).toString('base64url');
    tickets.set(ticket, { username, password, expiresAt: Date.now() + TICKET_LIFETIME_MS });
    return ticket;
  };

  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (path === '/_local/google/authorize' && req.method === 'GET') {
      const query = new URL(req.url ?? '', 'http://localhost').searchParams;
      const redirectUri = query.get('redirect_uri');
      if (!isOwnUrl(req, redirectUri)) return sendJson(res, 400, { message: 'redirect_uri must be on the app origin' }), true;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(consentPage(redirectUri, errorPageOf(req, query.get('error_uri'))));
      return true;
    }
    if (path === '/_local/google/consent' && req.method === 'POST') {
      const form = await readForm(req);
      const redirectUri = form.get('redirect_uri');
      if (!isOwnUrl(req, redirectUri)) return sendJson(res, 400, { message: 'redirect_uri must be on the app origin' }), true;
      const fail = (message: string) => {
        const target = new URL(errorPageOf(req, form.get('error_uri')));
        target.searchParams.set('google_error', message);
        redirect(res, target.toString());
        return true;
      };
      if (form.get('action') !== 'allow') return fail(CANCELLED_MESSAGE);
      const email = (form.get('email') ?? '').trim().toLowerCase();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail('Google did not return a valid email address');
      const target = new URL(redirectUri);
      target.searchParams.set('local_google_ticket', await signInAsGoogleUser(email));
      redirect(res, target.toString());
      return true;
    }
    if (path === '/_local/google/redeem' && req.method === 'POST') {
      const ticket = await readTicket(req);
      const found = ticket ? tickets.get(ticket) : undefined;
      if (ticket) tickets.delete(ticket);
      if (!found || found.expiresAt < Date.now()) return sendJson(res, 400, { message: 'This Google sign-in has expired. Please try again.' }), true;
      return sendJson(res, 200, { username: found.username, password: found.password }), true;
    }
    return false;
  };
};
