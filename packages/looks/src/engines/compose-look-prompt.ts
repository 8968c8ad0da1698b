import type { AvatarAge, AvatarEthnicity, AvatarGender, LookStyle } from '@talkreel/contract';
import { createRandom } from '../embedded/seeded-random.ts';
import type { LookRequest } from '../look-types.ts';
import { describeReference } from './describe-reference.ts';

/** What a photo service is asked for one image: the scene to make and what it must not contain (for services that take one). */
export interface LookPrompt {
  prompt: string;
  negativePrompt: string;
}

export interface ComposeLookPromptOptions {
  /**
   * false when the service gets no picture (a text-only ComfyUI workflow):
   * the person is then described from the fields and the reference's
   * measured traits, not as "the person in the reference photo".
   */
  referencePhotoShown?: boolean;
}

/**
 * The user's texts are capped so the whole prompt stays under 1000
 * characters, dall-e-2's limit and well past what a CLIP encoder reads.
 */
const appearanceMaxCharacters = 320;
const backgroundMaxCharacters = 160;
/** A reference's traits add a sentence: the appearance text gives up what it takes beyond this length. */
const promptMaxCharacters = 999;

const concreteEthnicities = ['european', 'african', 'south asian', 'east asian', 'middle eastern', 'south american', 'north american'] as const;

const ethnicityWords: Record<Exclude<AvatarEthnicity, 'any'>, string> = {
  european: 'European',
  african: 'African',
  'south asian': 'South Asian',
  'east asian': 'East Asian',
  'middle eastern': 'Middle Eastern',
  'south american': 'South American',
  'north american': 'North American',
};

const personWords: Record<AvatarAge, Record<AvatarGender, string>> = {
  'young adult': { female: 'young woman in her twenties', male: 'young man in his twenties' },
  adult: { female: 'woman in her forties', male: 'man in his forties' },
  senior: { female: 'senior woman in her seventies', male: 'senior man in his seventies' },
};

const clothingWords: Record<LookStyle, string> = {
  professional: 'wearing polished business attire, a tailored blazer over a crisp collared shirt',
  social: 'wearing casual everyday clothes, such as a t-shirt, sweater or hoodie',
};

/** What a talking look cannot use: a second face confuses the face engine, an open mouth or a turned head the animator. */
const negativePrompt = [
  'cartoon',
  'illustration',
  'painting',
  '3d render',
  'anime',
  'extra faces',
  'multiple people',
  'side view',
  'profile',
  'looking away',
  'head tilted',
  'open mouth',
  'teeth showing',
  'hands near face',
  'cropped head',
  'blurry',
  'out of focus',
  'deformed face',
  'text',
  'caption',
  'watermark',
  'logo',
  'signature',
  'frame',
].join(', ');

/**
 * The prompt for image `index` of a request, for services that make
 * photographs: a head-and-shoulders portrait facing the camera with the
 * mouth closed (what the photo animator needs), the person from the wizard's
 * fields, clothes by style, the Appearance text, the Background text as the
 * scene. With a reference photo the person is the photo's, and its
 * measured traits (hair colour and length, skin, beard, glasses) are said
 * too, since image-to-image services keep only part of a picture; the text
 * then only dresses and places them, or changes a trait it names. `any`
 * ethnicity gives each index a different one, picked from the seed, so the
 * same request asks for the same people.
 */
export function composeLookPrompt(request: LookRequest, index: number, options: ComposeLookPromptOptions = {}): LookPrompt {
  const personWord = personWords[request.age][request.gender];
  const photoShown = request.reference !== undefined && options.referencePhotoShown !== false;
  const person = photoShown
    ? `the person in the reference photo, a ${personWord}`
    : `a ${ethnicityWords[pickEthnicity(request.ethnicity, request.seed, index)]} ${personWord}`;
  const background = cleanUserText(request.background, backgroundMaxCharacters);
  const reference = request.reference
    ? describeReference(request.reference.traits, request.gender, request.appearance, photoShown ? 'As in the reference photo' : 'Features')
    : '';
  const compose = (appearance: string) =>
    [
      `A head-and-shoulders photographic portrait of ${person}, facing the camera and looking straight into the lens, mouth closed with a relaxed neutral expression.`,
      reference,
      `The person is ${clothingWords[request.style]}.`,
      appearance ? `Appearance: ${appearance}.` : '',
      background ? `Setting: ${background}, softly out of focus behind the person.` : 'Setting: a plain, softly lit studio backdrop.',
      'Soft, even front lighting, sharp focus on the face, natural skin texture, photorealistic, one person only.',
    ]
      .filter(Boolean)
      .join(' ');
  const prompt = compose(cleanUserText(request.appearance, appearanceMaxCharacters));
  const overflow = prompt.length - promptMaxCharacters;
  return {
    prompt: overflow > 0 ? compose(cleanUserText(request.appearance, Math.max(0, appearanceMaxCharacters - overflow))) : prompt,
    negativePrompt,
  };
}

/** `any`: a seeded shuffle of the seven, so indices 0–6 are seven different people and the seed picks which. */
function pickEthnicity(ethnicity: AvatarEthnicity, seed: number, index: number): Exclude<AvatarEthnicity, 'any'> {
  if (ethnicity !== 'any') return ethnicity;
  const random = createRandom(seed);
  const order = [...concreteEthnicities];
  for (let position = order.length - 1; position > 0; position -= 1) {
    const other = Math.floor(random() * (position + 1));
    [order[position], order[other]] = [order[other]!, order[position]!];
  }
  return order[index % order.length]!;
}

/**
 * User input goes into a prompt verbatim, so: control and invisible format
 * characters become spaces (a newline could start a fake instruction line),
 * runs of space collapse, a trailing full stop goes (the sentence adds its
 * own), and the text is cut at a word boundary within `maxCharacters`.
 */
function cleanUserText(text: string, maxCharacters: number): string {
  const plain = text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const characters = Array.from(plain);
  const capped = characters.length <= maxCharacters ? plain : cutAtWord(characters, maxCharacters);
  return capped.replace(/[\s.]+$/u, '');
}

/** Counts code points, so an emoji is never cut in half. */
function cutAtWord(characters: string[], maxCharacters: number): string {
  const cut = characters.slice(0, maxCharacters).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // A single long run of letters (Chinese has no spaces) is cut where the cap falls.
  return lastSpace > maxCharacters / 2 ? cut.slice(0, lastSpace) : cut;
}
