import type { Template } from './template.ts';

/**
 * Up to `limit` other templates like this one: same category and ratio
 * first, then same category (another ratio), then same ratio (another
 * category); within each, in the order of `all`. Never the template itself,
 * never one that shares neither. Deterministic: the same library gives the
 * same list.
 */
export function similarTemplates<T extends Pick<Template, 'id' | 'category' | 'aspectRatio'>>(
  all: readonly T[],
  template: Pick<Template, 'id' | 'category' | 'aspectRatio'>,
  limit = 16,
): T[] {
  const rankOf = (other: T): number | undefined => {
    if (other.id === template.id) return undefined;
    const isSameCategory = other.category === template.category;
    const isSameRatio = other.aspectRatio === template.aspectRatio;
    if (isSameCategory && isSameRatio) return 0;
    if (isSameCategory) return 1;
    if (isSameRatio) return 2;
    return undefined;
  };
  const ranked = all.flatMap((other, index) => {
    const rank = rankOf(other);
    return rank === undefined ? [] : [{ other, rank, index }];
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.slice(0, Math.max(0, limit)).map((entry) => entry.other);
}
