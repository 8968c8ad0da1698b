import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configDocsCommand, readConfigDocFiles } from './product-config-docs.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

describe('.env.example and the README configuration table', () => {
  it('read as the config schema writes them', async () => {
    const files = await readConfigDocFiles(repositoryRoot);
    expect(files.map((file) => file.path)).toEqual(['.env.example', 'README.md']);
    for (const file of files) {
      expect(file.actual, `${file.path} differs from the config schema's documentation: run \`${configDocsCommand}\``).toBe(file.expected);
    }
  });

  it('list every variable the product reads, with its default', async () => {
    const [envExample, readme] = await readConfigDocFiles(repositoryRoot);
    expect(envExample!.expected).toMatch(/^PORT=3000$/mu);
    expect(envExample!.expected).toMatch(/^LIPSYNC_TIMEOUT_SECONDS=900$/mu);
    expect(envExample!.expected).toMatch(/^# SITE_VIDEOS=true$/mu);
    expect(envExample!.expected).not.toMatch(/FETCH_ALLOW_HOSTS=/u);
    expect(readme!.expected).toContain('| `JOB_HEARTBEAT_SECONDS`, `JOB_STALL_SECONDS` | `5`, `30` |');
    expect(readme!.expected).toContain('| `AZURE_SPEECH_KEY`, `AZURE_SPEECH_REGION` (+ `AZURE_SPEECH_ENDPOINT`) | off |');
  });
});
