import { z } from 'zod';

export const voiceGenders = ['female', 'male'] as const;
export const voiceAges = ['young adult', 'adult', 'senior'] as const;

/** eSpeak NG settings: language voice, variant (timbre), pitch shift and rate that make the voice distinct. */
export const EspeakVoiceSettingsSchema = z.object({
  name: z.literal('espeak-ng'),
  /** eSpeak NG language voice: `en-gb`, `cmn`, `es-419`. */
  voice: z.string().regex(/^[a-z]{2,3}(?:-[a-z0-9]+)*$/iu),
  /** eSpeak NG variant from espeak-ng-data/voices/!v: `f3`, `m3`, `Annie`, `grandpa`. */
  variant: z.string().regex(/^[A-Za-z0-9]+$/u),
  /** Semitones from the variant's own pitch. */
  pitch: z.number().min(-7).max(9),
  /** Multiplier of the engine's base pace. */
  rate: z.number().min(0.5).max(2),
});

/** Flite settings: one of its built-in English voices, pitch shift (ignored by rms) and rate. */
export const FliteVoiceSettingsSchema = z.object({
  name: z.literal('flite'),
  voice: z.enum(['slt', 'rms', 'awb', 'kal16']),
  pitch: z.number().min(-12).max(12),
  rate: z.number().min(0.5).max(2),
});

export const VoiceEngineSettingsSchema = z.discriminatedUnion('name', [EspeakVoiceSettingsSchema, FliteVoiceSettingsSchema]);
export type VoiceEngineSettings = z.infer<typeof VoiceEngineSettingsSchema>;

/**
 * A public voice of the library (content/voices/public/<language>.json).
 * Field names follow the spec's voice item; `engine` holds what the
 * embedded engines need to speak with it.
 */
export const PublicVoiceSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u),
  name: z.string().min(1),
  gender: z.enum(voiceGenders),
  age: z.enum(voiceAges),
  /** A `value` of languages.json. */
  language: z.string().min(1),
  /** BCP 47 tag of the accent's region (`en-GB`, `es-419`). */
  locale: z.string().regex(/^[a-z]{2,3}-(?:[A-Z]{2}|\d{3})$/u),
  accent: z.string().min(1),
  use_case: z.string().regex(/^[a-z_]+$/u),
  descriptive: z.array(z.string().min(1)).min(1),
  engine: VoiceEngineSettingsSchema,
});
export type PublicVoice = z.infer<typeof PublicVoiceSchema>;
