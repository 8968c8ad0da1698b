import { createCanvas, loadImage } from '@napi-rs/canvas';
import { analyzeFacePhoto } from '@talkreel/face';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderLookPng } from '../embedded/embedded-image-engine.ts';
import { designLooks, type EmbeddedDesign } from '../embedded/look-design.ts';
import { lookFaceGeometry } from '../embedded/look-layout.ts';
import { hairColourWords, parseHex } from '../embedded/palette.ts';
import type { LookRequest, ReferenceTraits } from '../look-types.ts';
import { composeLookPrompt } from '../engines/compose-look-prompt.ts';
import { deltaE, toLab } from './colour-lab.ts';
import { readFacePortrait } from './face-corpus.fixture.ts';
import { nameHairColour } from './name-hair-colour.ts';
import { measureReferenceTraits } from './reference-traits.ts';

/**
 * The corpus faces as seen: Katherine has blonde, wavy, chin-length hair and
 * neither glasses nor beard; Filippo short dark-brown hair and a full dark
 * beard; Christophe near-black curly hair above the jaw, rectangular glasses
 * and stubble; Guido (a three-quarter view) short grey hair, thin metal
 * glasses and a grey beard.
 */
const portraits = {
  katherine: 'positive/katherine_maher_800px.jpg',
  filippo: 'positive/filippo_giunchedi_2015_800px.jpg',
  christophe: 'positive/christophe_henner_2016_800px.jpg',
  guido: 'edge-cases/guido_van_rossum_2014_800px_three_quarter.jpg',
} as const;
type Portrait = keyof typeof portraits;

const traits = {} as Record<Portrait, ReferenceTraits>;
const photos = {} as Record<Portrait, Uint8Array>;

beforeAll(async () => {
  for (const [name, file] of Object.entries(portraits) as [Portrait, string][]) {
    photos[name] = await readFacePortrait(file);
    traits[name] = await measureReferenceTraits(photos[name], await analyzeFacePhoto(photos[name]));
  }
}, 120_000);

const lab = (rgb: readonly [number, number, number]) => toLab(rgb[0], rgb[1], rgb[2]);

function requestFor(name: Portrait, fields: Partial<LookRequest> = {}): LookRequest {
  return {
    style: 'professional',
    gender: traits[name].gender ?? 'female',
    age: 'adult',
    ethnicity: 'any',
    appearance: '',
    background: 'office',
    aspectRatio: 0,
    count: 4,
    seed: 42,
    reference: { bytes: photos[name], contentType: 'image/jpeg', traits: traits[name] },
    ...fields,
  };
}

describe('measureReferenceTraits on real portraits', () => {
  it('reads what the photos show: hair colour and length, glasses, beard', () => {
    const seen = Object.fromEntries(
      (Object.keys(portraits) as Portrait[]).map((name) => {
        const { hairRgb, hairLength, glasses, facialHair, gender } = traits[name];
        return [name, { hair: hairRgb && nameHairColour(hairRgb), hairLength, glasses, facialHair, gender }];
      }),
    );
    expect(seen).toEqual({
      katherine: { hair: 'blonde', hairLength: 'medium', glasses: false, facialHair: 'none', gender: 'female' },
      filippo: { hair: 'dark brown', hairLength: 'short', glasses: false, facialHair: 'beard', gender: 'male' },
      christophe: { hair: 'black', hairLength: 'short', glasses: true, facialHair: 'stubble', gender: 'male' },
      guido: { hair: 'grey', hairLength: 'short', glasses: true, facialHair: 'beard', gender: 'male' },
    });
  });

  it('measures the hair as light and yellow for the blonde, dark for the dark-haired, and skin from the cheeks', () => {
    const [blondeLightness, blondeA, blondeB] = lab(traits.katherine.hairRgb!);
    expect(blondeLightness).toBeGreaterThan(55);
    // Yellow: b* well above a* (her skin is pink: a* above b*).
    expect(blondeB).toBeGreaterThan(blondeA + 6);
    for (const name of ['filippo', 'christophe'] as const) expect(lab(traits[name].hairRgb!)[0]).toBeLessThan(32);
    // Cheeks of fair skin, not hair or background: light and reddish.
    for (const name of Object.keys(portraits) as Portrait[]) {
      const [lightness, a] = lab(traits[name].skinRgb);
      expect(lightness, name).toBeGreaterThan(70);
      expect(a, name).toBeGreaterThan(5);
    }
  });
});

