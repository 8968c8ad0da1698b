import { z } from 'zod';

/** One spoken word with its timing, in ms from the subtitle element's start. */
export const WordTimingSchema = z
  .object({
    text: z.string(),
    start: z.number().finite().min(0),
    end: z.number().finite().min(0),
  })
  .refine((word) => word.end >= word.start, { message: 'word end must not be before its start' });
export type WordTiming = z.infer<typeof WordTimingSchema>;

/**
 * What a subtitle element says. With `words` the captions follow the speech
 * word by word; without them the text is spread over the element's slot in
 * proportion to its length.
 */
export const SubtitleContentSchema = z.object({
  text: z.string(),
  words: z.array(WordTimingSchema).optional(),
  /** Who speaks (a podcast's host); the element is one turn, and its first caption starts with `Name: `. */
  speaker: z.string().min(1).max(60).optional(),
});
export type SubtitleContent = z.infer<typeof SubtitleContentSchema>;

/** A font by family name; `url` points at a TTF/OTF/WOFF to load when the name is not a built-in font. */
export const FontFamilySchema = z.object({
  name: z.string().min(1),
  url: z.string().optional(),
});
export type FontFamily = z.infer<typeof FontFamilySchema>;
