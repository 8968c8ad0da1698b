import { readFileSync, existsSync } from 'node:fs';
import { parse as parseDotenv } from 'dotenv';
import type { z } from 'zod';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly rule: string,
    readonly received: string | undefined,
  ) {
    super(`Invalid configuration: ${variable} ${rule}${received === undefined ? '' : ` (got ${JSON.stringify(received)})`}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration once, from the environment over an optional `.env`
 * file, with the schema of the variables the process knows (the product's
 * composed one, or `platformConfigSchema`). Empty strings count as unset.
 * Throws ConfigError naming the first bad variable and its rule.
 */
export function loadConfig<Schema extends z.ZodType<object>>(schema: Schema, env: NodeJS.ProcessEnv = process.env, dotenvPath = '.env'): z.output<Schema> {
  const fromFile = existsSync(dotenvPath) ? parseDotenv(readFileSync(dotenvPath)) : {};
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...fromFile, ...env })) {
    if (value !== undefined && value !== '') merged[name] = value;
  }
  const parsed = schema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'configuration');
    throw new ConfigError(variable, issue.message, merged[variable]);
  }
  return parsed.data;
}
