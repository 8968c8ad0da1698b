import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { readFetchCorpusJson } from '../testing/fetch-corpora.ts';
import { getBareHostname } from './check-fetch-url.ts';
import { isLoopbackAddress, isPublicAddress, normaliseAddress } from './ip-address-policy.ts';

interface IpClassificationCases {
  frenchbread_private_ip: { public: string[]; private_or_reserved: string[]; invalid_expect_undefined: string[] };
  advocate: {
    blocked_netblocks_safecurl_parity: string[];
    blocked_even_by_permissive_validator: string[];
    allowed_public_examples: Record<string, string>;
  };
}

const cases = await readFetchCorpusJson<IpClassificationCases>('ssrf', 'ip_classification_cases.json');

/** The literal as the fetcher sees it: through the WHATWG URL parser, so `0x7f000001` and `127.1` arrive as 127.0.0.1. */
function readAsUrlHost(literal: string): string | undefined {
  const url = `http://${literal.includes(':') ? `[${literal}]` : literal}/`;
  return URL.canParse(url) ? getBareHostname(new URL(url)) : undefined;
}

/**
 * Where private-ip calls an address public and we refuse it: IPv4 multicast
 * (Advocate blocks 224.0.0.0/4 too) and IPv6 outside global unicast 2000::/3
 * (reserved, NSAP, deprecated site-local): no website lives there.
 */
const publicToPrivateIpRefusedHere = [
  '226.84.185.150',
  '227.202.96.196',
  '::1fff:0.0.0.0',
  '::1fff:10.0.0.0',
  '::1fff:0:0.0.0.0',
  '::1fff:0:10.0.0.0',
  '64:ff9a::0.0.0.0',
  '64:ff9a::255.255.255.255',
  '99::',
  '99::ffff:ffff:ffff:ffff',
  '101::',
  '101::ffff:ffff:ffff:ffff',
  'fb00::',
  'fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  'fec0::',
];

/**
 * Where private-ip calls an address private and we allow it: NAT64 of a public
 * IPv4 address. On an IPv6-only server behind DNS64 every IPv4 website has such
 * an address, so NAT64 is judged by the IPv4 address inside it.
 */
const privateToPrivateIpAllowedHere = ['64:ff9b::16.10.11.1'];

describe('isPublicAddress over the SSRF corpus (frenchbread/private-ip, JordanMilne/Advocate)', () => {
  it('refuses every private or reserved literal of private-ip in whatever spelling, but NAT64 of a public address', () => {
    const allowed = cases.frenchbread_private_ip.private_or_reserved.filter((literal) => {
      const host = readAsUrlHost(literal);
      return host !== undefined && isPublicAddress(host);
    });
    expect(cases.frenchbread_private_ip.private_or_reserved).toHaveLength(136);
    expect(allowed).toEqual(privateToPrivateIpAllowedHere);
  });

  it('allows the public literals of private-ip but IPv4 multicast and IPv6 outside 2000::/3', () => {
    const refused = cases.frenchbread_private_ip.public.filter((literal) => !isPublicAddress(readAsUrlHost(literal) ?? literal));
    expect(refused).toEqual(publicToPrivateIpRefusedHere);
  });

  it('finds no address at all in the malformed literals (the fetcher refuses them as invalid URLs)', () => {
    for (const literal of cases.frenchbread_private_ip.invalid_expect_undefined) expect(readAsUrlHost(literal), literal).toBeUndefined();
  });

  it("refuses the first, a middle and the last address of each of Advocate's blocked netblocks", () => {
    for (const cidr of cases.advocate.blocked_netblocks_safecurl_parity) {
      const first = ipaddr.IPv4.networkAddressFromCIDR(cidr).toByteArray();
      const last = ipaddr.IPv4.broadcastAddressFromCIDR(cidr).toByteArray();
      const middle = first.map((byte, index) => Math.floor((byte + (last[index] ?? byte)) / 2));
      for (const bytes of [first, middle, last]) expect(isPublicAddress(bytes.join('.')), `${bytes.join('.')} in ${cidr}`).toBe(false);
    }
  });

  it('refuses what Advocate blocks even when permissive: mapped, Teredo, 6to4, NAT64 of private, site-local, multicast', () => {
    for (const literal of cases.advocate.blocked_even_by_permissive_validator) expect(isPublicAddress(readAsUrlHost(literal) ?? literal), literal).toBe(false);
  });

  it("allows Advocate's public examples", () => {
    for (const literal of Object.keys(cases.advocate.allowed_public_examples)) expect(isPublicAddress(literal), literal).toBe(true);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['169.254.169.254', 'AWS, GCP and Azure metadata'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['100.100.100.200', 'Alibaba metadata (CGNAT)'],
    ['192.0.0.192', 'Oracle metadata'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex spelling'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:808:808::', '6to4 of a public address: 6to4 is refused whole'],
    ['::', 'unspecified'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['localhost', 'a name, not an address'],
    ['127.1', 'a short form nothing canonical produces'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111', '[2a00:1450:4001:80b::200e]', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('isLoopbackAddress and normaliseAddress', () => {
  it('finds loopback in IPv4, IPv6 and IPv4-mapped spellings only', () => {
    expect(['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '::', '0.0.0.0', '169.254.169.254', 'localhost'].map(isLoopbackAddress)).toEqual([false, false, false, false, false]);
  });

  it('spells IPv4-mapped addresses as IPv4 and IPv6 compressed', () => {
    expect(normaliseAddress('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(normaliseAddress('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(normaliseAddress('[FD00:EC2:0::254]')).toBe('fd00:ec2::254');
  });
});
