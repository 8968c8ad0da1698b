import { describe, expect, it } from 'vitest';
import { BatchMismatch, createApertiumBatch } from './apertium-batch.ts';

describe('createApertiumBatch', () => {
  it('sends each line with words as its own escaped paragraph', () => {
    const batch = createApertiumBatch(['Fish & chips <b>', '', 'One.\n\n  Two.  ', '—', '42']);
    expect(batch.paragraphCount).toBe(4);
    expect(batch.html).toBe(['<p id="u0">Fish &amp; chips &lt;b&gt;</p>', '<p id="u1">One.</p>', '<p id="u2">Two.</p>', '<p id="u3">42</p>'].join('\n'));
  });

  it('puts translations back in place with the line breaks and outer spaces of the source', () => {
    const batch = createApertiumBatch(['Fish & chips', '', 'One.\r\n\n  Two.  ', '—', '42']);
    const answer = '<p id="u0">Chips &amp; de pez &#39;x&#39; &quot;y&quot;</p>\n<p id="u1">Uno.</p><p id="u2">Dos  tres.</p>\n<p id="u3">42</p>\n';
    expect(batch.readAnswer(answer)).toEqual(['Chips & de pez \'x\' "y"', '', 'Uno.\r\n\n  Dos tres.  ', '—', '42']);
  });

  it('keeps runs of spaces the source had', () => {
    const batch = createApertiumBatch(['a  b']);
    expect(batch.readAnswer('<p id="u0">x  y</p>')).toEqual(['x  y']);
  });

  it('refuses an answer whose paragraphs are not the ones sent', () => {
    const batch = createApertiumBatch(['One.', 'Two.']);
    expect(() => batch.readAnswer('<p id="u0">Uno.</p>')).toThrow(new BatchMismatch('1 paragraphs came back for 2 sent'));
    expect(() => batch.readAnswer('<p id="u1">Dos.</p><p id="u0">Uno.</p>')).toThrow(new BatchMismatch('paragraph u1 where u0 was expected'));
    expect(() => batch.readAnswer('<p id="u0">Uno.</p> Dos. <p id="u1">Dos.</p>')).toThrow(BatchMismatch);
    expect(() => batch.readAnswer('<p id="u0">Uno.</p><p id="u1">Dos.</p><p id="u2">Tres.</p>')).toThrow(BatchMismatch);
  });

  it('has nothing to send when no line has words', () => {
    const batch = createApertiumBatch(['', '  ', '...']);
    expect(batch.paragraphCount).toBe(0);
    expect(batch.readAnswer('')).toEqual(['', '  ', '...']);
  });
});
