import { z } from 'zod';

const text = (maxLength: number) => z.string().trim().min(1).max(maxLength);

/**
 * The licences a site video may animate a photograph under: public domain,
 * CC0, CC BY and CC BY-SA. A talking photo changes the picture, so licences
 * that forbid changes (ND) or commercial use (NC: the site advertises the
 * product) are refused.
 */
const licencePattern = /^(?:Public domain|CC0 1\.0|CC BY(?:-SA)? (?:1\.0|2\.0|2\.5|3\.0|4\.0))$/u;

/**
 * Who made a photograph a site video animates, where it is published and
 * under which licence: the attribution shown beside every player and poster
 * of that video. `licenceUrl` is the licence's own deed on creativecommons.org.
 */
export const PhotoCreditSchema = z.strictObject({
  /** The work's title as its source names it. */
  title: text(160),
  author: text(160),
  /** Where the photo is published, e.g. 'Wikimedia Commons'. */
  sourceName: text(80),
  sourceUrl: z.string().regex(/^https:\/\/\S+$/u, 'must be the https address of the photo on its source'),
  licence: z.string().regex(licencePattern, 'must be Public domain, CC0 1.0, CC BY or CC BY-SA (a talking photo changes the picture: no NC or ND)'),
  licenceUrl: z.string().regex(/^https:\/\/creativecommons\.org\/\S+$/u, "must be the licence's deed on creativecommons.org"),
});
export type PhotoCredit = z.infer<typeof PhotoCreditSchema>;

/** Share-alike: the video made from the photo is an adaptation and goes out under the same licence. */
export const isShareAlike = (credit: PhotoCredit): boolean => credit.licence.startsWith('CC BY-SA');
