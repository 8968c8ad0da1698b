import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage } from '../language/detect-language.ts';
import { TranslationError } from '../text-translator.ts';
import { createApertiumTranslator } from './apertium-translator.ts';

const installed = !spawnSync('apertium', ['-V']).error;
if (!installed && process.env.CI) throw new Error('apertium is not installed: .ci/run installs it with apt-get.');

/** Five texts, each with its own number, so the order can be checked without knowing the translation. */
const texts = [
  'Hello, world! The meeting starts at 9:30 and the tickets cost 25 dollars.',
  '',
  'The weather is beautiful today. We are going to the beach with our friends, and we will eat fish in the evening.\nThen we will go home at 11 o’clock.',
  '3.14',
  'Where is the train station? I need to buy 2 tickets for the journey tomorrow morning.',
];

describe.skipIf(!installed)('Apertium on the real CLI', () => {
  const translator = createApertiumTranslator();

  it('translates English to Spanish directly, every text in one run, count and order kept', async () => {
    expect(detectLanguage(texts[0]!)).toBe('en');
    const result = await translator.translate({ texts, from: 'en', to: 'es' });
    expect(result.engine).toBe('apertium');
    expect(result.route).toEqual(['en', 'es']);
    checkTranslations(result.texts, 'es');
  });

  it('translates English to French through Spanish', async () => {
    expect(await translator.canTranslate('en', 'fr')).toEqual(['en', 'es', 'fr']);
    const result = await translator.translate({ texts, from: 'en', to: 'fr' });
    expect(result.route).toEqual(['en', 'es', 'fr']);
    checkTranslations(result.texts, 'fr');
  });

  it('reads language codes as tags and three letters', async () => {
    expect(await translator.canTranslate('eng', 'es-MX')).toEqual(['en', 'es']);
    expect(await translator.canTranslate('ro', 'en')).toEqual(['ro', 'es', 'en']);
    expect(await translator.canTranslate('en', 'ro')).toBeNull();
  });

  it('has no route from English to Chinese, and says which languages it has', async () => {
    expect(await translator.canTranslate('en', 'zh')).toBeNull();
    const error = await translator.translate({ texts: ['Hello.'], from: 'en', to: 'zh' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationError);
    expect(error).toMatchObject({ code: 'no_route', engine: 'apertium' });
    expect((error as Error).message).toBe('Apertium has no path from English (en) to Chinese (zh): it translates ca, en, es, fr, gl, it, pt, ro.');
  });

  it('runs nothing for texts without words', async () => {
    expect(await translator.translate({ texts: ['', '  ', '—'], from: 'en', to: 'fr' })).toEqual({
      texts: ['', '  ', '—'],
      engine: 'apertium',
      route: ['en', 'es', 'fr'],
    });
  });

  it('kills a run that takes too long', async () => {
    const impatient = createApertiumTranslator({ timeoutMs: 1 });
    const error = await impatient.translate({ texts: ['Hello.'], from: 'en', to: 'es' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'engine_failed', engine: 'apertium', message: 'Apertium (eng-spa) did not finish within 0.001 s.' });
  });
});

function checkTranslations(translations: string[], language: string): void {
  expect(translations).toHaveLength(texts.length);
  expect(translations[1]).toBe('');
  expect(translations[3]).toBe('3.14');
  expect(translations[0]).toContain('9:30');
  expect(translations[0]).toContain('25');
  expect(translations[0]).toContain('!');
  expect(translations[2]).toContain('11');
  expect(translations[2]!.split('\n')).toHaveLength(2);
  expect(translations[4]).toContain('2');
  expect(translations[4]).toContain('?');
  for (const index of [0, 2, 4]) {
    expect(translations[index]).not.toBe(texts[index]);
    expect(detectLanguage(translations[index]!)).toBe(language);
  }
}

describe('Apertium not installed', () => {
  it('has no route and says it is not installed', async () => {
    const missing = createApertiumTranslator({ apertiumPath: '/nonexistent/apertium' });
    expect(await missing.canTranslate('en', 'es')).toBeNull();
    await expect(missing.translate({ texts: ['Hello.'], from: 'en', to: 'es' })).rejects.toThrow(
      new TranslationError('Apertium has no path from English (en) to Spanish (es): it is not installed.', 'no_route', 'apertium'),
    );
  });
});

/**
 * Stand-ins for the `apertium` script (it answers -V like the real one),
 * for what the real one does not do on demand: hang, fail, or lose a
 * paragraph.
 */
describe('a misbehaving apertium', () => {
  let folder: string;
  const fakeApertium = async (name: string, body: string) => {
    const file = path.join(folder, name);
    await writeFile(file, `#!/bin/sh\nif [ "$1" = "-V" ]; then echo "Apertium 3.8.3"; exit 0; fi\n${body}\n`);
    await chmod(file, 0o755);
    return createApertiumTranslator({ apertiumPath: file, modesDirectory: path.join(folder, 'modes') });
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'talkreel-fake-apertium-'));
    await mkdir(path.join(folder, 'modes'));
    await writeFile(path.join(folder, 'modes', 'eng-spa.mode'), '');
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('kills the whole pipeline when the caller aborts', async () => {
    const pidFile = path.join(folder, 'sleep.pid');
    const translator = await fakeApertium('sleeper', `sleep 60 &\necho $! > "${pidFile}"\nwait`);
    const controller = new AbortController();
    const translation = translator.translate({ texts: ['Hello.'], from: 'en', to: 'es', signal: controller.signal });
    const sleepPid = Number(await waitForFile(pidFile));
    controller.abort(new Error('stopped by the test'));
    await expect(translation).rejects.toThrow('stopped by the test');
    // The grandchild is gone too: the process group was killed, not only the script.
    await expect(waitUntilGone(sleepPid)).resolves.toBe(true);
  });

  it('says why the program failed', async () => {
    const translator = await fakeApertium('failer', 'echo "Error: Mode eng-spa does not exist." >&2\nexit 1');
    await expect(translator.translate({ texts: ['Hello.'], from: 'en', to: 'es' })).rejects.toThrow(
      new TranslationError('Apertium (eng-spa) failed: Error: Mode eng-spa does not exist.', 'engine_failed', 'apertium'),
    );
  });

  it('refuses an answer that lost a paragraph', async () => {
    const translator = await fakeApertium('dropper', 'for last; do :; done\nhead -n 1 "$last"');
    const error = await translator.translate({ texts: ['One.', 'Two.'], from: 'en', to: 'es' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: 'bad_answer',
      engine: 'apertium',
      message: 'Apertium (eng-spa) answered out of shape: 1 paragraphs came back for 2 sent.',
    });
  });

  it('refuses more than 100 000 characters at once', async () => {
    const translator = await fakeApertium('unused', 'exit 1');
    await expect(translator.translate({ texts: ['a'.repeat(60_000), 'b'.repeat(40_001)], from: 'en', to: 'es' })).rejects.toThrow(
      new RangeError('A translation request holds at most 100000 characters; this one holds 100001.'),
    );
  });
});

async function waitForFile(file: string): Promise<string> {
  for (let waitedMs = 0; waitedMs < 30_000; waitedMs += 20) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (text.trim()) return text.trim();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${file} was never written`);
}

/** Gone, or a zombie waiting for a parent that no longer runs (a container's first process may never reap it). */
async function waitUntilGone(pid: number): Promise<boolean> {
  for (let waitedMs = 0; waitedMs < 10_000; waitedMs += 20) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (!stat || / Z /u.test(stat.slice(stat.lastIndexOf(')')))) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
