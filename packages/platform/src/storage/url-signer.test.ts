import { describe, expect, it } from 'vitest';
import { UrlSigner } from './url-signer.ts';

const secret = 'test-secret-0123456789abcdef';
const nowSeconds = 1_700_000_000;
const request = { method: 'GET', path: '/files/uploads/u1/a.png', expiresAtSeconds: nowSeconds + 60 };

describe('UrlSigner', () => {
  const signer = new UrlSigner(secret);

  it('signs with a 64-character hex HMAC that verifies before expiry', () => {
    const signature = signer.sign(request);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.verify({ ...request, signature, nowSeconds })).toBe(true);
  });

  it('gives the same signature for the same request and a different one for another secret', () => {
    expect(signer.sign(request)).toBe(signer.sign({ ...request }));
    expect(new UrlSigner('another-secret-0123456789').sign(request)).not.toBe(signer.sign(request));
  });

  it('treats the method case-insensitively but refuses another method', () => {
    const signature = signer.sign(request);
    expect(signer.verify({ ...request, method: 'get', signature, nowSeconds })).toBe(true);
    expect(signer.verify({ ...request, method: 'PUT', signature, nowSeconds })).toBe(false);
  });

  it('refuses a tampered path', () => {
    const signature = signer.sign(request);
    expect(signer.verify({ ...request, path: '/files/uploads/u2/a.png', signature, nowSeconds })).toBe(false);
    expect(signer.verify({ ...request, path: `${request.path}x`, signature, nowSeconds })).toBe(false);
  });

  it('refuses a tampered expiry and an expired signature', () => {
    const signature = signer.sign(request);
    expect(signer.verify({ ...request, expiresAtSeconds: request.expiresAtSeconds + 3600, signature, nowSeconds })).toBe(false);
    expect(signer.verify({ ...request, signature, nowSeconds: request.expiresAtSeconds - 1 })).toBe(true);
    expect(signer.verify({ ...request, signature, nowSeconds: request.expiresAtSeconds })).toBe(false);
    expect(signer.verify({ ...request, signature, nowSeconds: request.expiresAtSeconds + 10 })).toBe(false);
  });

  it('uses the real clock when no time is given', () => {
    const realNowSeconds = Math.floor(Date.now() / 1000);
    const live = { ...request, expiresAtSeconds: realNowSeconds + 60 };
    const dead = { ...request, expiresAtSeconds: realNowSeconds - 1 };
    expect(signer.verify({ ...live, signature: signer.sign(live) })).toBe(true);
    expect(signer.verify({ ...dead, signature: signer.sign(dead) })).toBe(false);
  });

  it('refuses malformed signatures without throwing', () => {
    const signature = signer.sign(request);
    expect(signer.verify({ ...request, signature: signature.toUpperCase(), nowSeconds })).toBe(false);
    expect(signer.verify({ ...request, signature: signature.slice(0, 62), nowSeconds })).toBe(false);
    expect(signer.verify({ ...request, signature: '', nowSeconds })).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(signer.verify({ ...request, signature: flipped, nowSeconds })).toBe(false);
  });

  it('binds extra parameters regardless of their order', () => {
    const upload = { method: 'PUT', path: '/api/uploads/x', expiresAtSeconds: nowSeconds + 60, extra: { contentType: 'image/png', maxBytes: '100' } };
    const signature = signer.sign(upload);
    expect(signer.verify({ ...upload, extra: { maxBytes: '100', contentType: 'image/png' }, signature, nowSeconds })).toBe(true);
    expect(signer.verify({ ...upload, extra: { contentType: 'image/png', maxBytes: '101' }, signature, nowSeconds })).toBe(false);
    expect(signer.verify({ ...upload, extra: { contentType: 'image/png' }, signature, nowSeconds })).toBe(false);
    expect(signer.verify({ ...upload, extra: undefined, signature, nowSeconds })).toBe(false);
  });

  it('does not let values shift between fields to forge a signature', () => {
    const a = signer.sign({ ...request, extra: { a: 'b&c=d' } });
    const b = signer.sign({ ...request, extra: { a: 'b', c: 'd' } });
    expect(a).not.toBe(b);
  });

  it('builds a query string that verifyQuery accepts, extras sorted after expires and signature', () => {
    const upload = { method: 'PUT', path: '/api/uploads/x', expiresAtSeconds: nowSeconds + 60, extra: { z: 'last one', a: 'image/png' } };
    const queryString = signer.signedQuery(upload);
    expect(queryString).toMatch(/^expires=1700000060&signature=[0-9a-f]{64}&a=image%2Fpng&z=last\+one$/);
    const query = Object.fromEntries(new URLSearchParams(queryString));
    expect(signer.verifyQuery({ method: 'PUT', path: upload.path, query, extraNames: ['a', 'z'], nowSeconds })).toBe(true);
    expect(signer.verifyQuery({ method: 'PUT', path: upload.path, query: { ...query, z: 'changed' }, extraNames: ['a', 'z'], nowSeconds })).toBe(false);
    expect(signer.verifyQuery({ method: 'PUT', path: upload.path, query, extraNames: ['a'], nowSeconds })).toBe(false);
    expect(signer.verifyQuery({ method: 'PUT', path: upload.path, query: { ...query, expires: '1700000060.0' }, extraNames: ['a', 'z'], nowSeconds })).toBe(
      false,
    );
    expect(signer.verifyQuery({ method: 'PUT', path: upload.path, query: {}, nowSeconds })).toBe(false);
  });

  it('refuses extra parameters that would collide with expires or signature', () => {
    expect(() => signer.signedQuery({ ...request, extra: { signature: 'x' } })).toThrow(/signature/);
  });

  it('refuses a short secret', () => {
    expect(() => new UrlSigner('short')).toThrow(/at least 16/);
  });
});
