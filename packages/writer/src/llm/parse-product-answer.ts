import { ProductScriptStyleSchema, type ProductScriptStyle } from '@talkreel/contract';
import { z } from 'zod';
import { readJsonAnswer } from './read-json-answer.ts';

const ScriptSchema = z.object({
  style: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .trim()
            .toLowerCase()
            .replace(/[\s\-–→]+/gu, '_')
        : value,
    ProductScriptStyleSchema,
  ),
  scenes: z.array(z.string().trim()).transform((scenes) => scenes.filter(Boolean)),
});

/** The answer the product prompt asks for; a bare array of scripts is taken too. */
const ProductAnswerSchema = z.union([z.object({ scripts: z.array(ScriptSchema) }), z.array(ScriptSchema).transform((scripts) => ({ scripts }))]);

/** The JSON Schema sent as `response_format`: strict structured outputs need every property required and no others allowed. */
export const productAnswerJsonSchema = {
  type: 'object',
  properties: {
    scripts: {
      type: 'array',
      items: {
        type: 'object',
        properties: { style: { type: 'string', enum: ProductScriptStyleSchema.options }, scenes: { type: 'array', items: { type: 'string' } } },
        required: ['style', 'scenes'],
        additionalProperties: false,
      },
    },
  },
  required: ['scripts'],
  additionalProperties: false,
} as const;

/**
 * The scenes of each requested framework in a model's answer, in the
 * requested order (the first script of each framework; scene labels a model
 * adds, such as "Scene 1:", taken off). Undefined when the answer is not
 * JSON of that shape or lacks a framework or its scenes.
 */
export function parseProductAnswer(content: string, styles: readonly ProductScriptStyle[]): Map<ProductScriptStyle, string[]> | undefined {
  const parsed = readJsonAnswer(content, ProductAnswerSchema);
  if (!parsed) return undefined;
  const byStyle = new Map<ProductScriptStyle, string[]>();
  for (const style of styles) {
    const scenes = parsed.scripts
      .find((script) => script.style === style)
      ?.scenes.map((scene) => scene.replace(/^\s*(?:\*\*)?(?:scene|场景)\s*\d+\s*[:：.-]?\s*(?:\*\*)?\s*/iu, '').trim())
      .filter(Boolean);
    if (!scenes?.length) return undefined;
    byStyle.set(style, scenes);
  }
  return byStyle;
}
