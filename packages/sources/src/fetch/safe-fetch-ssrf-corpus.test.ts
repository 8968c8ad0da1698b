import { Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFetchCorpusJson } from '../testing/fetch-corpora.ts';
import { startTestServer, type TestServer } from '../testing/fetch-test-server.ts';
import { SourceError, type UrlFetcher } from './fetch-types.ts';
import { createSafeFetcher, type ResolvedAddress } from './safe-fetch.ts';

interface PayloadsFile {
  payloads: { section: string; payload: string }[];
}
interface FilteringAgentFile {
  cases: { url: string; expected: 'block' | 'allow'; test: string; note: string | null }[];
}
interface IpCasesFile {
  frenchbread_private_ip: { private_or_reserved: string[] };
  advocate: { blocked_even_by_permissive_validator: string[] };
}

const [payloadsFile, filteringAgentFile, ipCases] = await Promise.all([
  readFetchCorpusJson<PayloadsFile>('ssrf', 'ssrf_payloads_from_PayloadsAllTheThings.json'),
  readFetchCorpusJson<FilteringAgentFile>('ssrf', 'ssrf_urls_request-filtering-agent.json'),
  readFetchCorpusJson<IpCasesFile>('ssrf', 'ip_classification_cases.json'),
]);

/** The port request-filtering-agent's suite listens on; its URLs are pointed at our listeners instead. */
const corpusTestPort = ':12456';

/**
 * Loopback listeners the payloads point at (IPv4 and, on the same port, IPv6),
 * which must never see a connection, and one site the fetcher may reach
 * (`allowHosts`) standing in for the public hosts of the corpus.
 */
let target: TestServer;
let targetV6: TestServer | undefined;
let site: TestServer;

beforeAll(async () => {
  target = await startTestServer((_request, response) => response.end('internal secret'));
  targetV6 = await startTestServer((_request, response) => response.end('internal secret'), { host: '::1', port: target.port }).catch(() => undefined);
  site = await startTestServer((request, response) => {
    // bit.ly/3z04dcF, as request-filtering-agent's suite used it: a public redirect to a name that resolves to loopback.
    if (request.url === '/3z04dcF') response.writeHead(301, { location: `http://127.0.0.1.nip.io:${target.port}/` }).end();
    else response.end('public page');
  });
});

afterAll(async () => {
  await Promise.all([target.close(), targetV6?.close(), site.close()]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * DNS run by the attacker: nip.io-style names answer the address they spell,
 * every other name answers loopback (a rebinding domain, or `localhost`).
 */
async function attackerDns(hostname: string): Promise<ResolvedAddress[]> {
  const spelled = /^(\d+\.\d+\.\d+\.\d+)\.nip\.io$/u.exec(hostname)?.[1];
  return [{ address: spelled ?? '127.0.0.1', family: 4 }];
}

function createCorpusFetcher(): UrlFetcher {
  return createSafeFetcher({ allowHosts: [site.hostAndPort], lookup: attackerDns, timeoutMs: 3000 });
}

/** Every TCP connection the process starts from now on, as its port. */
function watchConnections(): { readonly ports: number[] } {
  const spy = vi.spyOn(Socket.prototype, 'connect');
  return {
    get ports() {
      return spy.mock.calls.map(([first]) => Number(((Array.isArray(first) ? first[0] : first) as { port?: number | string }).port));
    },
  };
}

async function fetchOutcome(fetcher: UrlFetcher, url: string): Promise<string> {
  try {
    const document = await fetcher.fetch(url);
    return `fetched ${document.status}`;
  } catch (error) {
    if (error instanceof SourceError) return error.reason;
    throw error;
  }
}

/** What a refusal of this URL is called: not a web address at all, or a web address that leads somewhere private. */
function expectedRefusal(url: string): string {
  if (!URL.canParse(url)) return 'invalid_url';
  const parsed = new URL(url);
  const isWebAddress = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.username && !parsed.password;
  return isWebAddress ? 'blocked_address' : 'invalid_url';
}

describe('createSafeFetcher over the SSRF corpus', () => {
  it('refuses all 53 PayloadsAllTheThings payloads without opening a single connection', async () => {
    const fetcher = createCorpusFetcher();
    const connections = watchConnections();
    const outcomes = await Promise.all(payloadsFile.payloads.map(async ({ payload }) => ({ payload, outcome: await fetchOutcome(fetcher, payload) })));
    expect(outcomes).toHaveLength(53);
    expect(outcomes.filter(({ payload, outcome }) => outcome !== expectedRefusal(payload))).toEqual([]);
    expect(connections.ports).toEqual([]);
  });

  it("refuses request-filtering-agent's blocked URLs pointed at a live loopback listener, which sees no connection; its public URL is fetched", async () => {
    const fetcher = createCorpusFetcher();
    const connections = watchConnections();
    const results = [];
    for (const testCase of filteringAgentFile.cases) {
      const url = testCase.url
        .replace(corpusTestPort, `:${target.port}`)
        .replace(/^http:\/\/(bit\.ly|example\.com)(?=\/|$)/u, (origin) => `${origin}:${site.port}`);
      results.push({ url, expected: testCase.expected, outcome: await fetchOutcome(fetcher, url) });
    }
    const blocked = results.filter(({ expected }) => expected === 'block');
    expect(blocked).toHaveLength(29);
    expect(blocked.filter(({ url, outcome }) => outcome !== expectedRefusal(url))).toEqual([]);
    expect(results.filter(({ expected }) => expected === 'allow').map(({ outcome }) => outcome)).toEqual(['fetched 200']);
    expect(target.connectionCount).toBe(0);
    expect(targetV6?.connectionCount ?? 0).toBe(0);
    // The two that reach the allowed site: the redirecting short link (its target refused) and the public page.
    expect(connections.ports).toEqual([site.port, site.port]);
  });

  it('refuses every private IP literal of private-ip and Advocate as a URL host on the listening port', async () => {
    const fetcher = createCorpusFetcher();
    const connections = watchConnections();
    // 64:ff9b::16.10.11.1 is NAT64 of a public address, allowed here (see ip-address-policy.test.ts); it would go out to the internet.
    const literals = [...ipCases.frenchbread_private_ip.private_or_reserved, ...ipCases.advocate.blocked_even_by_permissive_validator].filter(
      (literal) => literal !== '64:ff9b::16.10.11.1',
    );
    const urls = literals.map((literal) => `http://${literal.includes(':') ? `[${literal}]` : literal}:${target.port}/`);
    const outcomes = await Promise.all(urls.map(async (url) => ({ url, outcome: await fetchOutcome(fetcher, url) })));
    expect(outcomes.length).toBeGreaterThan(150);
    expect(outcomes.filter(({ outcome }) => outcome !== 'blocked_address')).toEqual([]);
    expect(connections.ports).toEqual([]);
    expect(target.connectionCount).toBe(0);
  });
});
