import { z } from 'zod';
import type { AvatarEthnicity, AvatarGender } from '@talkreel/contract';
import type { LookRequest, ReferenceHairLength } from '../look-types.ts';
import { nameHairColour } from '../reference/name-hair-colour.ts';
import { defaultHairTone, eyeColours, hairColourWords, mix, skinTones, toHex } from './palette.ts';
import { hasWord, normalise, readAccent, readHairColour, readHairStyle, readOutfit, readScene } from './read-look-text.ts';
import { hairStyles, outfitKinds, sceneKinds, type HairStyle, type OutfitKind } from './look-kinds.ts';
import { createRandom, pickOne } from './seeded-random.ts';

/** Raised when the drawing changes so that a stored design would draw differently. */
export const embeddedLookVersion = 1;

const hex = z.string().regex(/^#[0-9a-f]{6}$/u, 'a colour is #rrggbb');
const concreteEthnicities = ['european', 'african', 'south asian', 'east asian', 'middle eastern', 'south american', 'north american'] as const;
type ConcreteEthnicity = (typeof concreteEthnicities)[number];

const EmbeddedDesignSchema = z.object({
  engine: z.literal('embedded'),
  version: z.literal(embeddedLookVersion),
  aspectRatio: z.union([z.literal(0), z.literal(1)]),
  seed: z.number().int(),
  gender: z.enum(['female', 'male']),
  age: z.enum(['young adult', 'adult', 'senior']),
  ethnicity: z.enum(concreteEthnicities),
  skin: hex,
  eyes: hex,
  lips: hex,
  hair: z.object({ style: z.enum(hairStyles), colour: hex }),
  /** Face width relative to the standard face (0.9–1.1) and how square the jaw is (0–1). */
  faceWidth: z.number().min(0.85).max(1.15),
  jaw: z.number().min(0).max(1),
  nose: z.number().min(0).max(1),
  smile: z.number().min(0).max(1),
  glasses: z.object({ shape: z.enum(['round', 'rect']), colour: hex }).nullable(),
  facialHair: z.enum(['none', 'stubble', 'beard', 'moustache', 'goatee']),
  earrings: z.boolean(),
  outfit: z.object({ kind: z.enum(outfitKinds), colour: hex, inner: hex, tie: z.boolean() }),
  scene: z.object({ kind: z.enum(sceneKinds), accent: hex, light: z.enum(['warm', 'cool', 'neutral']) }),
});

/** The embedded engine's design: what `drawLookBackdrop` and `drawLookHead` paint. */
export type EmbeddedDesign = z.infer<typeof EmbeddedDesignSchema>;

/** Checks a design that comes from a workspace (users can edit those): a clear error names the first bad field. */
export function parseLookDesign(json: unknown): EmbeddedDesign {
  const parsed = EmbeddedDesignSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`This avatar look cannot be drawn: ${issue ? `${issue.path.join('.') || 'design'}: ${issue.message}` : 'not a look design'}`);
}

const femaleStyles: readonly HairStyle[] = ['long', 'bob', 'wavy', 'ponytail', 'bun', 'curly', 'pixie', 'long'];
const maleStyles: readonly HairStyle[] = ['crop', 'side-part', 'quiff', 'buzz', 'curly', 'side-part', 'crop'];
/** A reference's hair length keeps the four looks' styles to that length (each look still its own style). */
const stylesByLength: Record<AvatarGender, Record<ReferenceHairLength, readonly HairStyle[]>> = {
  female: { short: ['pixie', 'crop', 'side-part'], medium: ['bob', 'curly', 'wavy'], long: ['long', 'wavy', 'ponytail'] },
  male: { short: ['crop', 'side-part', 'quiff', 'buzz'], medium: ['curly', 'bob'], long: ['long', 'wavy', 'ponytail'] },
};
const professionalColours = ['#1f2d4d', '#3a3d44', '#5b6270', '#8a6a4a', '#6e2230', '#24252b', '#2f4a6b', '#4a5a4a'];
const socialColours = ['#c2372f', '#3f8a5a', '#2f63b8', '#e0782f', '#e8c547', '#6b4aa3', '#2a8a8a', '#e48aa6', '#efe6d2', '#8d9096'];
const innerColours = ['#f4f4f2', '#e8eef6', '#f6efe6', '#dfe7ef'];

