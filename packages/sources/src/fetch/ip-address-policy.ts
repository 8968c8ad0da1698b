import ipaddr from 'ipaddr.js';

/**
 * IPv4 blocks that are not the public internet (IANA special-purpose registry):
 * "this network", private, CGNAT (Alibaba's metadata at 100.100.100.200),
 * loopback, link-local (169.254.169.254, every cloud's metadata), IETF protocol
 * assignments (Oracle's metadata at 192.0.0.192), documentation, AS112, AMT,
 * the 6to4 relay anycast, benchmarking, multicast, reserved and broadcast.
 */
const blockedIpv4Ranges = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.31.196.0/24',
  '192.52.193.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '192.175.48.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));

/** Only global unicast is public in IPv6; everything outside it (loopback, ULA fd00:ec2::254, link-local, multicast, ::/8) is refused. */
const globalUnicastIpv6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Parts of global unicast that are not a host on the internet: Teredo (the
 * client's IPv4 address is hidden in it), benchmarking, ORCHIDv2,
 * documentation (both blocks), 6to4 (deprecated; relays may sit anywhere,
 * whatever IPv4 address it embeds), SRv6 segment identifiers.
 */
const blockedIpv6Ranges = ['2001::/32', '2001:2::/48', '2001:20::/28', '2001:db8::/32', '2002::/16', '3fff::/20', '5f00::/16'].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);

/** NAT64 (RFC 6052): a DNS64 resolver on an IPv6-only host answers every IPv4 site with one; the IPv4 address inside decides. */
const nat64WellKnownPrefix = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * Whether a server may connect to this IP address for a user-given URL: true
 * only for public unicast addresses. IPv4-mapped and NAT64 IPv6 addresses are
 * judged by the IPv4 address they carry. `address` is canonical, as DNS or the
 * WHATWG URL parser gives it (dotted decimal IPv4, IPv6 without brackets); what
 * does not parse is not public.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  const ipv4 = parsed.kind() === 'ipv4' ? (parsed as ipaddr.IPv4) : embeddedIpv4(parsed as ipaddr.IPv6);
  if (ipv4) return !blockedIpv4Ranges.some((range) => ipv4.match(range));
  const ipv6 = parsed as ipaddr.IPv6;
  return ipv6.match(globalUnicastIpv6) && !blockedIpv6Ranges.some((range) => ipv6.match(range));
}

/** 127.0.0.0/8, ::1, and IPv4-mapped loopback: what `allowLoopback` lets tests reach. */
export function isLoopbackAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  const ipv4 = parsed.kind() === 'ipv4' ? (parsed as ipaddr.IPv4) : embeddedIpv4(parsed as ipaddr.IPv6);
  return (ipv4 ?? parsed).range() === 'loopback';
}

/** The address in the one spelling used to compare it: IPv4-mapped IPv6 as IPv4, IPv6 compressed lower case, no brackets. */
export function normaliseAddress(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address;
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  return parsed.toString();
}

function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Canonical forms only: ipaddr.js would also read `0x7f.1`-style IPv4, which DNS and the URL parser never hand over.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return undefined;
}

function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (address.match(nat64WellKnownPrefix)) return new ipaddr.IPv4(address.toByteArray().slice(12));
  return undefined;
}
