import ipaddr from 'ipaddr.js';

/**
 * Which links the server may fetch for a creator (issue 30, "Fetching links safely"). A link is a request the
 * server makes on a stranger's behalf, so everything it could reach that the stranger could not is refused:
 * this machine, the private network, the cloud's metadata service, and any address a name resolves to there.
 * Pure rules, no network: lambdas/adapters/web-page-reader.ts applies them to every hop and every resolved address.
 */

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'linkLocal'
  | 'sharedNat'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'cloudMetadata'
  | 'reserved'
  | 'invalid';

/**
 * Metadata and platform services of the clouds, named so a log says what was tried. Most already sit in a refused
 * range; Azure's wireserver (168.63.129.16) is the one inside public space.
 */
const CLOUD_METADATA = new Set([
  '169.254.169.254', // AWS, GCP, Azure, OpenStack instance metadata
  '169.254.170.2', // AWS ECS task metadata and credentials
  '169.254.169.253', // AWS VPC DNS
  '169.254.169.123', // AWS time sync
  '100.100.100.200', // Alibaba Cloud metadata
  '168.63.129.16', // Azure wireserver
  '192.0.0.192', // Oracle Cloud metadata
  'fd00:ec2::254', // AWS metadata over IPv6
  'fd00:ec2::23', // AWS VPC DNS over IPv6
  'fd00:ec2::123', // AWS time sync over IPv6
]);

const IPV4_CLASSES: Record<string, AddressClass> = {
  unicast: 'public',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'linkLocal',
  loopback: 'loopback',
  carrierGradeNat: 'sharedNat',
  private: 'private',
};

const IPV6_CLASSES: Record<string, AddressClass> = {
  unspecified: 'unspecified',
  linkLocal: 'linkLocal',
  multicast: 'multicast',
  loopback: 'loopback',
  uniqueLocal: 'private',
  deprecatedSiteLocal: 'private',
};

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');
const LOCAL_USE_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b:1::/48');

const ipv4FromBytes = (bytes: number[]) => new ipaddr.IPv4(bytes.slice(0, 4));

const classifyIPv4 = (address: ipaddr.IPv4): AddressClass => {
  if (CLOUD_METADATA.has(address.toString())) return 'cloudMetadata';
  // as112, amt and the IETF/documentation/benchmarking blocks: never a creator's page.
  return IPV4_CLASSES[address.range()] ?? 'reserved';
};

/** The IPv4 address an IPv6 form carries, where reaching the IPv6 address reaches that IPv4 address. */
const embeddedIPv4 = (address: ipaddr.IPv6): ipaddr.IPv4[] => {
  const bytes = address.toByteArray();
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
    case 'rfc6052': // NAT64 64:ff9b::a.b.c.d
      return [ipv4FromBytes(bytes.slice(12))];
    case '6to4': // 2002:AABB:CCDD::/48
      return [ipv4FromBytes(bytes.slice(2, 6))];
    case 'teredo': // 2001:0:server:flags:port:client (client obfuscated by XOR)
      return [ipv4FromBytes(bytes.slice(4, 8)), ipv4FromBytes(bytes.slice(12).map((byte) => byte ^ 0xff))];
    default:
      return [];
  }
};

const classifyIPv6 = (address: ipaddr.IPv6): AddressClass => {
  if (CLOUD_METADATA.has(address.toRFC5952String())) return 'cloudMetadata';
  const known = IPV6_CLASSES[address.range()];
  if (known) return known;
  if (address.match(LOCAL_USE_NAT64)) return 'private';
  const embedded = embeddedIPv4(address);
  if (embedded.length > 0) {
    // Reaching the IPv6 form reaches the IPv4 address inside it (mapping, NAT64, 6to4, Teredo): judge that one.
    return embedded.map(classifyIPv4).find((inner) => inner !== 'public') ?? 'public';
  }
  if (address.match(IPV4_COMPATIBLE)) {
    // ::a.b.c.d, deprecated since 2006; some stacks still route it to the IPv4 address. Never a real page's address.
    const inner = classifyIPv4(ipv4FromBytes(address.toByteArray().slice(12)));
    return inner === 'public' ? 'reserved' : inner;
  }
  // Documentation, benchmarking, ORCHID, discard and the rest of ipaddr.js's special ranges, and anything outside
  // the global unicast block IANA allocates from.
  return address.range() === 'unicast' && address.match(GLOBAL_UNICAST) ? 'public' : 'reserved';
};

/**
 * An IPv6 address whose last 32 bits are written as a dotted quad, with those bits in hex: ipaddr.js reads any
 * "::a.b.c.d" as IPv4-mapped, while it is the IPv4-compatible form unless "ffff" precedes it.
 */
const hexTail = (text: string) =>
  text.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_all, a: string, b: string, c: string, d: string) =>
    [[a, b], [c, d]].map(([high, low]) => ((Number(high) << 8) | Number(low)).toString(16)).join(':'),
  );

/** The class of a literal IPv4 or IPv6 address as DNS or a URL gives it; anything that does not parse is 'invalid'. */
export const classifyAddress = (text: string): AddressClass => {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return classifyIPv4(ipaddr.IPv4.parse(bare));
  if (!ipaddr.IPv6.isValid(bare)) return 'invalid';
  return classifyIPv6(ipaddr.IPv6.parse(hexTail(bare)));
};

/** A literal IP address (either family, URL brackets allowed), as opposed to a name to resolve. */
export const isIpLiteral = (host: string): boolean => {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare);
};