/** A stable 32-bit hash of the seed and image index, so each of the four images is its own person. */
function imageSeed(seed: number, index: number): number {
  let value = (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  value = Math.imul(value ^ (value >>> 16), 0x7feb352d) >>> 0;
  return (value ^ (value >>> 15)) >>> 0;
}

function ethnicityFor(requested: AvatarEthnicity, random: () => number, index: number, seed: number): ConcreteEthnicity {
  if (requested !== 'any') return requested;
  // Four different backgrounds for "any": a shuffled walk through the list.
  const order = [...concreteEthnicities];
  const shuffle = createRandom(seed ^ 0x51ed270b);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(shuffle() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  void random;
  return order[index % order.length]!;
}

function closestSkin(ethnicity: ConcreteEthnicity, rgb: readonly [number, number, number]): string {
  // The reference's own tone, nudged toward the palette so it stays pleasant under the drawing's shading; only
  // nudged, since with `any` ethnicity the four looks draw from four palettes (a fair reference drawn 40 % toward
  // the African palette's lightest tone came out visibly darker than the photo).
  const measured = toHex(rgb[0], rgb[1], rgb[2]);
  const tones = skinTones[ethnicity];
  let best = tones[0]!;
  let bestDistance = Infinity;
  for (const tone of tones) {
    const value = Number.parseInt(tone.slice(1), 16);
    const distance = Math.hypot(((value >> 16) & 255) - rgb[0], ((value >> 8) & 255) - rgb[1], (value & 255) - rgb[2]);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = tone;
    }
  }
  return mix(best, measured, 0.85);
}

/**
 * A reference's measured hair colour as drawn: halfway to the palette's
 * colour of its name, since the photo's own light is in the measure (a
 * blonde's lit strands measure light brown-blonde) and the drawing shades
 * the hair again.
 */
function referenceHairColour(rgb: readonly [number, number, number]): string {
  return mix(hairColourWords[nameHairColour(rgb)]!, toHex(rgb[0], rgb[1], rgb[2]), 0.5);
}

/** Four (or `count`) looks for the wizard's fields: pure and deterministic for a seed. */
export function designLooks(request: LookRequest): EmbeddedDesign[] {
  const appearance = normalise(request.appearance);
  const background = normalise(request.background);
  const designs: EmbeddedDesign[] = [];
  const usedStyles = new Set<HairStyle>();
  for (let index = 0; index < request.count; index += 1) {
    const random = createRandom(imageSeed(request.seed, index));
    designs.push(designOne(request, appearance, background, random, index, usedStyles));
  }
  return designs;
}

function designOne(
  request: LookRequest,
  appearance: string,
  background: string,
  random: () => number,
  index: number,
  usedStyles: Set<HairStyle>,
): EmbeddedDesign {
  const { gender, age, style } = request;
  const traits = request.reference?.traits;
  const ethnicity = ethnicityFor(request.ethnicity, random, index, request.seed);
  const tones = skinTones[ethnicity];
  const skin = traits ? closestSkin(ethnicity, traits.skinRgb) : tones[(index + Math.floor(random() * tones.length)) % tones.length]!;
  // The appearance text wins over the reference, the reference over chance.
  const hairColour =
    readHairColour(appearance) ?? (traits?.hairRgb ? referenceHairColour(traits.hairRgb) : defaultHairTone(ethnicity, age, Math.floor(random() * 8)));
  let hairStyle = readHairStyle(appearance, gender);
  if (!hairStyle) {
    const pool = traits?.hairLength
      ? stylesByLength[gender][traits.hairLength]
      : gender === 'female'
        ? femaleStyles
        : ethnicity === 'african'
          ? (['buzz', 'crop', 'curly', 'afro', 'locs'] as const)
          : maleStyles;
    const fresh = pool.filter((candidate) => !usedStyles.has(candidate));
    hairStyle = pickOne(random, fresh.length > 0 ? fresh : pool);
    if (!traits?.hairLength && gender === 'male' && age === 'senior' && random() < 0.3) hairStyle = 'bald';
  }
  usedStyles.add(hairStyle);
  const outfitText = readOutfit(appearance);
  const outfitKind: OutfitKind =
    outfitText.kind ??
    (style === 'professional'
      ? gender === 'male'
        ? pickOne(random, ['suit', 'blazer', 'blazer', 'shirt'] as const)
        : pickOne(random, ['blazer', 'blazer', 'blouse'] as const)
      : pickOne(random, ['tee', 'hoodie', 'sweater', 'polo', 'shirt'] as const));
  const outfitColour = outfitText.colour ?? pickOne(random, style === 'professional' ? professionalColours : socialColours);
  const refusesGlasses = hasWord(appearance, 'no glasses', 'without glasses');
  const wantsGlasses = !refusesGlasses && hasWord(appearance, 'glasses', 'spectacles', 'eyeglasses');
  const glasses =
    wantsGlasses || (!refusesGlasses && (traits?.glasses ?? random() < (age === 'senior' ? 0.45 : 0.18)))
      ? { shape: pickOne(random, ['round', 'rect'] as const), colour: pickOne(random, ['#24252b', '#5a3d28', '#8a6a4a', '#b8b8bc']) }
      : null;
  let facialHair: EmbeddedDesign['facialHair'] = 'none';
  if (gender === 'male') {
    if (hasWord(appearance, 'clean-shaven', 'clean shaven', 'no beard')) facialHair = 'none';
    else if (hasWord(appearance, 'goatee')) facialHair = 'goatee';
    else if (hasWord(appearance, 'moustache', 'mustache')) facialHair = 'moustache';
    else if (hasWord(appearance, 'stubble')) facialHair = 'stubble';
    else if (hasWord(appearance, 'beard', 'bearded')) facialHair = 'beard';
    else facialHair = traits?.facialHair ?? pickOne(random, ['none', 'none', 'stubble', 'beard', 'none', 'moustache'] as const);
  }
  const earrings = hasWord(appearance, 'earrings', 'earring') || (gender === 'female' && !hasWord(appearance, 'no earrings') && random() < 0.35);
  const smile = hasWord(appearance, 'smile', 'smiling', 'cheerful', 'happy') ? 0.85 : hasWord(appearance, 'serious', 'neutral') ? 0.05 : 0.3 + random() * 0.3;
  const scene =
    readScene(background) ??
    (style === 'professional' ? pickOne(random, ['office', 'studio', 'office'] as const) : pickOne(random, ['living-room', 'cafe', 'outdoors'] as const));
  const light = hasWord(background, 'warm', 'sunset', 'golden', 'cozy', 'cosy')
    ? 'warm'
    : hasWord(background, 'cool', 'blue', 'night', 'cold')
      ? 'cool'
      : 'neutral';
  const inner = outfitKind === 'blazer' && gender === 'female' ? pickOne(random, ['#f4f4f2', '#efe6d2', '#e8eef6', '#f2d9d9']) : pickOne(random, innerColours);
  return {
    engine: 'embedded',
    version: embeddedLookVersion,
    aspectRatio: request.aspectRatio,
    seed: imageSeed(request.seed, index) & 0x7fffffff,
    gender,
    age,
    ethnicity,
    skin,
    eyes: pickOne(random, ethnicity === 'european' || ethnicity === 'north american' ? eyeColours : eyeColours.slice(0, 2)),
    lips: mix(skin, gender === 'female' ? '#b5475a' : '#9a5048', gender === 'female' ? 0.55 : 0.35),
    hair: { style: hairStyle, colour: hairColour },
    faceWidth: traits ? Math.min(1.1, Math.max(0.9, traits.faceAspect / 0.78)) : 0.93 + random() * 0.12,
    jaw: gender === 'male' ? 0.5 + random() * 0.4 : random() * 0.35,
    nose: random(),
    smile,
    glasses,
    facialHair,
    earrings,
    outfit: { kind: outfitKind, colour: outfitColour, inner, tie: outfitKind === 'suit' && gender === 'male' && random() < 0.7 },
    scene: { kind: scene, accent: readAccent(background) ?? pickOne(random, ['#5b8def', '#e0a85a', '#6fbf9a', '#d9826b', '#8d7be0']), light },
  };
}
