import { z } from 'zod';

/**
 * One language the podcast and topic forms offer. `value` is what the forms
 * send (the lowercase English name: `english`, `traditional-chinese`).
 */
export const LanguageSchema = z.object({
  value: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/u),
  /** English name, as the forms label it. */
  label: z.string().min(1),
  /** The language's name for itself. */
  native_label: z.string().min(1),
  /** eSpeak NG language code used for the embedded voices (`cmn`, `pt-br`). */
  espeak_voice: z.string().regex(/^[a-z]{2,3}(?:-[a-z0-9]+)*$/iu),
  /** BCP 47 tag: word segmentation, normalisation, cloud locales. */
  locale: z.string().regex(/^[a-z]{2,3}-[A-Z]{2}$/u),
  /** A short sentence in the language for voice previews. */
  sample_text: z.string().min(1),
});
export type Language = z.infer<typeof LanguageSchema>;

export const LanguageListSchema = z.array(LanguageSchema).superRefine((languages, context) => {
  const seen = new Set<string>();
  for (const language of languages) {
    if (seen.has(language.value)) context.addIssue({ code: 'custom', message: `Language "${language.value}" is listed twice` });
    seen.add(language.value);
  }
});
