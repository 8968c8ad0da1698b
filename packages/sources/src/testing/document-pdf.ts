import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';

export interface PdfPageInput {
  /** The page's content stream (operators), e.g. `BT /F1 12 Tf 72 720 Td (Hello) Tj ET`. */
  content: string | Uint8Array;
  /** `deflate`: stored FlateDecode-compressed; `deflated`: `content` is compressed already (see deflateRepeated). */
  compression?: 'none' | 'deflate' | 'deflated';
}

/**
 * A small, valid PDF: one Helvetica font (F1), A4-ish pages with the given
 * content streams, a classic xref table with exact offsets.
 */
export function buildPdf(pages: readonly PdfPageInput[]): Uint8Array {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => objects.push(body) + 0;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const pageIds = pages.map((_, index) => 4 + index * 2);
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (const [index, page] of pages.entries()) {
    const contentId = pageIds[index]! + 1;
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`);
    const compression = page.compression ?? 'none';
    const raw = typeof page.content === 'string' ? Buffer.from(page.content, 'latin1') : Buffer.from(page.content);
    const data = compression === 'deflate' ? deflateSync(raw, { level: 9 }) : raw;
    const filter = compression === 'none' ? '' : ' /Filter /FlateDecode';
    add(Buffer.concat([Buffer.from(`<< /Length ${data.byteLength}${filter} >>\nstream\n`), data, Buffer.from('\nendstream')]));
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.byteLength;
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    parts.push(part);
    offset += part.byteLength;
  }
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((value) => `${String(value).padStart(10, '0')} 00000 n `)].join('\n');
  parts.push(Buffer.from(`${xref}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * `chunk` repeated `times` times, then `tail`, zlib-compressed as a stream:
 * a decompression bomb's payload, built without ever holding it whole.
 */
export async function deflateRepeated(chunk: string, times: number, tail = ''): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const block = Buffer.from(chunk, 'latin1');
  for (let index = 0; index < times; index++) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.end(Buffer.from(tail, 'latin1'));
  await once(deflate, 'end');
  return new Uint8Array(Buffer.concat(parts));
}
