import { isUtf8 } from 'node:buffer';
import { detect } from 'chardet';
import iconv from 'iconv-lite';

/**
 * Labels that browsers decode with a wider encoding than the name says (the
 * WHATWG Encoding Standard): pages labelled Latin-1 are written in
 * windows-1252, GB2312 pages in GBK, Shift_JIS pages in Microsoft's CP932.
 * Decoding by the narrow name would turn “quotes” and many CJK characters into
 * garbage.
 */
const browserEncodingByLabel: Readonly<Record<string, string>> = {
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'us-ascii': 'windows-1252',
  ascii: 'windows-1252',
  gb2312: 'gb18030',
  gbk: 'gb18030',
  'x-gbk': 'gb18030',
  shift_jis: 'cp932',
  'shift-jis': 'cp932',
  sjis: 'cp932',
  'x-sjis': 'cp932',
  'euc-kr': 'cp949',
  big5: 'big5hkscs',
};

/**
 * chardet reads every byte it is given, several times over (14.8 MB of GBK
 * took it 11 s): the first 64 KiB tell the encoding as well.
 */
const guessSampleBytes = 64 * 1024;

/**
 * Bytes of a text document → a string. The encoding is taken from, in order:
 * a byte order mark (UTF-8, UTF-16 LE/BE), the declared charset when it names
 * an encoding iconv-lite knows, valid UTF-8, chardet's guess from its first 64 KiB; windows-1252 when
 * nothing else fits, as it decodes every byte. NUL characters are removed and
 * line ends become `\n`.
 */
export function decodeText(bytes: Uint8Array, declaredCharset?: string): string {
  return cleanText(iconv.decode(bytes, chooseEncoding(bytes, declaredCharset)));
}

function chooseEncoding(bytes: Uint8Array, declaredCharset: string | undefined): string {
  const byteOrderMarkEncoding = findByteOrderMarkEncoding(bytes);
  if (byteOrderMarkEncoding) return byteOrderMarkEncoding;
  const declared = declaredCharset ? toKnownEncoding(declaredCharset) : undefined;
  if (declared) return declared;
  if (isUtf8(bytes)) return 'utf-8';
  const guessed = detect(bytes.subarray(0, guessSampleBytes));
  return (guessed && toKnownEncoding(guessed)) || 'windows-1252';
}

function findByteOrderMarkEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

function toKnownEncoding(label: string): string | undefined {
  const normalised = label
    .trim()
    .replace(/^["']|["']$/gu, '')
    .toLowerCase();
  const encoding = browserEncodingByLabel[normalised] ?? normalised;
  return iconv.encodingExists(encoding) ? encoding : undefined;
}

function cleanText(text: string): string {
  return text
    .replace(/^\uFEFF/u, '')
    .replaceAll('\u0000', '')
    .replace(/\r\n?/gu, '\n');
}
