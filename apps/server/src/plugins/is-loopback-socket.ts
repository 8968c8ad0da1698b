import type { FastifyRequest } from 'fastify';

/**
 * Whether the request came over a loopback connection, judged by the socket's
 * own peer address: never by a header (X-Forwarded-For is whatever the sender
 * wrote) and never by request.ip (which follows trusted proxies).
 */
export function isLoopbackSocket(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  // IPv4 in the IPv6 form a dual-stack listener reports.
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}
