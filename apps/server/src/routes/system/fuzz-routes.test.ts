import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFuzzRequests, type OpenApiDocument } from '../../test-support/route-fuzzer.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

/** Fixed, so a failure replays exactly; change it to explore further. */
const fuzzSeed = 20261123;
const requestCount = 3000;

/** Routes whose success is not an envelope: a stored file, or a redirect to one. */
const rawSuccessRoutes = [/^\/files\//, /^\/api\/timbre\/audition\//, /^\/api\/avatar_library\/cover\//, /^\/api\/aigc\/sample_faces\/[^/]+$/];

function isEnvelope(body: unknown): body is { code: number; msg: string; data: unknown } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body).sort().join(',');
  const { code, msg } = body as { code: unknown; msg: unknown };
  return keys === 'code,data,msg' && Number.isInteger(code) && typeof msg === 'string' && msg.length > 0;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('fuzzing every route of the OpenAPI document', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    // No worker: a fuzzed batch_render that happens to be valid is queued, not rendered.
    product = await startTestProduct({ RUN_WORKER: 'false' });
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  it(`answers ${requestCount} seeded hostile requests with no 5xx and always {code, msg, data}`, async () => {
    const document = (await product.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const requests = generateFuzzRequests(document, { seed: fuzzSeed, count: requestCount, token: () => token });
    let sent = 0;
    const failures: string[] = [];
    const routes = new Set<string>();
    let serverErrors = 0;
    let nonEnvelopes = 0;
    let leftTheApi = 0;
    const codeCounts = new Map<number, number>();
    const startedAtMs = performance.now();
    for (const request of requests) {
      const index = sent;
      sent += 1;
      routes.add(request.route);
      const response = await product.app.inject(request.options);
      // The path as routed: `/files/../../x` arrives as `/x`.
      const path = new URL(String(request.options.url), 'http://fuzz.invalid').pathname;
      if (!path.startsWith('/api/') && !path.startsWith('/files/')) {
        // Left the API: the web app's own pages (index.html, or a note that it is not built).
        leftTheApi += 1;
        continue;
      }
      const body = parseJson(response.body);
      const describeFailure = () =>
        `#${index} ${request.kind} ${request.options.method} ${String(request.options.url).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) {
        serverErrors += 1;
        failures.push(describeFailure());
        continue;
      }
      const isRawSuccess = response.statusCode < 400 && rawSuccessRoutes.some((pattern) => pattern.test(path));
      if (isRawSuccess) continue;
      if (isEnvelope(body)) codeCounts.set(body.code, (codeCounts.get(body.code) ?? 0) + 1);
      const envelopeOk = isEnvelope(body) && (response.statusCode < 400 ? body.code === 0 : body.code !== 0 && body.data === null);
      if (!envelopeOk) {
        nonEnvelopes += 1;
        failures.push(describeFailure());
      }
      // Signing out spends the token every later request carries.
      if (path === '/api/v1/auth/logout' && isEnvelope(body) && body.code === 0) token = await product.createGuestToken();
    }
    const elapsedSeconds = (performance.now() - startedAtMs) / 1000;
    console.log(
      `FUZZ seed=${fuzzSeed} requests=${sent} routes=${routes.size} 5xx=${serverErrors} non_envelope=${nonEnvelopes} left_the_api=${leftTheApi} seconds=${elapsedSeconds.toFixed(1)}`,
    );
    console.log(
      `FUZZ codes ${[...codeCounts]
        .sort(([a], [b]) => a - b)
        .map(([code, count]) => `${code}:${count}`)
        .join(' ')}`,
    );
    expect(routes.size).toBe(
      Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).filter((method) => method !== 'head').length, 0),
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBe(requestCount);
    expect(leftTheApi).toBeLessThan(requestCount / 50);
    // Some requests must get through every check, or the fuzzer only tests the door.
    expect(codeCounts.get(0) ?? 0).toBeGreaterThan(requestCount / 20);
  }, 180_000);
});
