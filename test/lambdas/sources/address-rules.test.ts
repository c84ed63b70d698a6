import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOURCE_UNREADABLE_MESSAGES as REFUSED } from '../../../lambdas/contracts/source-link';
import { type AddressClass, classifyAddress, isIpLiteral } from '../../../lambdas/domain/sources/address-rules';
import { checkLink, checkResolvedAddresses, NO_LOCAL_ALLOWANCE, parseLocalAllowance } from '../../../lambdas/domain/sources/link-rules';

const refusalOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

/** The refusal message of a link under the rules, or null when it passes. */
const check = (link: string, allowance = NO_LOCAL_ALLOWANCE) => refusalOf(() => checkLink(new URL(link), allowance));

describe('classifying an address', () => {
  it.each<[string, AddressClass]>([
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fec0::1', 'private'],
    ['169.254.0.1', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['100.64.0.1', 'sharedNat'],
    ['100.127.255.254', 'sharedNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.255.255.255', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['169.254.169.254', 'cloudMetadata'],
    ['169.254.170.2', 'cloudMetadata'],
    ['100.100.100.200', 'cloudMetadata'],
    ['168.63.129.16', 'cloudMetadata'],
    ['192.0.0.192', 'cloudMetadata'],
    ['fd00:ec2::254', 'cloudMetadata'],
    ['fd00:0ec2:0000:0000:0000:0000:0000:0254', 'cloudMetadata'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.1', 'reserved'],
    ['203.0.113.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    // IPv6 forms that carry an IPv4 address are judged by it.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'cloudMetadata'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:0:7f00:1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::8.8.8.8', 'reserved'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'cloudMetadata'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', 'public'],
    ['2001:0:a00:1::1', 'private'],
    // Teredo's client address is stored inverted: ~(10.0.0.1) = f5ff:fffe.
    ['2001:0:808:808::f5ff:fffe', 'private'],
    ['not an address', 'invalid'],
    ['127.1', 'invalid'],
    ['0x7f000001', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('reads URL brackets around an IPv6 address', () => {
    expect(classifyAddress('[::1]')).toBe('loopback');
    expect(isIpLiteral('[fd00:ec2::254]')).toBe(true);
    expect(isIpLiteral('example.com')).toBe(false);
  });

  const octet = fc.integer({ min: 0, max: 255 });
  it('finds every address of 10/8, 172.16/12, 192.168/16, 127/8, 169.254/16 and 100.64/10 refused (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(fc.constant(10), octet, octet, octet),
          fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
          fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
          fc.tuple(fc.constant(127), octet, octet, octet),
          fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
          fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), octet, octet),
          fc.tuple(fc.integer({ min: 224, max: 255 }), octet, octet, octet),
          fc.tuple(fc.constant(0), octet, octet, octet),
        ),
        (parts) => classifyAddress(parts.join('.')) !== 'public',
      ),
    );
  });

  it('judges an IPv4-mapped, NAT64 or 6to4 address as the IPv4 address inside it (property)', () => {
    fc.assert(
      fc.property(fc.tuple(octet, octet, octet, octet), (parts) => {
        const ipv4 = parts.join('.');
        const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
        const inner = classifyAddress(ipv4);
        const mapped = classifyAddress(`::ffff:${hex(parts[0], parts[1])}:${hex(parts[2], parts[3])}`);
        const nat64 = classifyAddress(`64:ff9b::${ipv4}`);
        const sixToFour = classifyAddress(`2002:${hex(parts[0], parts[1])}:${hex(parts[2], parts[3])}::1`);
        // The class may differ in name (metadata, say) but never in verdict.
        return [mapped, nat64, sixToFour].every((outer) => (outer === 'public') === (inner === 'public'));
      }),
    );
  });

  it('answers a class for any IPv6 address and any string, never throwing (property)', () => {
    fc.assert(fc.property(fc.ipV6(), (address) => classifyAddress(address) !== 'invalid'));
    fc.assert(fc.property(fc.string(), (text) => typeof classifyAddress(text) === 'string'));
  });
});

describe('the link rules', () => {
  it('lets an ordinary http or https link through, on the default ports written or not', () => {
    for (const link of ['https://example.com/article', 'http://example.com/', 'http://example.com:80/a', 'https://example.com:443/a', 'http://example.com:443/', 'https://8.8.8.8/']) {
      expect(check(link), link).toBeNull();
    }
  });

  it('drops the fragment and keeps the query', () => {
    expect(checkLink(new URL('https://example.com/a?b=1#c'), NO_LOCAL_ALLOWANCE).url.href).toBe('https://example.com/a?b=1');
  });

  it('refuses other schemes, other ports and user names', () => {
    expect(check('ftp://example.com/')).toBe(REFUSED.scheme);
    expect(check('file:///etc/passwd')).toBe(REFUSED.scheme);
    expect(check('ws://example.com/')).toBe(REFUSED.scheme);
    expect(check('http://example.com:8080/')).toBe(REFUSED.port);
    expect(check('https://example.com:8443/')).toBe(REFUSED.port);
    expect(check('http://example.com:0/')).toBe(REFUSED.port);
    expect(check('http://a:b@example.com/')).toBe(REFUSED.credentials);
    expect(check('http://:b@example.com/')).toBe(REFUSED.credentials);
  });

  it('sees the decimal, hex, octal and short IPv4 forms as the address WHATWG URL turns them into', () => {
    const forms: [string, string][] = [
      ['http://2130706433/', '127.0.0.1'],
      ['http://0x7f000001/', '127.0.0.1'],
      ['http://0x7F.0x00.0x00.0x01/', '127.0.0.1'],
      ['http://0177.0.0.1/', '127.0.0.1'],
      ['http://017700000001/', '127.0.0.1'],
      ['http://127.1/', '127.0.0.1'],
      ['http://127.0.1/', '127.0.0.1'],
      ['http://0/', '0.0.0.0'],
      ['http://2852039166/', '169.254.169.254'],
      ['http://0xa9fea9fe/', '169.254.169.254'],
      ['http://0251.0376.0251.0376/', '169.254.169.254'],
      ['http://%31%32%37.0.0.1/', '127.0.0.1'],
      ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
      ['http://[0:0:0:0:0:0:0:1]/', '[::1]'],
    ];
    for (const [link, hostname] of forms) {
      expect(new URL(link).hostname, link).toBe(hostname);
      expect(check(link), link).toBe(REFUSED.privateAddress);
    }
  });

  it('judges every written form of an IPv4 address (octal, hex, short) as the address itself (property)', () => {
    fc.assert(
      fc.property(fc.ipV4Extended(), (form) => {
        const hostname = new URL(`http://${form}/`).hostname;
        const passes = check(`http://${form}/`) === null;
        return /^\d+\.\d+\.\d+\.\d+$/.test(hostname) && passes === (classifyAddress(hostname) === 'public');
      }),
    );
  });

  it('refuses a literal address in any refused class (property over 127/8 and 10/8 written as one decimal number)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0x7f000000, max: 0x7fffffff }), fc.integer({ min: 0x0a000000, max: 0x0affffff })), (n) =>
        check(`http://${n}/`) === REFUSED.privateAddress,
      ),
    );
  });

  it('refuses a name when any resolved address is refused, and a name with no address', () => {
    const target = checkLink(new URL('https://example.com/'), NO_LOCAL_ALLOWANCE);
    expect(refusalOf(() => checkResolvedAddresses(target, ['93.184.215.14', '2606:2800::1']))).toBeNull();
    expect(refusalOf(() => checkResolvedAddresses(target, ['93.184.215.14', '10.0.0.1']))).toBe(REFUSED.privateAddress);
    expect(refusalOf(() => checkResolvedAddresses(target, ['::ffff:a9fe:a9fe']))).toBe(REFUSED.privateAddress);
    expect(refusalOf(() => checkResolvedAddresses(target, ['something odd']))).toBe(REFUSED.privateAddress);
    expect(refusalOf(() => checkResolvedAddresses(target, []))).toBe(REFUSED.unknownHost);
  });
});

