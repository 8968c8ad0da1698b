import { once } from 'node:events';
import { createServer, Socket, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/fetch-test-server.ts';
import { startTestSite, testSiteText, type TestSite } from '../testing/fetch-test-site.ts';
import { SourceError, type FetchRequest, type UrlFetcher } from './fetch-types.ts';
import { createSafeFetcher, type ResolvedAddress, type SafeFetcherOptions } from './safe-fetch.ts';

/** The site every test may reach (allowHosts), a second one for cross-origin redirects, and a listener nothing may reach. */
let site: TestSite;
let otherSite: TestServer;
let forbidden: TestServer;
let closedPort: number;

beforeAll(async () => {
  [site, otherSite, forbidden] = await Promise.all([
    startTestSite(),
    startTestServer((_request, response) => response.end('other')),
    startTestServer((_request, response) => response.end('secret')),
  ]);
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  closedPort = (probe.address() as AddressInfo).port;
  probe.close();
});

afterAll(async () => {
  await Promise.all([site.close(), otherSite.close(), forbidden.close()]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** DNS as an attacker would run it for names of their own, and the answers it gave. */
function createFakeDns(records: Record<string, readonly string[] | (() => readonly string[])>) {
  const queries: string[] = [];
  const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
    queries.push(hostname);
    const record = records[hostname];
    if (!record) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const addresses = typeof record === 'function' ? record() : record;
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, queries };
}

function createTestFetcher(options: SafeFetcherOptions = {}): UrlFetcher {
  return createSafeFetcher({ allowHosts: [site.hostAndPort, otherSite.hostAndPort, `127.0.0.1:${closedPort}`], timeoutMs: 3000, ...options });
}

/** Every TCP connection the process starts from now on (http.request goes through Socket#connect). */
function watchConnections(): { readonly ports: number[] } {
  const spy = vi.spyOn(Socket.prototype, 'connect');
  return {
    get ports() {
      return spy.mock.calls.map(([first]) => {
        const options = (Array.isArray(first) ? first[0] : first) as { port?: number | string };
        return Number(options.port);
      });
    },
  };
}

async function fetchError(fetcher: UrlFetcher, url: string, request?: FetchRequest): Promise<SourceError> {
  const error: unknown = await fetcher.fetch(url, request).then(
    () => new Error(`${url} was fetched`),
    (rejection: unknown) => rejection,
  );
  if (error instanceof SourceError) return error;
  throw error;
}

describe('createSafeFetcher: redirects', () => {
  it('follows redirects on the allowed site and reports the final URL', async () => {
    const document = await createTestFetcher().fetch(`${site.origin}/hops/5`);
    expect(document).toMatchObject({ url: `${site.origin}/hops/0`, status: 200, contentType: 'text/html', charset: 'utf-8' });
    expect(document.body.toString()).toBe('<p>arrived</p>');
  });

  it('refuses the sixth redirect by default, and any redirect with maxRedirects 0', async () => {
    expect(await fetchError(createTestFetcher(), `${site.origin}/hops/6`)).toMatchObject({ reason: 'too_many_redirects' });
    expect(await fetchError(createTestFetcher({ maxRedirects: 0 }), `${site.origin}/hops/1`)).toMatchObject({ reason: 'too_many_redirects' });
  });

  it.each([
    ['another loopback port', () => `${forbidden.origin}/`],
    ['the same port in IPv4-mapped IPv6', () => `http://[::ffff:7f00:1]:${forbidden.port}/`],
    ['the same port in hex', () => `http://0x7f000001:${forbidden.port}/`],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['the metadata address in decimal', () => 'http://2852039166/'],
    ['GCP metadata by name', () => 'http://metadata.google.internal/computeMetadata/v1/'],
    ['AWS metadata over IPv6', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
  ])('refuses a redirect from the allowed site to %s without connecting to it', async (_label, target) => {
    const connections = watchConnections();
    const error = await fetchError(createTestFetcher(), `${site.origin}/redirect?to=${encodeURIComponent(target())}&status=307`);
    expect(error).toMatchObject({ reason: 'blocked_address', message: 'This address points to a private network and cannot be fetched.' });
    expect(connections.ports).toEqual([site.port]);
    expect(forbidden.connectionCount).toBe(0);
  });

  it('refuses a redirect to another scheme', async () => {
    for (const target of ['file:///etc/passwd', 'gopher://127.0.0.1:25/_MAIL', 'ftp://example.com/']) {
      expect(await fetchError(createTestFetcher(), `${site.origin}/redirect?to=${encodeURIComponent(target)}`), target).toMatchObject({
        reason: 'invalid_url',
      });
    }
  });

  it('checks the DNS answer again on every hop: a name that rebinds to a private address between hops is refused', async () => {
    let answers = 0;
    const dns = createFakeDns({ 'rebind.test': () => (answers++ === 0 ? ['127.0.0.1'] : ['169.254.169.254']) });
    const connections = watchConnections();
    const error = await fetchError(createTestFetcher({ lookup: dns.lookup }), `http://rebind.test:${site.port}/redirect?to=/html`);
    expect(error.reason).toBe('blocked_address');
    expect(dns.queries).toEqual(['rebind.test', 'rebind.test']);
    expect(connections.ports).toEqual([site.port]);
  });

  it('turns a POST into a GET on 303 and keeps credentials from another origin', async () => {
    const target = `${otherSite.origin}/landing`;
    const document = await createTestFetcher().fetch(`${site.origin}/redirect?status=303&to=${encodeURIComponent(target)}`, {
      method: 'POST',
      body: 'a=1',
      headers: { Authorization: 'Bearer secret', Cookie: 'session=1', 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'de' },
    });
    expect(document.url).toBe(target);
    const received = otherSite.requests.at(-1);
    expect(received?.method).toBe('GET');
    expect(received?.headers).toMatchObject({ 'accept-language': 'de', 'accept-encoding': 'gzip, deflate, br' });
    expect(received?.headers).not.toHaveProperty('authorization');
    expect(received?.headers).not.toHaveProperty('cookie');
    expect(received?.headers).not.toHaveProperty('content-type');
  });

  it('keeps the method and body on 307 within one origin', async () => {
    const document = await createTestFetcher().fetch(`${site.origin}/redirect?status=307&to=/echo`, {
      method: 'POST',
      body: '{"q":1}',
      headers: { authorization: 'k' },
    });
    expect(JSON.parse(document.body.toString())).toMatchObject({ method: 'POST', body: '{"q":1}', headers: { authorization: 'k', 'content-length': '7' } });
  });
});

describe('createSafeFetcher: DNS', () => {
  it.each([
    ['a private address', ['10.0.0.5']],
    ['the metadata address', ['169.254.169.254']],
    ['one public and one loopback address', ['93.184.215.14', '127.0.0.1']],
    ['AWS metadata over IPv6', ['fd00:ec2::254']],
    ['NAT64 of the metadata address', ['64:ff9b::a9fe:a9fe']],
    ['6to4 of a private address', ['2002:c0a8:101::']],
    ['IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['the unspecified address', ['0.0.0.0']],
  ])('refuses a name that resolves to %s, without connecting', async (_label, addresses) => {
    const dns = createFakeDns({ 'innocent.example.com': addresses });
    const connections = watchConnections();
    expect(await fetchError(createTestFetcher({ lookup: dns.lookup }), 'https://innocent.example.com/')).toMatchObject({ reason: 'blocked_address' });
    expect(dns.queries).toEqual(['innocent.example.com']);
    expect(connections.ports).toEqual([]);
  });

  it('connects to the address it checked, asking DNS once per hop', async () => {
    const dns = createFakeDns({ 'news.example.com': ['127.0.0.1'] });
    const document = await createTestFetcher({ lookup: dns.lookup }).fetch(`http://news.example.com:${site.port}/html`);
    expect(document.body.toString()).toBe('<p>hello</p>');
    expect(dns.queries).toEqual(['news.example.com']);
    expect(site.requests.at(-1)?.headers.host).toBe(`news.example.com:${site.port}`);
  });

  it('says the server cannot be found when DNS has no answer', async () => {
    const dns = createFakeDns({ 'empty.example.com': [] });
    expect(await fetchError(createTestFetcher({ lookup: dns.lookup }), 'https://empty.example.com/')).toMatchObject({ reason: 'unreachable' });
    expect(await fetchError(createTestFetcher({ lookup: dns.lookup }), 'https://missing.example.com/')).toMatchObject({
      reason: 'unreachable',
      message: 'We could not find the server missing.example.com.',
    });
  });

  it('with allowLoopback reaches 127.0.0.0/8 on any port, and still nothing else private', async () => {
    const fetcher = createSafeFetcher({ allowLoopback: true, lookup: createFakeDns({ 'lan.example.com': ['192.168.1.1'] }).lookup });
    expect((await fetcher.fetch(`${forbidden.origin}/`)).body.toString()).toBe('secret');
    expect(await fetchError(fetcher, 'http://169.254.169.254/')).toMatchObject({ reason: 'blocked_address' });
    expect(await fetchError(fetcher, 'http://lan.example.com/')).toMatchObject({ reason: 'blocked_address' });
    expect(forbidden.connectionCount).toBe(1);
  });

  it('takes only address:port pairs in allowHosts', () => {
    expect(() => createSafeFetcher({ allowHosts: ['localhost:80'] })).toThrow('allowHosts takes address:port pairs');
    expect(() => createSafeFetcher({ allowHosts: ['127.0.0.1'] })).toThrow('allowHosts takes address:port pairs');
    expect(() => createSafeFetcher({ allowHosts: ['[::1]:8080', '127.0.0.1:1'] })).not.toThrow();
  });
});

describe('createSafeFetcher: caps', () => {
  const megabyte = 1024 * 1024;

  it('refuses a body whose Content-Length is over the cap without waiting for it', async () => {
    const startedMs = performance.now();
    const error = await fetchError(createTestFetcher({ maxBytes: megabyte }), `${site.origin}/declared-large`);
    expect(error).toMatchObject({ reason: 'too_large', message: 'This page is larger than 1 MB and cannot be fetched.' });
    // The body never ends: waiting for it would run into the test's own time limit. The margin is wide so a busy machine cannot fail it.
    expect(performance.now() - startedMs).toBeLessThan(4000);
  });

  it('stops downloading a body without length as soon as it passes the cap', async () => {
    const before = site.streamedBytes;
    expect(await fetchError(createTestFetcher({ maxBytes: megabyte }), `${site.origin}/stream?bytes=${before + 200 * megabyte}`)).toMatchObject({
      reason: 'too_large',
    });
    await vi.waitFor(() => expect(site.requests.length).toBeGreaterThan(0));
    expect(site.streamedBytes - before).toBeLessThan(20 * megabyte);
  });

  it("lets a request's maxBytes replace the fetcher's", async () => {
    const fetcher = createTestFetcher({ maxBytes: 100 });
    expect(await fetchError(fetcher, `${site.origin}/gzip`)).toMatchObject({ reason: 'too_large' });
    expect((await fetcher.fetch(`${site.origin}/gzip`, { maxBytes: 10_000 })).body.toString()).toBe(testSiteText);
  });

  it.each(['/gzip-bomb', '/brotli-bomb'])('counts decompressed bytes: %s (64 MiB of zeros) stops at the cap', async (route) => {
    // Refused as too large although its compressed body is tiny: the cap counts the bytes after decompression.
    expect(await fetchError(createTestFetcher({ maxBytes: megabyte }), `${site.origin}${route}`)).toMatchObject({ reason: 'too_large' });
  });

  it.each(['/gzip', '/br', '/deflate'])('decompresses %s', async (route) => {
    expect((await createTestFetcher().fetch(`${site.origin}${route}`)).body.toString()).toBe(testSiteText);
  });

  it('refuses a content encoding it did not ask for', async () => {
    expect(await fetchError(createTestFetcher(), `${site.origin}/zstd`)).toMatchObject({ reason: 'unsupported_content' });
  });

  it('gives up after timeoutMs, whether the server never answers or drips the body', async () => {
    for (const route of ['/hang', '/drip']) {
      const startedMs = performance.now();
      expect(await fetchError(createTestFetcher({ timeoutMs: 300 }), `${site.origin}${route}`)).toMatchObject({
        reason: 'timeout',
        message: 'This page took too long to answer.',
      });
      // Neither ever finishes: a wide margin over timeoutMs, so a busy machine cannot fail it.
      expect(performance.now() - startedMs).toBeLessThan(4000);
    }
  });

  it("rejects with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = createTestFetcher().fetch(`${site.origin}/hang`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('job cancelled')), 50);
    await expect(pending).rejects.toThrow('job cancelled');
  });
});

describe('createSafeFetcher: answers', () => {
  it('refuses a content type the caller cannot read', async () => {
    const error = await fetchError(createTestFetcher(), `${site.origin}/pdf`, { accept: ['text/html', 'application/xhtml+xml'] });
    expect(error).toMatchObject({ reason: 'unsupported_content', message: 'This link leads to content of type application/pdf, which cannot be read here.' });
  });

  it('reports the content type without parameters and the charset in lower case', async () => {
    const document = await createTestFetcher().fetch(`${site.origin}/html`, { accept: ['text/html'] });
    expect(document).toMatchObject({ contentType: 'text/html', charset: 'shift_jis', status: 200 });
    expect(site.requests.at(-1)?.headers.accept).toBe('text/html');
  });

  it('names the status of an HTTP error', async () => {
    expect(await fetchError(createTestFetcher(), `${site.origin}/status/404`)).toMatchObject({
      reason: 'http_error',
      message: 'The page could not be loaded: the server answered 404 Not Found.',
    });
    expect(await fetchError(createTestFetcher(), `${site.origin}/status/599`)).toMatchObject({
      message: 'The page could not be loaded: the server answered 599.',
    });
  });

  it('says an allowed server that refuses connections cannot be reached', async () => {
    expect(await fetchError(createTestFetcher(), `http://127.0.0.1:${closedPort}/`)).toMatchObject({ reason: 'unreachable' });
  });
});
