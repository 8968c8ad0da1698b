import type { PodcastHostPair } from '@talkreel/contract';

type HostOfPair = PodcastHostPair['PrjUserDigitalPerson1'];

export function hostsOf(pair: PodcastHostPair): [HostOfPair, HostOfPair] {
  return [pair.PrjUserDigitalPerson1, pair.PrjUserDigitalPerson2];
}

/** Spec §3: a pair is generating while either host's cover is missing. */
export function isHostPairGenerating(pair: PodcastHostPair): boolean {
  return hostsOf(pair).some((host) => host.cover_url === '');
}

/** Spec §3: a generating pair's progress is the lower of its two hosts', whole percent 0 to 100. */
export function hostPairProgressPercent(pair: PodcastHostPair): number {
  const lowest = Math.min(...hostsOf(pair).map((host) => host.progress));
  return Math.max(0, Math.min(100, Math.round(Number.isFinite(lowest) ? lowest : 0)));
}

/** 'Ada & Ben': how a pair is named in labels and the editor. */
export function hostPairName(pair: PodcastHostPair): string {
  return hostsOf(pair)
    .map((host) => host.name)
    .join(' & ');
}