describe('the local allowance', () => {
  it('lets exactly its loopback origins through, on any port, with loopback addresses only', () => {
    const allowance = parseLocalAllowance(' localhost:3000 , 127.0.0.1:3000,[::1]:4000');
    expect(check('http://localhost:3000/_local/sample-pages/article', allowance)).toBeNull();
    expect(check('http://127.0.0.1:3000/', allowance)).toBeNull();
    expect(check('http://[::1]:4000/', allowance)).toBeNull();
    expect(check('http://localhost:3001/', allowance)).toBe(REFUSED.port);
    expect(check('http://127.0.0.2:3000/', allowance)).toBe(REFUSED.port);
    expect(check('http://127.0.0.1/', allowance)).toBe(REFUSED.privateAddress);
    const target = checkLink(new URL('http://localhost:3000/'), allowance);
    expect(refusalOf(() => checkResolvedAddresses(target, ['127.0.0.1', '::1']))).toBeNull();
    expect(refusalOf(() => checkResolvedAddresses(target, ['127.0.0.1', '10.0.0.1']))).toBe(REFUSED.privateAddress);
    expect(refusalOf(() => checkResolvedAddresses(target, ['169.254.169.254']))).toBe(REFUSED.privateAddress);
  });

  it('is empty when unset', () => {
    expect(parseLocalAllowance(undefined).origins.size).toBe(0);
    expect(parseLocalAllowance('').origins.size).toBe(0);
  });

  it.each(['10.0.0.1:80', 'example.com:3000', '169.254.169.254:80', 'localhost', 'localhost:3000/path', 'user@localhost:3000', 'http://localhost:3000', '[fd00::1]:80'])(
    'refuses to start with %s in it (only loopback host:port)',
    (entry) => {
      expect(() => parseLocalAllowance(entry)).toThrow(/SOURCE_FETCH_ALLOW_LOCAL/);
    },
  );
});
