import { describe, expect, it } from 'vitest';
import { TemplateCategorySchema, type TemplateAspectRatio } from '@talkreel/contract';
import { similarTemplates } from './similar-templates.ts';

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const categories = TemplateCategorySchema.options;

function libraryOf(seed: number) {
  const random = randomOf(seed);
  const count = 1 + Math.floor(random() * 40);
  return Array.from({ length: count }, (_, index) => ({
    id: `t-${index}`,
    category: categories[Math.floor(random() * 4)]!,
    aspectRatio: Math.floor(random() * 3) as TemplateAspectRatio,
  }));
}

describe('similarTemplates', () => {
  it('on 150 random libraries: never itself, at most the limit, tiers in order, each tier in library order, the same answer twice', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const all = libraryOf(seed);
      const limit = 1 + (seed % 20);
      for (const template of all) {
        const similar = similarTemplates(all, template, limit);
        expect(similar.map((other) => other.id)).not.toContain(template.id);
        expect(similar.length).toBeLessThanOrEqual(limit);
        const tierOf = (other: (typeof all)[number]) =>
          other.category === template.category ? (other.aspectRatio === template.aspectRatio ? 0 : 1) : other.aspectRatio === template.aspectRatio ? 2 : 3;
        const tiers = similar.map(tierOf);
        expect(tiers.every((tier) => tier < 3)).toBe(true);
        expect([...tiers].sort()).toEqual(tiers);
        for (let index = 1; index < similar.length; index += 1) {
          if (tiers[index] === tiers[index - 1]) expect(all.indexOf(similar[index]!)).toBeGreaterThan(all.indexOf(similar[index - 1]!));
        }
        // Nothing better was left out: every candidate not taken ranks at or after the last one taken.
        const candidates = all.filter((other) => other !== template && tierOf(other) < 3);
        expect(similar.length).toBe(Math.min(limit, candidates.length));
        expect(similarTemplates(all, template, limit)).toEqual(similar);
      }
    }
  });

  it('prefers same category and ratio, then same category, then same ratio', () => {
    const all = [
      { id: 'self', category: 'sale', aspectRatio: 0 },
      { id: 'ratio-only', category: 'news', aspectRatio: 0 },
      { id: 'category-only', category: 'sale', aspectRatio: 1 },
      { id: 'neither', category: 'news', aspectRatio: 2 },
      { id: 'both', category: 'sale', aspectRatio: 0 },
    ] as const;
    expect(similarTemplates(all, all[0]).map((other) => other.id)).toEqual(['both', 'category-only', 'ratio-only']);
    expect(similarTemplates(all, all[0], 0)).toEqual([]);
  });
});
