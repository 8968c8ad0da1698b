/** Reading template files and filling their placeholders with the variables' defaults (shared by the checker and the contact sheet). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const templatesDirectory = fileURLToPath(new URL('../', import.meta.url));
export const repositoryRoot = path.resolve(templatesDirectory, '../..');

export const categories = ['product', 'sale', 'tutorial', 'announcement', 'testimonial', 'podcast', 'quote', 'real-estate', 'recipe', 'event', 'hiring', 'news'] as const;
export const variableTypes = ['text', 'image', 'video', 'avatar', 'voice', 'colour'] as const;

export interface TemplateVariable {
  key: string;
  type: (typeof variableTypes)[number];
  label: string;
  default: string;
  max_length?: number;
}

export interface TemplateDocument {
  name: string;
  category: string;
  aspect_ratio: 0 | 1 | 2;
  variables: TemplateVariable[];
  workspace: Record<string, unknown> & { scenes: Record<string, unknown>[]; preview_cover_time?: number };
}

export interface LoadedTemplate {
  id: string;
  file: string;
  raw: string;
  /** Null when the file is not JSON. */
  document: TemplateDocument | null;
  parseError?: string;
}

/** Every `<id>.json` directly in content/templates (folders such as _test-fixture, media and tools are not templates). */
export function loadTemplates(): LoadedTemplate[] {
  return readdirSync(templatesDirectory, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = path.join(templatesDirectory, name);
      const raw = readFileSync(file, 'utf8');
      const id = name.slice(0, -'.json'.length);
      try {
        return { id, file, raw, document: JSON.parse(raw) as TemplateDocument };
      } catch (error) {
        return { id, file, raw, document: null, parseError: (error as Error).message };
      }
    });
}

export const placeholderPattern = /\{\{([^{}]*)\}\}/gu;
const exactPlaceholder = /^\{\{([a-z][a-z0-9_]{0,39})\}\}$/u;

/**
 * The workspace with every placeholder replaced by its variable's default:
 * `{{key}}` anywhere in a string for text variables, a whole-string
 * `"{{key}}"` for the other types. `overrides` replaces a key's value (the
 * contact sheet passes the avatar's still for `presenter` paths).
 */
export function fillWorkspace(document: TemplateDocument, overrides: Record<string, string> = {}): unknown {
  const variables = new Map(document.variables.map((variable) => [variable.key, variable]));
  const valueOf = (key: string) => overrides[key] ?? variables.get(key)?.default;
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') {
      const exact = exactPlaceholder.exec(node);
      if (exact && variables.get(exact[1]!)?.type !== 'text') return valueOf(exact[1]!) ?? node;
      return node.replace(placeholderPattern, (whole, key: string) => (variables.get(key)?.type === 'text' ? (valueOf(key) ?? whole) : whole));
    }
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, visit(value)]));
    return node;
  };
  return visit(document.workspace);
}

/** The nine templates the site's demo list shows, read from README.md's "The demo list" section. */
export function readDemoList(): string[] {
  const readme = readFileSync(path.join(templatesDirectory, 'README.md'), 'utf8');
  const section = readme.split(/^## /mu).find((part) => part.startsWith('The demo list'));
  if (!section) return [];
  return [...section.matchAll(/^\d+\. \*\*(.+?)\*\*/gmu)].map((match) => match[1]!);
}
