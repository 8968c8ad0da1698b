import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AvatarGender, LookPromptCategory } from '@talkreel/contract';

const promptsFile = fileURLToPath(new URL('../../../../../content/looks/prompts.json', import.meta.url));
const Localised = z.object({ en: z.string(), 'zh-CN': z.string() });
const CategorySchema = z.object({ category: Localised, prompts: z.array(z.object({ id: z.number().int(), title: Localised, prompt: z.string() })) });
const PromptsSchema = z.object({
  detail: z.array(CategorySchema),
  background: z.array(CategorySchema),
  presets: z.object({ detail: z.record(z.string(), z.array(z.string())), background: z.record(z.string(), z.array(z.string())) }),
});

let prompts: z.infer<typeof PromptsSchema> | undefined;
const load = () => (prompts ??= PromptsSchema.parse(JSON.parse(readFileSync(promptsFile, 'utf8'))));

/** The Prompt Generator's keywords (content/looks/prompts.json) in the caller's language: type 1 appearance, 2 background. */
export function lookPromptCategories(type: 1 | 2, language: string | undefined): LookPromptCategory[] {
  const locale = language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
  return load()[type === 1 ? 'detail' : 'background'].map((category) => ({
    category: category.category[locale],
    prompts: category.prompts.map((prompt) => ({ id: prompt.id, title: prompt.title[locale], prompt: prompt.prompt })),
  }));
}

/** A ready-made prompt for a gender, picked at random. */
export function randomPresetPrompt(type: 1 | 2, gender: AvatarGender | undefined): string {
  const presets = load().presets[type === 1 ? 'detail' : 'background'];
  const pool = gender ? (presets[gender] ?? []) : Object.values(presets).flat();
  return pool[Math.floor(Math.random() * pool.length)] ?? '';
}
