import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signature covers: the request's method and path, its expiry, and any extra parameters it binds. */
export interface SignedRequest {
  method: string;
  /** Path only, without query string, e.g. `/files/uploads/a.png`. */
  path: string;
  /** Unix time in whole seconds after which the signature is refused. */
  expiresAtSeconds: number;
  /** Further parameters bound into the signature (for example an upload's content type); sent in the query string. */
  extra?: Readonly<Record<string, string>>;
}

/** Shortest secret accepted, in characters: a short secret makes the HMAC guessable offline from any leaked URL. */
export const minUrlSignerSecretLength = 16;

const reservedQueryNames = new Set(['expires', 'signature']);
const signaturePattern = /^[0-9a-f]{64}$/;
const expiresPattern = /^[0-9]{1,12}$/;

/**
 * Signs and checks expiring URLs with HMAC-SHA256: the server's signed GET file
 * URLs and its signed PUT upload URLs. Whoever holds the secret can mint URLs,
 * so every server process must share it and nothing else may see it.
 */
export class UrlSigner {
  readonly #secret: string;

  constructor(secret: string) {
    if (typeof secret !== 'string' || secret.length < minUrlSignerSecretLength) {
      throw new Error(`UrlSigner needs a secret of at least ${minUrlSignerSecretLength} characters`);
    }
    this.#secret = secret;
  }

  /** Lowercase hex HMAC-SHA256 of the request's canonical form. */
  sign(request: SignedRequest): string {
    return createHmac('sha256', this.#secret).update(canonicalRequest(request)).digest('hex');
  }

  /** True only when `signature` is this request's signature and `expiresAtSeconds` is still in the future. */
  verify(request: SignedRequest & { signature: string; nowSeconds?: number }): boolean {
    const nowSeconds = request.nowSeconds ?? currentUnixSeconds();
    if (!Number.isSafeInteger(request.expiresAtSeconds) || request.expiresAtSeconds <= nowSeconds) return false;
    if (typeof request.signature !== 'string' || !signaturePattern.test(request.signature)) return false;
    const expected = Buffer.from(this.sign(request), 'hex');
    return timingSafeEqual(expected, Buffer.from(request.signature, 'hex'));
  }

  /** `expires=<unix s>&signature=<hex>` followed by the extra parameters sorted by name, URL-encoded. */
  signedQuery(request: SignedRequest): string {
    const query = new URLSearchParams({
      expires: String(request.expiresAtSeconds),
      signature: this.sign(request),
    });
    for (const [name, value] of sortedExtra(request.extra)) query.append(name, value);
    return query.toString();
  }

  /**
   * The inverse of signedQuery for a parsed query object (such as a route's
   * `request.query`): reads `expires`, `signature` and the named extra
   * parameters, and verifies them. Malformed or missing values give false.
   */
  verifyQuery(input: { method: string; path: string; query: Readonly<Record<string, unknown>>; extraNames?: readonly string[]; nowSeconds?: number }): boolean {
    const { expires, signature } = input.query;
    if (typeof expires !== 'string' || !expiresPattern.test(expires)) return false;
    if (typeof signature !== 'string') return false;
    const extra: Record<string, string> = {};
    for (const name of input.extraNames ?? []) {
      const value = input.query[name];
      if (typeof value !== 'string') return false;
      extra[name] = value;
    }
    return this.verify({
      method: input.method,
      path: input.path,
      expiresAtSeconds: Number(expires),
      extra,
      signature,
      ...(input.nowSeconds === undefined ? {} : { nowSeconds: input.nowSeconds }),
    });
  }
}

/** Current Unix time in whole seconds. */
export function currentUnixSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function sortedExtra(extra: Readonly<Record<string, string>> | undefined): [string, string][] {
  const entries = Object.entries(extra ?? {});
  for (const [name] of entries) {
    if (reservedQueryNames.has(name)) throw new Error(`Signed URL extra parameter may not be named ${name}`);
  }
  return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** JSON keeps the fields unambiguous: no choice of path or extra value can make two different requests serialise alike. */
function canonicalRequest(request: SignedRequest): string {
  return JSON.stringify(['talkreel-url-v1', request.method.toUpperCase(), request.path, request.expiresAtSeconds, sortedExtra(request.extra)]);
}
