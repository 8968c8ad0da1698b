import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { SourceError } from '../fetch/fetch-types.ts';
import { measureEventLoop } from '../testing/measure-event-loop.ts';
import { extractPlainText } from './extract-plain-text.ts';

const chinese = '中华人民共和国位于东亚，首都是北京。今天我们讨论播客的制作方法和音频质量。';

async function failureOf(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe('extractPlainText', () => {
  it('decodes 15 MB of GBK (chardet alone took 11 s over all of it) in another thread, the event loop free meanwhile', async () => {
    const bytes = iconv.encode(chinese.repeat(200_000), 'gbk');
    expect(bytes.byteLength).toBeGreaterThan(14_000_000);
    const startedMs = performance.now();
    const { result, utilization, worstDelayMs } = await measureEventLoop(() => extractPlainText(bytes, { maxChars: 100_000 }));
    expect(result.truncated).toBe(true);
    expect(result.text.startsWith(chinese + chinese)).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(100_000);
    expect(utilization).toBeLessThan(0.5);
    expect(worstDelayMs).toBeLessThan(500);
    // chardet guesses from the first 64 KiB: over all 15 MB it took 9–11 s.
    expect(performance.now() - startedMs).toBeLessThan(5000);
  });

  it('keeps line ends and the whole text under maxChars, and the caller’s bytes as they were', async () => {
    const bytes = Buffer.from('\uFEFFAlex: Hello.\r\nSam: Hi!\n\nAlex: Bye.');
    const before = bytes.toString('base64');
    expect(await extractPlainText(bytes)).toEqual({ text: 'Alex: Hello.\nSam: Hi!\n\nAlex: Bye.', truncated: false });
    expect(bytes.toString('base64')).toBe(before);
    expect(await extractPlainText(iconv.encode('Café déjà vu', 'windows-1252'), { declaredCharset: 'ISO-8859-1' })).toEqual({
      text: 'Café déjà vu',
      truncated: false,
    });
  });

  it('refuses a file of nothing but whitespace, and stops at timeoutMs', async () => {
    const empty = await failureOf(extractPlainText(Buffer.from(' \r\n\t\n')));
    expect(empty.reason).toBe('empty_document');
    expect(empty.message).toBe('This text file has no text to read.');
    // 1 ms is less than a thread takes to start.
    const late = await failureOf(extractPlainText(Buffer.from('Hello'), { timeoutMs: 1 }));
    expect(late.reason).toBe('timeout');
    expect(late.message).toContain('took too long');
  });
});
