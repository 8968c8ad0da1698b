import { toLab } from './colour-lab.ts';

/** The words a hair colour is said in: the appearance text's own words (`hairColourWords`), so a drawing and a prompt agree. */
export type HairColourName = 'black' | 'dark brown' | 'brown' | 'light brown' | 'blonde' | 'platinum' | 'red' | 'auburn' | 'grey' | 'white';

/**
 * Thresholds in CIELAB, from the palette's named hair colours and the
 * corpus faces' measured hair: a blonde's lit strands are L* 60 with a
 * yellow hue (the palette's blonde is 78), dark brown 29, near-black 25 and
 * neutral, grey 80 and neutral; red and auburn have a hue under 52° and
 * chroma over 28 (the palette's are 41–55).
 */
const neutralChroma = 10;
const redHueDegrees = 52;
const redChroma = 28;

/** A measured hair colour (sRGB 0–255) in words. */
export function nameHairColour(rgb: readonly [number, number, number]): HairColourName {
  const [lightness, a, b] = toLab(rgb[0], rgb[1], rgb[2]);
  const chroma = Math.hypot(a, b);
  const hueDegrees = (Math.atan2(b, a) * 180) / Math.PI;
  if (lightness < 15) return 'black';
  if (chroma >= redChroma && hueDegrees < redHueDegrees) return lightness >= 38 ? 'red' : 'auburn';
  if (chroma < neutralChroma) {
    if (lightness < 28) return 'black';
    if (lightness < 45) return 'dark brown';
    return lightness < 86 ? 'grey' : 'white';
  }
  if (lightness < 32) return 'dark brown';
  if (lightness < 45) return 'brown';
  if (lightness < 55) return 'light brown';
  return lightness >= 85 ? 'platinum' : 'blonde';
}