describe('looks from a reference photo', () => {
  it('draws the blonde, wavy-haired woman blonde with chin-length hair in all four looks, no glasses', async () => {
    const designs = designLooks(requestFor('katherine'));
    expect(designs).toHaveLength(4);
    for (const design of designs) {
      const drawn = lab(parseHex(design.hair.colour));
      expect(deltaE(drawn, lab(traits.katherine.hairRgb!))).toBeLessThan(25);
      // Blonde, and far lighter than the palette's dark tones (L* under 35) that unmeasured hair mostly got.
      expect(nameHairColour(parseHex(design.hair.colour))).toBe('blonde');
      expect(drawn[0]).toBeGreaterThan(60);
      expect(['bob', 'curly', 'wavy']).toContain(design.hair.style);
      expect(design.glasses).toBeNull();
      // The skin is the reference's, whatever ethnicity `any` gave the look.
      expect(deltaE(lab(parseHex(design.skin)), lab(traits.katherine.skinRgb))).toBeLessThan(12);
    }
    // The picture itself: the hair above the forehead is light, not the default dark.
    const [hairLightness] = await meanLabAboveForehead(designs[0]!);
    expect(hairLightness).toBeGreaterThan(55);
  });

  it('gives the bearded man a beard and short dark hair, and the man with glasses glasses and stubble', () => {
    for (const design of designLooks(requestFor('filippo'))) {
      expect(design.facialHair).toBe('beard');
      expect(['crop', 'side-part', 'quiff', 'buzz']).toContain(design.hair.style);
      expect(lab(parseHex(design.hair.colour))[0]).toBeLessThan(32);
      expect(design.glasses).toBeNull();
    }
    for (const design of designLooks(requestFor('christophe'))) {
      expect(design.glasses).not.toBeNull();
      expect(design.facialHair).toBe('stubble');
    }
    for (const design of designLooks(requestFor('guido'))) {
      expect(design.glasses).not.toBeNull();
      expect(design.facialHair).toBe('beard');
      expect(nameHairColour(parseHex(design.hair.colour))).toBe('grey');
    }
  });

  it('lets the appearance text change a measured trait', () => {
    for (const design of designLooks(requestFor('katherine', { appearance: 'red hair, glasses' }))) {
      expect(design.hair.colour).toBe(hairColourWords.red);
      expect(design.glasses).not.toBeNull();
    }
    for (const design of designLooks(requestFor('filippo', { appearance: 'clean-shaven, no glasses' }))) expect(design.facialHair).toBe('none');
    for (const design of designLooks(requestFor('christophe', { appearance: 'no glasses' }))) expect(design.glasses).toBeNull();
  });

  it('tells an image service the measured traits, and leaves a trait the text names to the text', () => {
    expect(composeLookPrompt(requestFor('katherine'), 0).prompt).toContain('As in the reference photo: chin-length blonde hair, fair skin, no glasses.');
    expect(composeLookPrompt(requestFor('filippo'), 0).prompt).toContain(
      'As in the reference photo: short dark brown hair, fair skin, a full beard, no glasses.',
    );
    expect(composeLookPrompt(requestFor('christophe'), 0).prompt).toContain('As in the reference photo: short black hair, fair skin, light stubble, glasses.');
    const named = composeLookPrompt(requestFor('katherine', { appearance: 'long red hair' }), 0).prompt;
    expect(named).toContain('As in the reference photo: fair skin, no glasses. ');
    expect(named).not.toContain('blonde');
    expect(named).toContain('Appearance: long red hair.');
  });
});

/** Mean CIELAB of a drawn look's hair just above the forehead (the top tenth of the face box). */
async function meanLabAboveForehead(design: EmbeddedDesign): Promise<[number, number, number]> {
  const size = { widthPx: 360, heightPx: 640 };
  const image = await loadImage(await renderLookPng(design, size));
  const canvas = createCanvas(size.widthPx, size.heightPx);
  canvas.getContext('2d').drawImage(image, 0, 0);
  const { faceBox } = lookFaceGeometry(design, size);
  const box = {
    x: Math.round(faceBox.x + faceBox.width * 0.3),
    y: Math.round(faceBox.y - faceBox.height * 0.08),
    width: Math.round(faceBox.width * 0.4),
    height: Math.round(faceBox.height * 0.08),
  };
  const { data } = canvas.getContext('2d').getImageData(box.x, box.y, box.width, box.height);
  const sum = [0, 0, 0];
  for (let offset = 0; offset < data.length; offset += 4) for (let channel = 0; channel < 3; channel += 1) sum[channel]! += data[offset + channel]!;
  const count = data.length / 4;
  return [...lab([sum[0]! / count, sum[1]! / count, sum[2]! / count])] as [number, number, number];
}
