import type { AvatarGender } from '@talkreel/contract';
import { hasWord, normalise, readHairColour, readHairStyle } from '../embedded/read-look-text.ts';
import type { ReferenceFacialHair, ReferenceHairLength, ReferenceTraits } from '../look-types.ts';
import { toLab } from '../reference/colour-lab.ts';
import { nameHairColour } from '../reference/name-hair-colour.ts';

const lengthWords: Record<ReferenceHairLength, string> = { short: 'short', medium: 'chin-length', long: 'long' };
const facialHairWords: Record<ReferenceFacialHair, string> = {
  none: 'clean-shaven',
  stubble: 'light stubble',
  beard: 'a full beard',
  moustache: 'a moustache',
  goatee: 'a goatee',
};

/** Skin by the cheeks' CIELAB lightness, lightest first. */
const skinWords: [minLightness: number, words: string][] = [
  [78, 'fair skin'],
  [68, 'light skin'],
  [56, 'medium skin'],
  [40, 'brown skin'],
  [0, 'dark brown skin'],
];

/**
 * What a reference's measured traits say, as a sentence for a photo
 * service's prompt: hair colour and length, skin, facial hair (men) and
 * glasses, after `lead` ("As in the reference photo"). A trait the
 * appearance text speaks of itself is left to the
 * text ("red hair" in the text, no measured hair colour), so the prompt
 * never asks for two things at once.
 */
export function describeReference(traits: ReferenceTraits, gender: AvatarGender, appearance: string, lead: string): string {
  const text = normalise(appearance);
  const hairColour = traits.hairRgb && !readHairColour(text) ? nameHairColour(traits.hairRgb) : null;
  const hairLength = traits.hairLength && !readHairStyle(text, gender) ? lengthWords[traits.hairLength] : null;
  const features: string[] = [];
  if (hairColour || hairLength) features.push([hairLength, hairColour, 'hair'].filter(Boolean).join(' '));
  const skinLightness = toLab(traits.skinRgb[0], traits.skinRgb[1], traits.skinRgb[2])[0];
  features.push(skinWords.find(([minLightness]) => skinLightness >= minLightness)![1]);
  const saysFacialHair = hasWord(text, 'beard', 'bearded', 'stubble', 'moustache', 'mustache', 'goatee', 'clean-shaven', 'clean shaven');
  if (gender === 'male' && traits.facialHair && !saysFacialHair) features.push(facialHairWords[traits.facialHair]);
  if (!hasWord(text, 'glasses', 'spectacles', 'eyeglasses')) features.push(traits.glasses ? 'glasses' : 'no glasses');
  return `${lead}: ${features.join(', ')}.`;
}
