import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startSiteServer } from './start-site-server.ts';

/** The issue's pages: three feature pages and one article. */
const benchPages = [
  { name: 'talking_photo', path: '/features/talking-photo/' },
  { name: 'text_to_video', path: '/features/text-to-video/' },
  { name: 'ai_podcast_generator', path: '/features/ai-podcast-generator/' },
  { name: 'article', path: '/blog/how-to-make-a-talking-photo/' },
] as const;
const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromiumPath = '/usr/bin/chromium';
const chromiumFlags = ['--headless=new', '--no-sandbox', '--disable-gpu'];
/** Audits scoring below this are printed as findings (Lighthouse shows them red or orange). */
const passingAuditScore = 0.9;
const findingItemsShown = 3;
/**
 * Lighthouse runs per page; the figures are the median run's (by LCP).
 * Simulated throttling multiplies the CPU time it observes, so on a shared
 * two-core machine one run can be 500 ms off; Lighthouse's own advice is the
 * median of several.
 */
const runsPerPage = 3;
/**
 * Every run is a first visit: Lighthouse clears the HTTP cache, and by default
 * keeps local storage, where the font loader notes that Inter is cached; a
 * run after the first would then ask for Inter on an empty cache, a state no
 * visitor is in.
 */
const clearStorageTypes = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'] as const;

const benchName = (text: string) => text.replace(/-/gu, '_');
const print = (name: string, value: number, unit: string) => console.log(`BENCH ${name} ${value} ${unit}`);

/** Inline `<script>` bodies that run (JSON-LD is data, not code). */
function findInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gu)]
    .filter(([, attributes = '']) => !/\btype="application\/ld\+json"/u.test(attributes) && !/\bsrc=/u.test(attributes))
    .map(([, , body = '']) => body);
}

/**
 * The JavaScript a page ships, gzipped here (level 6, what servers send) so the
 * figure does not depend on whether the server compresses: every script file
 * the page requested plus the inline scripts of its HTML.
 */
async function measureJsBytesGz(lhr: Result, pageUrl: string): Promise<number> {
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const scriptUrls = requests.filter((request) => request.resourceType === 'Script').map((request) => request.url);
  const bodies = await Promise.all(scriptUrls.map(async (url) => (await fetch(url)).text()));
  bodies.push(...findInlineScripts(await (await fetch(pageUrl)).text()));
  return bodies.reduce((total, body) => total + (body.length > 0 ? gzipSync(body).length : 0), 0);
}

/** What Chromium asks for when it fetches an image. */
const imageAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const avifReadyTimeoutMs = 120_000;

/**
 * Asks for each page and every picture copy its srcset names before
 * measuring, until each answers in AVIF: a running server has its content
 * loaded and its AVIF copies made (in the background, after the first ask),
 * and Lighthouse adds the server's response time to its simulated timings,
 * so a cold first request would be measured as a slow network.
 */
