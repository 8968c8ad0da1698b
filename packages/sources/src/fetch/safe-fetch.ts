import { lookup as lookupWithSystem } from 'node:dns/promises';
import { STATUS_CODES, request as requestHttp, type IncomingMessage } from 'node:http';
import { request as requestHttps } from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { getBareHostname, getPort, parseFetchUrl, privateAddressMessage } from './check-fetch-url.ts';
import { SourceError, type FetchedDocument, type FetchRequest, type UrlFetcher } from './fetch-types.ts';
import { isLoopbackAddress, isPublicAddress, normaliseAddress } from './ip-address-policy.ts';
import { acceptedContentEncodings, readResponseBody } from './read-response-body.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. */
export type HostLookup = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface SafeFetcherOptions {
  /** Tests only: lets the fetcher reach 127.0.0.0/8 and ::1 on any port. */
  allowLoopback?: boolean;
  /**
   * Tests only: `address:port` pairs (`127.0.0.1:41234`, `[::1]:41234`) the
   * fetcher may reach although they are not public: one local server, and not
   * its neighbours on other ports.
   */
  allowHosts?: readonly string[];
  /**
   * Every address and host name, private networks and loopback included: the
   * operator's explicit choice (`WEBHOOKS_ALLOW_PRIVATE`) for webhooks that
   * go to services on their own network. Never for user-given links.
   */
  allowPrivateNetworks?: boolean;
  /** The whole fetch: DNS, connection, every redirect and the body. */
  timeoutMs?: number;
  /** The body after decompression; a request's own `maxBytes` replaces it. */
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** DNS; the system resolver (`getaddrinfo`, as the rest of Node uses) when absent. */
  lookup?: HostLookup;
}

export const defaultFetchTimeoutMs = 15_000;
export const defaultFetchMaxBytes = 10 * 1024 * 1024;
export const defaultMaxRedirects = 5;
const defaultUserAgent = 'Mozilla/5.0 (compatible; Talkreel/0.1; +https://github.com/talkreel)';

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** Credentials meant for one site that must not follow a redirect to another. */
const originBoundHeaders = ['authorization', 'cookie', 'proxy-authorization'];

