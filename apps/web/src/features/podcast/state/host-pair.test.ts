import { describe, expect, it } from 'vitest';
import type { PodcastHostPair } from '@talkreel/contract';
import { hostPairName, hostPairProgressPercent, isHostPairGenerating } from './host-pair.ts';

function host(name: string, coverUrl: string, progress: number): PodcastHostPair['PrjUserDigitalPerson1'] {
  return { id: name, name, cover_url: coverUrl, progress, timbre_name: 'v', voice_id: 'v', timbre_id: 'v', gender: 1 };
}

function pair(id: string, first = host('Ada', '/a.png', 100), second = host('Ben', '/b.png', 100)): PodcastHostPair {
  return { id, status: 1, is_demo: true, PrjUserDigitalPerson1: first, PrjUserDigitalPerson2: second };
}

describe('host pairs (spec §3)', () => {
  it('is generating while either cover is missing', () => {
    expect(isHostPairGenerating(pair('p'))).toBe(false);
    expect(isHostPairGenerating(pair('p', host('Ada', '', 40)))).toBe(true);
    expect(isHostPairGenerating(pair('p', undefined, host('Ben', '', 10)))).toBe(true);
  });

  it('shows the lower of the two hosts’ progress', () => {
    expect(hostPairProgressPercent(pair('p', host('Ada', '', 40), host('Ben', '', 75)))).toBe(40);
    expect(hostPairProgressPercent(pair('p', host('Ada', '/a.png', 100), host('Ben', '', 62.6)))).toBe(63);
    expect(hostPairProgressPercent(pair('p'))).toBe(100);
  });

  it('is named by its two hosts', () => {
    expect(hostPairName(pair('p'))).toBe('Ada & Ben');
  });
});
