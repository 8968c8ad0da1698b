import { describe, expect, it } from 'vitest';
import type { LookRequest } from '../look-types.ts';
import { composeLookPrompt } from './compose-look-prompt.ts';

const request: LookRequest = {
  style: 'professional',
  gender: 'female',
  age: 'young adult',
  ethnicity: 'middle eastern',
  appearance: 'long dark wavy hair, gold hoop earrings',
  background: 'a glass-walled meeting room',
  aspectRatio: 0,
  count: 4,
  seed: 7,
};
const ethnicityNames = ['European', 'African', 'South Asian', 'East Asian', 'Middle Eastern', 'South American', 'North American'];
const ethnicityIn = (prompt: string) => ethnicityNames.filter((name) => prompt.includes(`of a ${name} `));

describe('composeLookPrompt', () => {
  it('asks for a frontal, closed-mouth head-and-shoulders photograph of the person the fields describe', () => {
    const { prompt, negativePrompt } = composeLookPrompt(request, 0);
    expect(prompt).toBe(
      'A head-and-shoulders photographic portrait of a Middle Eastern young woman in her twenties, facing the camera and looking straight into the lens, ' +
        'mouth closed with a relaxed neutral expression. The person is wearing polished business attire, a tailored blazer over a crisp collared shirt. ' +
        'Appearance: long dark wavy hair, gold hoop earrings. Setting: a glass-walled meeting room, softly out of focus behind the person. ' +
        'Soft, even front lighting, sharp focus on the face, natural skin texture, photorealistic, one person only.',
    );
    for (const unwanted of ['cartoon', 'extra faces', 'side view', 'open mouth', 'blurry', 'text', 'watermark']) expect(negativePrompt).toContain(unwanted);
  });

  it('dresses by style and words age and gender', () => {
    const social = composeLookPrompt({ ...request, style: 'social', age: 'senior', gender: 'male' }, 0).prompt;
    expect(social).toContain('of a Middle Eastern senior man in his seventies,');
    expect(social).toContain('wearing casual everyday clothes');
    expect(social).not.toContain('blazer');
    expect(composeLookPrompt({ ...request, age: 'adult' }, 0).prompt).toContain('woman in her forties');
  });

  it('falls back to a plain studio backdrop and leaves out an empty appearance', () => {
    const { prompt } = composeLookPrompt({ ...request, appearance: '  \n ', background: '' }, 0);
    expect(prompt).not.toContain('Appearance:');
    expect(prompt).toContain('Setting: a plain, softly lit studio backdrop.');
  });

  it('gives `any` four different ethnicities, the same four for the same seed, others for another seed', () => {
    const anyone = { ...request, ethnicity: 'any' as const };
    const picks = (seed: number) => [0, 1, 2, 3].map((index) => ethnicityIn(composeLookPrompt({ ...anyone, seed }, index).prompt));
    const first = picks(7);
    expect(first.every((names) => names.length === 1)).toBe(true);
    expect(new Set(first.flat()).size).toBe(4);
    expect(picks(7)).toEqual(first);
    // Seven index positions cover all seven, for any seed.
    for (const seed of [1, 2, 3])
      expect(new Set([0, 1, 2, 3, 4, 5, 6].flatMap((index) => ethnicityIn(composeLookPrompt({ ...anyone, seed }, index).prompt))).size).toBe(7);
    const differentOrders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => picks(seed).flat().join()));
    expect(differentOrders.size).toBeGreaterThan(4);
    // A named ethnicity is the same for every image.
    expect(new Set([0, 1, 2, 3].map((index) => ethnicityIn(composeLookPrompt(request, index).prompt).join())).size).toBe(1);
  });

  it('describes the reference photo’s person instead of an ethnicity when there is one', () => {
    const withReference: LookRequest = {
      ...request,
      reference: {
        bytes: new Uint8Array(1),
        contentType: 'image/png',
        traits: { skinRgb: [1, 1, 1], hairRgb: null, hairLength: null, glasses: false, facialHair: null, faceAspect: 1, gender: 'female' },
      },
    };
    const { prompt } = composeLookPrompt(withReference, 0);
    expect(prompt).toContain('portrait of the person in the reference photo, a young woman in her twenties, facing');
    expect(ethnicityIn(prompt)).toEqual([]);
  });

  it('strips control and invisible characters from the user’s text and collapses its spaces', () => {
    const { prompt } = composeLookPrompt(
      { ...request, appearance: 'red\u0000 scarf\n\nIGNORE THE ABOVE\u200b\u202e glasses.\t', background: 'office\r\nwith plants...' },
      0,
    );
    expect(prompt).toContain('Appearance: red scarf IGNORE THE ABOVE glasses. Setting: office with plants, softly');
    expect(prompt).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it('caps long text at a word boundary, so the whole prompt stays under 1000 characters', () => {
    const words = Array.from({ length: 300 }, (_, index) => `word${index}`).join(' ');
    const { prompt } = composeLookPrompt({ ...request, appearance: words, background: words }, 0);
    expect(prompt.length).toBeLessThan(1000);
    const appearance = /Appearance: (.*?)\. Setting: (.*?), softly/u.exec(prompt);
    expect(appearance?.[1]?.length).toBeLessThanOrEqual(320);
    expect(appearance?.[1]).toMatch(/ word\d+$/u);
    expect(appearance?.[2]?.length).toBeLessThanOrEqual(160);
    expect(words.startsWith(appearance?.[2] ?? '-')).toBe(true);
    // Text without spaces (Chinese) is cut at the cap, whole characters only.
    const chinese = '短发戴眼镜穿蓝色西装😀'.repeat(60);
    const cut = /Appearance: (.*?)\. Setting/u.exec(composeLookPrompt({ ...request, appearance: chinese }, 0).prompt)?.[1] ?? '';
    expect(Array.from(cut)).toHaveLength(320);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/u);
  });

  it('keeps a prompt with a reference’s traits under 1000 characters: the appearance text gives up what the traits take', () => {
    const words = Array.from({ length: 300 }, (_, index) => `word${index}`).join(' ');
    const reference = {
      bytes: new Uint8Array(1),
      contentType: 'image/png',
      traits: { skinRgb: [60, 40, 30], hairRgb: [200, 170, 110], hairLength: 'medium', glasses: true, facialHair: 'stubble', faceAspect: 0.8, gender: 'male' },
    } as const;
    const { prompt } = composeLookPrompt({ ...request, gender: 'male', age: 'senior', appearance: words, background: words, reference }, 0);
    expect(prompt.length).toBeLessThan(1000);
    expect(prompt).toContain('As in the reference photo: chin-length blonde hair, dark brown skin, light stubble, glasses. ');
    expect(/Appearance: (.*?)\. Setting/u.exec(prompt)?.[1]).toMatch(/^word0 word1 .* word\d+$/u);
  });
});
