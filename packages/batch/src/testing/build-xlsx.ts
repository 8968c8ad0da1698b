import JSZip from 'jszip';

/** A cell of a test workbook: a shared string, an inline string, a number, a boolean, or raw `<c>` XML. */
export type TestCell = { s: string } | { inline: string } | { n: number } | { b: boolean } | { xml: string };

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * An XLSX as Excel lays it out (workbook, relations, shared strings, first
 * sheet), from rows keyed by cell reference: `{ 'A1': { s: 'name' } }`.
 * `sheetFileName` tests that the sheet is found through the relations.
 */
export async function buildXlsx(rows: Record<string, TestCell>[], options: { sheetFileName?: string } = {}): Promise<Uint8Array> {
  const sharedStrings: string[] = [];
  const rowsXml = rows.map((cells, index) => {
    const cellsXml = Object.entries(cells).map(([reference, cell]) => {
      if ('s' in cell) {
        sharedStrings.push(cell.s);
        return `<c r="${reference}" t="s"><v>${sharedStrings.length - 1}</v></c>`;
      }
      if ('inline' in cell) return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell.inline)}</t></is></c>`;
      if ('n' in cell) return `<c r="${reference}"><v>${cell.n}</v></c>`;
      if ('b' in cell) return `<c r="${reference}" t="b"><v>${cell.b ? 1 : 0}</v></c>`;
      return cell.xml;
    });
    const rowNumber = /\d+$/.exec(Object.keys(cells)[0] ?? '')?.[0] ?? String(index + 1);
    return `<row r="${rowNumber}">${cellsXml.join('')}</row>`;
  });
  const sheetFileName = options.sheetFileName ?? 'sheet1.xml';
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  zip.file(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Videos" sheetId="1" r:id="rId7"/><sheet name="Other" sheetId="2" r:id="rId8"/></sheets></workbook>',
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/other.xml"/><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/${sheetFileName}"/><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );
  zip.file(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${sharedStrings.length}">${sharedStrings.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join('')}</sst>`,
  );
  zip.file(
    `xl/worksheets/${sheetFileName}`,
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml.join('')}</sheetData></worksheet>`,
  );
  zip.file(
    'xl/worksheets/other.xml',
    '<?xml version="1.0" encoding="UTF-8"?><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>wrong sheet</t></is></c></row></sheetData></worksheet>',
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/** Rewrites the uncompressed size an entry declares in the ZIP's central directory (what a decompression bomb lies about). */
export function declareUncompressedSize(zip: Uint8Array, entryName: string, uncompressedBytes: number): Uint8Array {
  const patched = Uint8Array.from(zip);
  const view = new DataView(patched.buffer);
  const name = new TextEncoder().encode(entryName);
  for (let offset = 0; offset + 46 < patched.length; offset += 1) {
    if (view.getUint32(offset, true) !== 0x02014b50 || view.getUint16(offset + 28, true) !== name.length) continue;
    if (!name.every((byte, index) => patched[offset + 46 + index] === byte)) continue;
    view.setUint32(offset + 24, uncompressedBytes, true);
    return patched;
  }
  throw new Error(`No entry ${entryName}`);
}
