import { Socket } from 'node:net';
import { createSafeFetcher, type ResolvedAddress, type UrlFetcher } from '@talkreel/sources';
import { startTestServer, type TestServer } from '@talkreel/sources/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyzeProductUrl } from './analyze-product-url.ts';
import { ProductAnalysisError } from './product-analysis-error.ts';
import type { ProductAnalysis } from './product-analysis.ts';
import { createTestPng } from './testing/create-test-png.ts';
import { readProductCorpusJson } from './testing/product-corpora.ts';

interface PayloadsFile {
  payloads: { payload: string }[];
}
interface FilteringAgentFile {
  cases: { url: string; expected: 'block' | 'allow' }[];
}
interface IpCasesFile {
  frenchbread_private_ip: { private_or_reserved: string[] };
  advocate: { blocked_even_by_permissive_validator: string[] };
}

const [payloadsFile, filteringAgentFile, ipCases] = await Promise.all([
  readProductCorpusJson<PayloadsFile>('ssrf', 'ssrf_payloads_from_PayloadsAllTheThings.json'),
  readProductCorpusJson<FilteringAgentFile>('ssrf', 'ssrf_urls_request-filtering-agent.json'),
  readProductCorpusJson<IpCasesFile>('ssrf', 'ip_classification_cases.json'),
]);

/** The port request-filtering-agent's suite listens on; its URLs are pointed at our private listener instead. */
const corpusTestPort = ':12456';
const twentyMegabytes = 20 * 1024 * 1024;

/**
 * `target` stands for a private service and must never see a connection;
 * `site` stands for a public shop, the one first hop the fetcher may reach
 * where a test needs one (`allowHosts`).
 */
let target: TestServer;
let site: TestServer;

function productPage(images: string[]): string {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Harbour Desk Lamp',
    image: images,
    offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'EUR' },
  };
  return `<!doctype html><html><head><title>Harbour Desk Lamp</title><script type="application/ld+json">${JSON.stringify(product)}</script></head><body><p>A lamp.</p></body></html>`;
}

beforeAll(async () => {
  target = await startTestServer((_request, response) => response.end('internal secret'));
  site = await startTestServer(async (request, response) => {
    const privateImages = [
      `http://127.0.0.1:${target.port}/secret.png`,
      `http://[::1]:${target.port}/secret.png`,
      `http://localhost:${target.port}/secret.png`,
      'http://169.254.169.254/latest/meta-data/iam.png',
      `http://0x7f000001:${target.port}/secret.png`,
    ];
    switch (request.url) {
      case '/lamp-redirecting-to-loopback':
        return response.writeHead(302, { location: `http://127.0.0.1:${target.port}/lamp` }).end();
      case '/lamp-redirecting-to-metadata':
        return response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/lamp-redirecting-to-localhost':
        return response.writeHead(307, { location: `http://localhost:${target.port}/lamp` }).end();
      case '/lamp-with-private-pictures':
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(productPage([...privateImages, `${site.origin}/lamp.png`]));
      case '/lamp.png':
        return response.writeHead(200, { 'content-type': 'image/png' }).end(createTestPng(640, 480));
      case '/huge-page': {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        for (let written = 0; written < twentyMegabytes && !response.destroyed; written += chunk.length) {
          if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
        }
        return response.end();
      }
      case '/slow-page':
        // Headers, then nothing: the fetcher's clock runs out while it waits for the body.
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.write('<!doctype html><html><head>');
      case '/brochure.pdf':
        return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7\n');
      default:
        return response.writeHead(404).end();
    }
  });
});

