import { describe, expect, it } from 'vitest';
import type { ScriptWriterSet } from './create-script-writers.ts';
import { embeddedScriptWriter } from './engines/embedded-script-writer.ts';
import { runWriterWithFallback } from './run-writer-with-fallback.ts';
import { WriterError } from './script-types.ts';
import type { ScriptWriter } from './writer-engine.ts';

const model: ScriptWriter = {
  id: 'llm',
  label: 'Language model (llama3.1)',
  supportsLanguage: () => true,
  writePodcast: () => Promise.reject(new Error('unused')),
  writeTopicScript: () => {
    throw new Error('unused');
  },
  writeProductScripts: () => Promise.reject(new Error('unused')),
};
const set: ScriptWriterSet = { engines: [model, embeddedScriptWriter], preferred: model };
const english = { language: 'english', script: 'topic' as const, signal: new AbortController().signal };
const serviceDown = new WriterError('service_failed', 'llm.example answered 503');

describe('runWriterWithFallback', () => {
  it('writes with the picked writer when it succeeds', async () => {
    expect(await runWriterWithFallback(set, english, (writer) => Promise.resolve(`by ${writer.id}`))).toEqual({ result: 'by llm', engine: 'llm' });
  });

  it('hands a failed service’s script to the built-in writer, with the note the page shows', async () => {
    const outcome = await runWriterWithFallback(set, english, (writer) => (writer.id === 'llm' ? Promise.reject(serviceDown) : Promise.resolve('outline')));
    expect(outcome).toEqual({
      result: 'outline',
      engine: 'embedded',
      note: 'Language model (llama3.1) could not write the script (llm.example answered 503); the built-in writer wrote it instead',
    });
  });

  it('keeps the failure when the built-in writer may not take over', async () => {
    const write = (writer: ScriptWriter) => (writer.id === 'llm' ? Promise.reject(serviceDown) : Promise.resolve('outline'));
    // Scenes already stored; a language the built-in writer has no outline for; a refusal that is not the service failing.
    await expect(runWriterWithFallback(set, { ...english, canHandOver: () => false }, write)).rejects.toBe(serviceDown);
    await expect(runWriterWithFallback(set, { ...english, language: 'japanese' }, write)).rejects.toBe(serviceDown);
    const refusal = new WriterError('invalid_request', 'no');
    await expect(runWriterWithFallback(set, english, () => Promise.reject(refusal))).rejects.toBe(refusal);
  });
});
