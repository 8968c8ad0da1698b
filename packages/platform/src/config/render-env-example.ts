import type { z } from 'zod';
import { getConfigDefault, getConfigVariableDoc } from './config-docs.ts';

/**
 * `.env.example` from a documented schema: the preamble, then each variable
 * in the schema's order under its comment lines, as `NAME=value` with its
 * example or default (`# NAME=value` when commented out).
 */
export function renderEnvExample(schema: { shape: z.core.$ZodShape }, preamble: readonly string[]): string {
  const lines = [...preamble.map((line) => `# ${line}`), ''];
  for (const [name, field] of Object.entries(schema.shape)) {
    const doc = getConfigVariableDoc(name, field);
    if (doc.envLine === 'left-out') continue;
    lines.push(...(doc.comment ?? []).map((line) => `# ${line}`));
    const assignment = `${name}=${doc.example ?? getConfigDefault(field) ?? ''}`;
    lines.push(doc.envLine === 'commented-out' ? `# ${assignment}` : assignment);
  }
  return `${lines.join('\n')}\n`;
}