interface HopRequest {
  url: URL;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/**
 * The one fetcher for every server-side fetch of a user-given URL. Each hop
 * (the first URL and every redirect, followed here one by one) is checked
 * before anything is sent: http or https, no private host name, and every
 * address the name resolves to public (see `isPublicAddress`). The connection
 * then goes to exactly those checked addresses, so a second DNS answer cannot
 * swap in a private one, and the socket's remote address is checked again
 * once connected. Time, redirects and body bytes are capped.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): UrlFetcher {
  const timeoutMs = options.timeoutMs ?? defaultFetchTimeoutMs;
  const maxRedirects = options.maxRedirects ?? defaultMaxRedirects;
  const lookup = options.lookup ?? lookupWithSystemResolver;
  const allowedHosts = new Set((options.allowHosts ?? []).map(parseAllowedHost));

  const isAllowedTarget = (address: string, port: number): boolean =>
    options.allowPrivateNetworks === true ||
    isPublicAddress(address) ||
    (options.allowLoopback === true && isLoopbackAddress(address)) ||
    allowedHosts.has(`${normaliseAddress(address)}:${port}`);

  async function resolveAllowedAddresses(url: URL, signal: AbortSignal): Promise<ResolvedAddress[]> {
    const hostname = getBareHostname(url);
    const literalFamily = isIP(hostname);
    const addresses: readonly ResolvedAddress[] =
      literalFamily === 4 || literalFamily === 6 ? [{ address: hostname, family: literalFamily }] : await raceWithSignal(lookup(hostname), signal);
    if (addresses.length === 0) throw new SourceError('unreachable', `We could not find the server ${hostname}.`);
    // One private answer refuses the name: a name that resolves to both kinds is a rebinding attempt, not a mirror.
    if (!addresses.every(({ address }) => isAllowedTarget(address, getPort(url)))) throw new SourceError('blocked_address', privateAddressMessage);
    return [...addresses];
  }

  async function openHop(hop: HopRequest, signal: AbortSignal): Promise<IncomingMessage> {
    const addresses = await resolveAllowedAddresses(hop.url, signal);
    const port = getPort(hop.url);
    return new Promise((resolve, reject) => {
      // Taken when the socket connects: a server that answers and hangs up at once leaves no remote address to read later.
      let connectedTo: { address?: string; port?: number } = {};
      const send = hop.url.protocol === 'https:' ? requestHttps : requestHttp;
      const request = send(
        {
          host: getBareHostname(hop.url),
          port,
          path: `${hop.url.pathname}${hop.url.search}`,
          method: hop.method,
          headers: hop.body === undefined ? hop.headers : { ...hop.headers, 'content-length': String(Buffer.byteLength(hop.body)) },
          agent: false,
          lookup: createPinnedLookup(addresses),
          signal,
        },
        (response) => {
          if (isConnectedToAllowedTarget(connectedTo)) resolve(response);
          else {
            response.destroy();
            reject(new SourceError('blocked_address', privateAddressMessage));
          }
        },
      );
      request.on('socket', (socket: Socket) => {
        socket.once('connect', () => {
          connectedTo = { address: socket.remoteAddress, port: socket.remotePort };
          if (!isConnectedToAllowedTarget(connectedTo)) request.destroy(new SourceError('blocked_address', privateAddressMessage));
        });
      });
      request.on('error', reject);
      request.end(hop.body);
    });
  }

  function isConnectedToAllowedTarget({ address, port }: { address?: string; port?: number }): boolean {
    return address !== undefined && port !== undefined && isAllowedTarget(address, port);
  }

  const urlRules = { allowPrivateNames: options.allowPrivateNetworks === true };

  async function fetchWithRedirects(url: string, request: FetchRequest, signal: AbortSignal): Promise<FetchedDocument> {
    let hop: HopRequest = {
      url: parseFetchUrl(url, undefined, urlRules),
      method: request.method ?? 'GET',
      headers: buildHeaders(request, options.userAgent ?? defaultUserAgent),
      body: request.body,
    };
    for (let redirectCount = 0; ; redirectCount++) {
      const response = await openHop(hop, signal);
      if (request.readAnyResponse) return readAnswerAsItCame(hop.url, response, request.maxBytes ?? options.maxBytes ?? defaultFetchMaxBytes, signal);
      try {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (redirectStatuses.has(status) && location) {
          response.destroy();
          if (redirectCount >= maxRedirects) throw new SourceError('too_many_redirects', 'This page redirects too many times.');
          hop = followRedirect(hop, status, parseFetchUrl(location, hop.url, urlRules));
          continue;
        }
        return await readDocument(hop.url, response, request, options.maxBytes ?? defaultFetchMaxBytes, signal);
      } catch (error) {
        response.destroy();
        throw error;
      }
    }
  }

  return {
    async fetch(url, request = {}) {
      const deadline = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
      try {
        return await fetchWithRedirects(url, request, signal);
      } catch (error) {
        if (error instanceof SourceError) throw error;
        if (request.signal?.aborted) throw request.signal.reason;
        if (deadline.aborted) throw new SourceError('timeout', 'This page took too long to answer.');
        throw toUnreachableError(error, url);
      }
    },
  };
}

async function lookupWithSystemResolver(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await lookupWithSystem(hostname, { all: true, verbatim: true });
  return answers.flatMap(({ address, family }) => (family === 4 || family === 6 ? [{ address, family }] : []));
}

/** `127.0.0.1:8080` or `[::1]:8080` → the key `isAllowedTarget` compares with. */
function parseAllowedHost(entry: string): string {
  const separator = entry.lastIndexOf(':');
  const host = entry.slice(0, separator).replace(/^\[(.*)\]$/u, '$1');
  const port = Number(entry.slice(separator + 1));
  if (separator < 0 || isIP(host) === 0 || !Number.isInteger(port) || port <= 0) throw new Error(`allowHosts takes address:port pairs, not ${entry}`);
  return `${normaliseAddress(host)}:${port}`;
}

/** A lookup for node:http that answers with the addresses already checked, whatever DNS would say now. */
function createPinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    const family = lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family === 'IPv6' ? 6 : (lookupOptions.family ?? 0);
    const usable = addresses.filter((candidate) => family === 0 || candidate.family === family);
    const first = usable[0];
    if (!first) callback(Object.assign(new Error(`No IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' }), '');
    else if (lookupOptions.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

function buildHeaders(request: FetchRequest, userAgent: string): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': userAgent, accept: request.accept?.join(', ') ?? '*/*' };
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  // Only encodings readResponseBody decodes, whatever the caller asked for.
  headers['accept-encoding'] = acceptedContentEncodings;
  return headers;
}

/** The next hop as browsers make it: 303, and 301/302 after a POST, become a GET without body; credentials stay with their origin. */
function followRedirect(previous: HopRequest, status: number, url: URL): HopRequest {
  const headers = { ...previous.headers };
  if (url.origin !== previous.url.origin) for (const name of originBoundHeaders) delete headers[name];
  const becomesGet = status === 303 || ((status === 301 || status === 302) && previous.method === 'POST');
  if (!becomesGet) return { url, method: previous.method, headers, body: previous.body };
  delete headers['content-type'];
  return { url, method: 'GET', headers };
}

async function readDocument(
  url: URL,
  response: IncomingMessage,
  request: FetchRequest,
  defaultMaxBytes: number,
  signal: AbortSignal,
): Promise<FetchedDocument> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status > 299) {
    const statusText = STATUS_CODES[status] ? `${status} ${STATUS_CODES[status]}` : String(status);
    throw new SourceError('http_error', `The page could not be loaded: the server answered ${statusText}.`);
  }
  const { contentType, charset } = parseContentType(response.headers['content-type']);
  if (request.accept && !request.accept.includes(contentType)) {
    throw new SourceError('unsupported_content', `This link leads to content of type ${contentType || 'unknown'}, which cannot be read here.`);
  }
  const body = await readResponseBody(response, request.maxBytes ?? defaultMaxBytes, signal);
  return { url: url.href, status, contentType, ...(charset ? { charset } : {}), body };
}

/**
 * Any status, the body cut at `maxBytes` (see `FetchRequest.readAnyResponse`).
 * The status is the answer: a body that cannot be read (an unknown encoding,
 * the time running out half way) is answered empty.
 */
async function readAnswerAsItCame(url: URL, response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<FetchedDocument> {
  const { contentType, charset } = parseContentType(response.headers['content-type']);
  const body = await readResponseBody(response, maxBytes, signal, { cutAtMaxBytes: true }).catch(() => Buffer.alloc(0));
  response.destroy();
  return { url: url.href, status: response.statusCode ?? 0, contentType, ...(charset ? { charset } : {}), body };
}

function parseContentType(header: string | undefined): { contentType: string; charset?: string } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/iu.exec(parameter)?.[1])
    .find((value) => value !== undefined)
    ?.toLowerCase();
  return { contentType: type.trim().toLowerCase(), ...(charset ? { charset } : {}) };
}

function toUnreachableError(error: unknown, url: string): SourceError {
  const code = (error as { code?: unknown } | null)?.code;
  const host = URL.canParse(url) ? new URL(url).host : url;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA' || code === 'EAI_NONAME') {
    return new SourceError('unreachable', `We could not find the server ${host}.`);
  }
  return new SourceError('unreachable', `We could not reach ${host}. Please check the address and try again.`);
}

/** The promise, or a rejection as soon as the signal aborts (DNS lookups cannot be cancelled, only abandoned). */
function raceWithSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
