import { describe, expect, it } from 'vitest';
import { readRequestOrigin } from './read-request-origin.ts';

const originOf = (host: string, protocol = 'http') => readRequestOrigin({ host, protocol: protocol as 'http' });

describe('readRequestOrigin', () => {
  it('takes a plain host[:port]: a name, an IPv4 or IPv6 address, lower-cased, without a default port', () => {
    expect(originOf('example.org:8080')).toBe('http://example.org:8080');
    expect(originOf('Talkreel.Example.ORG')).toBe('http://talkreel.example.org');
    expect(originOf('localhost:3000')).toBe('http://localhost:3000');
    expect(originOf('192.168.1.5:80')).toBe('http://192.168.1.5');
    expect(originOf('[::1]:3000')).toBe('http://[::1]:3000');
    expect(originOf('example.org:443', 'https')).toBe('https://example.org');
  });

  it('refuses anything else: markup, paths, spaces, credentials, bad ports and labels, other schemes, overlong names', () => {
    for (const host of [
      '',
      'example.org"><script>',
      "example.org'",
      'example.org/evil',
      'example.org\\evil',
      'a b.example',
      'user@example.org',
      'example.org:',
      'example.org:99999',
      'example.org:80:80',
      '-bad.example',
      'bad-.example',
      'exa_mple.org',
      '[::1',
      '[not:an:address]',
      `${'a'.repeat(64)}.example`,
      `${'abcdefghi.'.repeat(26)}example`,
    ]) {
      expect(originOf(host), host).toBeUndefined();
    }
    expect(originOf('example.org', 'javascript')).toBeUndefined();
  });
});
