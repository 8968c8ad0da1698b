import { z } from 'zod';

/**
 * How a text or subtitle element is set. Sizes are reference-canvas px;
 * colours are CSS colours. Missing fields take the design defaults (white,
 * bold, centred, dark outline for subtitles).
 */
export const TextInfoSchema = z.object({
  /** The text of a text element (a subtitle's text is in `subtitle.text`). */
  text: z.string().optional(),
  fontSize: z.number().finite().positive().optional(),
  fontWeight: z.number().int().min(100).max(900).optional(),
  italic: z.boolean().optional(),
  color: z.string().optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  verticalAlign: z.enum(['top', 'middle', 'bottom']).optional(),
  /** Line height as a multiple of the font size. */
  lineHeight: z.number().finite().positive().optional(),
  strokeColor: z.string().optional(),
  strokeWidth: z.number().finite().min(0).optional(),
  shadowColor: z.string().optional(),
  shadowBlur: z.number().finite().min(0).optional(),
  /** A filled, rounded panel behind the text. */
  backgroundColor: z.string().optional(),
});
export type TextInfo = z.infer<typeof TextInfoSchema>;
