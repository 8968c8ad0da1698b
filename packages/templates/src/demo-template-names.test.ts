import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoTemplateNames } from './demo-template-names.ts';
import { parseTemplateFile } from './parse-template-file.ts';

const contentDirectory = fileURLToPath(new URL('../../../content/templates', import.meta.url));

describe('demoTemplateNames', () => {
  it('names nine templates of content/templates, each once', () => {
    const names = readdirSync(contentDirectory)
      .filter((file) => file.endsWith('.json'))
      .map((file) => parseTemplateFile(file.slice(0, -'.json'.length), JSON.parse(readFileSync(`${contentDirectory}/${file}`, 'utf8'))).name);
    expect(demoTemplateNames).toHaveLength(9);
    expect(new Set(demoTemplateNames).size).toBe(9);
    for (const name of demoTemplateNames) expect(names, name).toContain(name);
  });
});
