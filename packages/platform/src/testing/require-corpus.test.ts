import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireCorpus, sharedCorpusPath } from './require-corpus.ts';

describe('requireCorpus', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('answers true for a corpus that is here', () => {
    expect(requireCorpus('corpus test', import.meta.filename)).toBe(true);
  });

  it('fails under CI when the corpus is missing, naming it and how to get it', () => {
    vi.stubEnv('CI', 'true');
    expect(() => requireCorpus('corpus test', '/nonexistent/corpus.bin', 'run get-corpus.sh')).toThrow(
      'The corpus test needs /nonexistent/corpus.bin, which is missing: run get-corpus.sh',
    );
  });

  it('skips with a warning outside CI', () => {
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(requireCorpus('corpus test', sharedCorpusPath('no-such-folder'))).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Skipping: The corpus test needs .*\/shared\/corpora\/no-such-folder, which is missing: clone the shared corpora/u),
    );
  });
});
