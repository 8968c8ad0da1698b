/** The 19 tones of the Topic-to-video form (spec §9), in the form's order. */
export const scriptTones = [
  'Professional',
  'Friendly',
  'Casual',
  'Humorous',
  'Persuasive',
  'Empathetic',
  'Formal',
  'Optimistic',
  'Serious',
  'Conversational',
  'Inspirational',
  'Direct',
  'Playful',
  'Bold',
  'Educational',
  'Reflective',
  'Energetic',
  'Polite',
  'Neutral',
] as const;

export type ScriptTone = (typeof scriptTones)[number];

/** The tone a form value names, whatever its case (`professional`, `Professional`), or undefined. */
export function findScriptTone(value: string): ScriptTone | undefined {
  const wanted = value.trim().toLowerCase();
  return scriptTones.find((tone) => tone.toLowerCase() === wanted);
}