afterAll(async () => {
  await Promise.all([target.close(), site.close()]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every TCP connection the process starts from now on, as its port. */
function watchConnections(): { readonly ports: number[] } {
  const spy = vi.spyOn(Socket.prototype, 'connect');
  return {
    get ports() {
      return spy.mock.calls.map(([first]) => Number(((Array.isArray(first) ? first[0] : first) as { port?: number | string }).port));
    },
  };
}

async function analysisOutcome(url: string, fetcher: UrlFetcher): Promise<{ reason: string; message: string } | ProductAnalysis> {
  try {
    return await analyzeProductUrl(url, { fetcher });
  } catch (error) {
    if (error instanceof ProductAnalysisError) return { reason: error.reason, message: error.message };
    throw error;
  }
}

async function refusalReason(url: string, fetcher: UrlFetcher): Promise<string> {
  const outcome = await analysisOutcome(url, fetcher);
  return 'reason' in outcome ? outcome.reason : 'analysed';
}

/** Not a web address at all (`invalid_url`), or a web address that leads somewhere private (`blocked_address`). */
function expectedRefusal(url: string): string {
  if (!URL.canParse(url)) return 'invalid_url';
  const parsed = new URL(url);
  const isWebAddress = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.username && !parsed.password;
  return isWebAddress ? 'blocked_address' : 'invalid_url';
}

/** DNS run by an attacker: nip.io-style names answer the address they spell, every other name loopback. */
async function attackerDns(hostname: string): Promise<ResolvedAddress[]> {
  const spelled = /^(\d+\.\d+\.\d+\.\d+)\.nip\.io$/u.exec(hostname)?.[1];
  return [{ address: spelled ?? '127.0.0.1', family: 4 }];
}

describe('analyzeProductUrl and private addresses (corpora/ssrf)', () => {
  it('refuses every private IP literal of private-ip and Advocate as a product link, with the safe fetcher’s default options; the listener sees no connection', async () => {
    const fetcher = createSafeFetcher();
    const connections = watchConnections();
    // 64:ff9b::16.10.11.1 is NAT64 of a public address, allowed by the fetcher's policy: it would go out to the internet.
    const literals = [...ipCases.frenchbread_private_ip.private_or_reserved, ...ipCases.advocate.blocked_even_by_permissive_validator].filter(
      (literal) => literal !== '64:ff9b::16.10.11.1',
    );
    const urls = literals.map((literal) => `http://${literal.includes(':') ? `[${literal}]` : literal}:${target.port}/products/lamp`);
    const outcomes = await Promise.all(urls.map(async (url) => ({ url, reason: await refusalReason(url, fetcher) })));
    expect(outcomes.length).toBeGreaterThan(150);
    expect(outcomes.filter(({ reason }) => reason !== 'blocked_address')).toEqual([]);
    expect(connections.ports).toEqual([]);
    expect(target.connectionCount).toBe(0);
  });

  it("refuses request-filtering-agent's literal and localhost URLs with default options, pointed at the live listener", async () => {
    const fetcher = createSafeFetcher();
    const connections = watchConnections();
    // Names other than localhost need a resolver that answers for the attacker: the next test.
    const cases = filteringAgentFile.cases.filter(({ expected, url }) => expected === 'block' && !/nip\.io|bit\.ly/u.test(url));
    const outcomes = await Promise.all(
      cases.map(async ({ url }) => {
        const pointed = url.replace(corpusTestPort, `:${target.port}`);
        return { url: pointed, reason: await refusalReason(pointed, fetcher), expected: expectedRefusal(pointed) };
      }),
    );
    expect(outcomes).toHaveLength(25);
    expect(outcomes.filter(({ reason, expected }) => reason !== expected)).toEqual([]);
    expect(connections.ports).toEqual([]);
    expect(target.connectionCount).toBe(0);
  });

  it('refuses all 53 PayloadsAllTheThings payloads and the rebinding names, whose DNS answers private addresses', async () => {
    const fetcher = createSafeFetcher({ lookup: attackerDns });
    const connections = watchConnections();
    const names = filteringAgentFile.cases.filter(({ url }) => /nip\.io/u.test(url)).map(({ url }) => url.replace(corpusTestPort, `:${target.port}`));
    const urls = [...payloadsFile.payloads.map(({ payload }) => payload), ...names];
    const outcomes = await Promise.all(urls.map(async (url) => ({ url, reason: await refusalReason(url, fetcher), expected: expectedRefusal(url) })));
    expect(outcomes).toHaveLength(53 + 3);
    expect(outcomes.filter(({ reason, expected }) => reason !== expected)).toEqual([]);
    expect(connections.ports).toEqual([]);
  });

  it('refuses a public page that redirects to loopback, to the metadata address or to localhost', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.hostAndPort] });
    for (const path of ['/lamp-redirecting-to-loopback', '/lamp-redirecting-to-metadata', '/lamp-redirecting-to-localhost']) {
      const outcome = await analysisOutcome(`${site.origin}${path}`, fetcher);
      expect(outcome, path).toEqual({
        reason: 'blocked_address',
        message: 'This link points to a private or local network address, which cannot be analysed. Please paste the public link of the product page.',
      });
    }
    expect(target.connectionCount).toBe(0);
  });

  it('drops pictures on private addresses without fetching them, and keeps the public one', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.hostAndPort] });
    const analysis = await analyzeProductUrl(`${site.origin}/lamp-with-private-pictures`, { fetcher });
    expect(analysis).toMatchObject({
      title: 'Harbour Desk Lamp',
      price: 49,
      currency: 'EUR',
      images: [{ url: `${site.origin}/lamp.png`, width: 640, height: 480 }],
    });
    expect(target.connectionCount).toBe(0);
  });
});

describe('analyzeProductUrl and pages it cannot read', () => {
  it('refuses a 20 MB page at the fetcher’s 10 MB cap', async () => {
    const outcome = await analysisOutcome(`${site.origin}/huge-page`, createSafeFetcher({ allowHosts: [site.hostAndPort] }));
    expect(outcome).toEqual({
      reason: 'too_large',
      message: "This page is larger than 10 MB and cannot be fetched. Please paste the link of the product's own page.",
    });
  });

  it('gives up on a page that does not finish in time', async () => {
    const startedMs = performance.now();
    const outcome = await analysisOutcome(`${site.origin}/slow-page`, createSafeFetcher({ allowHosts: [site.hostAndPort], timeoutMs: 800 }));
    expect(outcome).toEqual({
      reason: 'timeout',
      message: "The shop's website took too long to answer. Please try again in a moment, or add the product's photos and videos yourself.",
    });
    expect(performance.now() - startedMs).toBeLessThan(5000);
  });

  it('refuses a link to a PDF or a picture: not a web page', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [site.hostAndPort] });
    expect(await analysisOutcome(`${site.origin}/brochure.pdf`, fetcher)).toEqual({
      reason: 'unsupported_content',
      message: "This link leads to a file of type application/pdf, not to a web page. Please paste the link of the product's page.",
    });
    expect(await refusalReason(`${site.origin}/lamp.png`, fetcher)).toBe('unsupported_content');
  });
});
