import { describe, expect, it } from 'vitest';
import { getBareHostname, getPort, parseFetchUrl } from './check-fetch-url.ts';
import { SourceError } from './fetch-types.ts';

function reasonFor(input: string): string {
  try {
    parseFetchUrl(input);
    return 'accepted';
  } catch (error) {
    if (error instanceof SourceError) return error.reason;
    throw error;
  }
}

describe('parseFetchUrl', () => {
  it.each([
    'file:///etc/passwd',
    'gopher://example.com:70/_x',
    'dict://example.com:11211/stat',
    'ftp://example.com/a',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ldap://example.com',
  ])('refuses the non-web scheme of %s', (input) => {
    expect(reasonFor(input)).toBe('invalid_url');
  });

  it('refuses what does not parse, NUL bytes in host names included (Advocate)', () => {
    for (const input of ['', 'not a url', 'http://', 'http://o177.0.0.1/', 'http://foo.baz.com\u0000.example.com/', 'http://[::1', 'http://100::ffff::/']) {
      expect(reasonFor(input), JSON.stringify(input)).toBe('invalid_url');
    }
  });

  it('refuses a user name or password, where parser-confusion payloads hide the real host', () => {
    expect(reasonFor('http://A.com@127.0.0.1:12456')).toBe('invalid_url');
    expect(reasonFor('http://1.1.1.1 &@2.2.2.2# @3.3.3.3/')).toBe('invalid_url');
    expect(() => parseFetchUrl('https://user:secret@example.com/')).toThrow('Links with a user name or password cannot be fetched.');
  });

  it.each([
    'http://localhost/',
    'http://LOCALHOST./',
    'http://app.localhost:3000/',
    'http://metadata/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://ip6-localhost',
    'http://printer.local/',
    'http://router.lan/',
    'http://wpad/',
    'http://1.0.0.127.in-addr.arpa/',
  ])('refuses the private host name of %s before any DNS', (input) => {
    expect(reasonFor(input)).toBe('blocked_address');
  });

  it('reads every spelling of an IPv4 address as the dotted quad the address check gets', () => {
    for (const input of ['http://0x7f000001/', 'http://2130706433/', 'http://0177.0.0.1/', 'http://127.1/', 'http://0x7f.0x0.0x1/', 'http://017700000001/']) {
      expect(getBareHostname(parseFetchUrl(input)), input).toBe('127.0.0.1');
    }
    expect(getBareHostname(parseFetchUrl('http://[0:0:0:0:0:ffff:127.0.0.1]/'))).toBe('::ffff:7f00:1');
  });

  it('accepts public web addresses, IDNA names as their ASCII form, and resolves a redirect against the page', () => {
    expect(parseFetchUrl('  https://example.com/a?b=c  ').href).toBe('https://example.com/a?b=c');
    expect(parseFetchUrl('http://ⓔⓧⓐⓜⓟⓛⓔ.ⓒⓞⓜ').hostname).toBe('example.com');
    expect(parseFetchUrl('../next', new URL('https://example.com/a/b/c')).href).toBe('https://example.com/a/next');
  });
});

describe('getPort and getBareHostname', () => {
  it("fill in the scheme's port and drop brackets and the trailing dot", () => {
    expect(getPort(new URL('http://example.com/'))).toBe(80);
    expect(getPort(new URL('https://example.com/'))).toBe(443);
    expect(getPort(new URL('https://example.com:8443/'))).toBe(8443);
    expect(getBareHostname(new URL('http://[::1]:80/'))).toBe('::1');
    expect(getBareHostname(new URL('http://example.com./'))).toBe('example.com');
  });
});