async function warmUp(baseUrl: string): Promise<void> {
  const deadlineMs = Date.now() + avifReadyTimeoutMs;
  for (const page of benchPages) {
    const html = await (await fetch(`${baseUrl}${page.path}`)).text();
    const variantPaths = new Set([...html.matchAll(/(\/[^\s",]+\?w=\d+) \d+w/gu)].map((match) => match[1] ?? ''));
    for (const variantPath of variantPaths) {
      for (;;) {
        const response = await fetch(`${baseUrl}${variantPath.replace(/&amp;/gu, '&')}`, { headers: { accept: imageAccept } });
        await response.arrayBuffer();
        if (response.headers.get('content-type') === 'image/avif') break;
        if (Date.now() > deadlineMs) throw new Error(`${variantPath} was not served as AVIF within ${avifReadyTimeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
}

type TableDetails = { items?: Record<string, unknown>[] } | undefined;

/** The largest paint's element and where its time went (time to first byte, load delay, load time, render delay). */
function describeLcp(lhr: Result): string[] {
  const audit = lhr.audits['largest-contentful-paint-element'];
  // Lighthouse 12.2 cannot read this Chromium's layout-shift root causes, which this audit depends on.
  if (audit?.errorMessage) return [`LCP element not known: ${audit.errorMessage.slice(0, 160)}`];
  const tables = (audit?.details as { items?: TableDetails[] } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (tables[1]?.items ?? []).map((item) => `${String(item.phase)} ${Math.round(Number(item.timing))} ms`);
  return [
    `LCP element ${node?.snippet?.slice(0, 160) ?? 'unknown'}`,
    ...(phases.length > 0 ? [`LCP phases (observed, not simulated): ${phases.join(', ')}`] : []),
  ];
}

/** The audits of the four categories that did not pass, with the elements or resources they name. */
function describeFindings(lhr: Result): string[] {
  const lines: string[] = [];
  for (const categoryId of categoryIds) {
    for (const reference of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[reference.id];
      if (!audit || audit.score === null || audit.score >= passingAuditScore) continue;
      if (['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode)) continue;
      lines.push(`${categoryId} ${audit.id} score ${audit.score}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      const items = (audit.details as TableDetails)?.items ?? [];
      for (const item of items.slice(0, findingItemsShown)) {
        const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
        const text = (key: string) => (typeof item[key] === 'string' && item[key] !== '' ? (item[key] as string) : undefined);
        const where = node?.selector ?? text('url') ?? text('description');
        if (where)
          lines.push(
            `    ${where}${node?.snippet ? ` ${node.snippet.slice(0, 160)}` : ''}${node?.explanation ? ` | ${node.explanation.replace(/\s+/gu, ' ').slice(0, 200)}` : ''}`,
          );
      }
    }
  }
  return lines;
}

const lcpMsOf = (lhr: Result) => lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;

/** Lighthouse `runsPerPage` times on one page; the run with the median LCP. */
async function runMedianLighthouse(url: string, port: number): Promise<Result> {
  const runs: Result[] = [];
  for (let run = 0; run < runsPerPage; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categoryIds],
      clearStorageTypes: [...clearStorageTypes],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    runs.push(result.lhr);
  }
  const median = runs.sort((first, second) => lcpMsOf(first) - lcpMsOf(second))[Math.floor(runs.length / 2)];
  if (!median) throw new Error(`No Lighthouse run for ${url}`);
  return median;
}

/**
 * `npm run bench -- lighthouse`: Lighthouse 12 (its default mobile config:
 * Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) in Debian's
 * Chromium against the real server on loopback, median of three runs a page. Prints each page's four
 * category scores, the minimum of each over the pages (target ≥ 95), the
 * largest gzipped JavaScript a page ships (target ≤ 150 KB) and the largest
 * LCP (target < 1000 ms), then each page's failing audits as comments.
 */
export async function runBenchmarks(): Promise<void> {
  const server = await startSiteServer();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'silent' });
  try {
    await warmUp(server.baseUrl);
    const minimumScores = new Map<string, number>(categoryIds.map((id) => [id, 100]));
    let maxJsBytesGz = 0;
    let maxLcpMs = 0;
    const findings: string[] = [];
    for (const page of benchPages) {
      const url = `${server.baseUrl}${page.path}`;
      const lhr = await runMedianLighthouse(url, chrome.port);
      for (const categoryId of categoryIds) {
        const score = Math.round((lhr.categories[categoryId]?.score ?? 0) * 100);
        print(`site_lighthouse_${benchName(categoryId)}_${page.name}`, score, 'score');
        minimumScores.set(categoryId, Math.min(minimumScores.get(categoryId) ?? 100, score));
      }
      const lcpMs = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      const jsBytesGz = await measureJsBytesGz(lhr, url);
      print(`site_lcp_ms_${page.name}`, lcpMs, 'ms');
      print(`site_js_kb_gz_${page.name}`, Math.round(jsBytesGz / 10.24) / 100, 'KB');
      maxLcpMs = Math.max(maxLcpMs, lcpMs);
      maxJsBytesGz = Math.max(maxJsBytesGz, jsBytesGz);
      // Simulated timings scale the CPU time observed: a busy machine (low benchmark index, high load) reads slower than the page is.
      const machine = `machine: Lighthouse benchmark index ${Math.round(lhr.environment.benchmarkIndex)}, load average ${loadavg()[0]?.toFixed(1)}`;
      findings.push(`${page.path}:`, ...[machine, ...describeLcp(lhr), ...describeFindings(lhr)].map((line) => `  ${line}`));
    }
    for (const categoryId of categoryIds) print(`site_lighthouse_${benchName(categoryId)}_min`, minimumScores.get(categoryId) ?? 0, 'score');
    print('site_js_kb_gz_max', Math.round(maxJsBytesGz / 10.24) / 100, 'KB');
    print('site_lcp_ms_max', maxLcpMs, 'ms');
    console.log('# Audits below 0.9 (category, audit, score, what it names):');
    for (const line of findings) console.log(`# ${line}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}
