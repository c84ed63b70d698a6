import { type AddressClass, classifyAddress, isIpLiteral } from './address-rules';
import { unreadable } from './unreadable';

/**
 * Loopback origins ("host:port") that local configuration lets through: the local stack serves sample pages on its
 * own origin, and tests serve theirs. Empty in AWS (the CDK stack never sets SOURCE_FETCH_ALLOW_LOCAL).
 */
export interface LocalAllowance {
  readonly origins: ReadonlySet<string>;
}

export const NO_LOCAL_ALLOWANCE: LocalAllowance = { origins: new Set() };

const LOOPBACK_NAME = /^(localhost|[a-z\d-]+(\.[a-z\d-]+)*\.localhost)$/;
const STANDARD_PORTS = new Set([80, 443]);

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);
const originKey = (url: URL) => `${url.hostname}:${portOf(url)}`;

/**
 * `SOURCE_FETCH_ALLOW_LOCAL` ("localhost:3000,127.0.0.1:3000"): each entry must name a loopback host (localhost,
 * *.localhost, 127.x.x.x, [::1]) and a port; anything else throws, so a mistaken value fails the cold start instead
 * of opening a hole.
 */
export const parseLocalAllowance = (raw: string | undefined): LocalAllowance => {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const origins = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(`http://${entry}`);
    } catch {
      throw new Error(`SOURCE_FETCH_ALLOW_LOCAL: "${entry}" is not host:port`);
    }
    const loopback = LOOPBACK_NAME.test(url.hostname) || (isIpLiteral(url.hostname) && classifyAddress(url.hostname) === 'loopback');
    if (!loopback || !url.port || url.pathname !== '/' || url.username || url.password) {
      throw new Error(`SOURCE_FETCH_ALLOW_LOCAL: "${entry}" is not a loopback host:port`);
    }
    origins.add(originKey(url));
  }
  return { origins };
};

/** One hop of a read, once its link passed the rules: where to connect and under which rules its addresses fall. */
export interface LinkTarget {
  /** The link without its fragment (never sent). */
  url: URL;
  /** The host to resolve or connect to, without IPv6 brackets. */
  host: string;
  port: number;
  /** The host is an IP address: nothing to resolve. */
  literal: boolean;
  /** An origin of the local allowance: any port, and loopback addresses are let through (nothing else is). */
  local: boolean;
}

const allowedClass = (addressClass: AddressClass, local: boolean) => addressClass === 'public' || (local && addressClass === 'loopback');

/**
 * The link rules, before any network: http or https only, no user name or password, ports 80 and 443 only, and a
 * literal address must be public. WHATWG URL parsing has already turned decimal, hex, octal and short IPv4 forms
 * (2130706433, 0x7f000001, 0177.0.0.1, 127.1) into dotted quads, so they meet the same address rule.
 */
export const checkLink = (url: URL, allowance: LocalAllowance): LinkTarget => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw unreadable('scheme');
  if (url.username || url.password) throw unreadable('credentials');
  const port = portOf(url);
  const local = allowance.origins.has(originKey(url));
  if (!local && !STANDARD_PORTS.has(port)) throw unreadable('port');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const literal = isIpLiteral(host);
  if (literal && !allowedClass(classifyAddress(host), local)) throw unreadable('privateAddress');
  const withoutFragment = new URL(url.href);
  withoutFragment.hash = '';
  return { url: withoutFragment, host, port, literal, local };
};

/** Every address a name resolved to must pass: one refused address refuses the link, whichever would be used. */
export const checkResolvedAddresses = (target: LinkTarget, addresses: readonly string[]): void => {
  if (addresses.length === 0) throw unreadable('unknownHost');
  if (addresses.some((address) => !allowedClass(classifyAddress(address), target.local))) throw unreadable('privateAddress');
};
