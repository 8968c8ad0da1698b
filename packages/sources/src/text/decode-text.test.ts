import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text.ts';

const chinese = '中华人民共和国位于东亚，首都是北京。今天我们讨论播客的制作方法和音频质量。';
const japanese = '日本語のテキストです。今日はポッドキャストの作り方について話します。東京は日本の首都です。';
const french = 'Café déjà vu — “quotes” for a naïve résumé on the façade, 20 € each.';

describe('decodeText', () => {
  it('reads GBK Chinese by its declared charset, GB2312 labels included', () => {
    const bytes = iconv.encode(chinese, 'gbk');
    expect(decodeText(bytes, 'gbk')).toBe(chinese);
    expect(decodeText(bytes, 'GB2312')).toBe(chinese);
  });

  it('guesses GBK and Shift_JIS when nothing is declared', () => {
    expect(decodeText(iconv.encode(chinese, 'gbk'))).toBe(chinese);
    expect(decodeText(iconv.encode(japanese, 'shift_jis'))).toBe(japanese);
  });

  it('decodes Shift_JIS with the Microsoft extensions browsers use (① and ～ are not in plain Shift_JIS)', () => {
    const text = '①番目の項目～最後まで';
    expect(decodeText(iconv.encode(text, 'cp932'), 'Shift_JIS')).toBe(text);
  });

  it('follows a UTF-16 byte order mark over a wrong declared charset', () => {
    const littleEndian = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(japanese, 'utf-16le')]);
    const bigEndian = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(chinese, 'utf-16be')]);
    expect(decodeText(littleEndian, 'iso-8859-1')).toBe(japanese);
    expect(decodeText(bigEndian)).toBe(chinese);
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(french)]))).toBe(french);
  });

  it('reads windows-1252, and decodes pages labelled ISO-8859-1 as windows-1252 the way browsers do', () => {
    const bytes = iconv.encode(french, 'windows-1252');
    expect(bytes.includes(0x93)).toBe(true);
    expect(decodeText(bytes, 'windows-1252')).toBe(french);
    expect(decodeText(bytes, 'ISO-8859-1')).toBe(french);
    expect(decodeText(bytes)).toBe(french);
  });

  it('ignores a charset iconv-lite does not know and reads valid UTF-8', () => {
    expect(decodeText(Buffer.from(chinese), 'x-no-such-charset')).toBe(chinese);
    expect(decodeText(Buffer.from(chinese), '"utf-8"')).toBe(chinese);
  });

  it('decodes bytes that are no valid text in any encoding without throwing', () => {
    const invalid = Buffer.from([0x48, 0x69, 0x20, 0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe, 0xfd, 0x0a]);
    const text = decodeText(invalid);
    expect(text.startsWith('Hi ')).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    expect(decodeText(invalid, 'utf-8')).toBe('Hi \uFFFD(\uFFFD\uFFFD\uFFFD\uFFFD\uFFFD\n');
  });

  it('removes NUL characters and turns CRLF and CR line ends into LF', () => {
    expect(decodeText(Buffer.from('one\r\ntwo\u0000\rthree\n'))).toBe('one\ntwo\nthree\n');
  });
});
