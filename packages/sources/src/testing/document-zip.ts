import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntryInput {
  name: string;
  data: string | Uint8Array;
  /** Deflate unless `store`. */
  method?: 'store' | 'deflate';
  /** Written as the entry's uncompressed size instead of the true one, as a zip bomb's headers lie. */
  declaredUnpackedBytes?: number;
}

/** A ZIP archive of the entries, written as Office writes one (no ZIP64, no data descriptors). */
export function buildZipArchive(entries: readonly ZipEntryInput[]): Uint8Array {
  const localParts: Buffer[] = [];
  const directoryParts: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data);
    const isStored = entry.method === 'store';
    const packed = isStored ? data : deflateRawSync(data, { level: 9 });
    const fields = {
      method: isStored ? 0 : 8,
      crc: crc32(data),
      packedBytes: packed.byteLength,
      unpackedBytes: entry.declaredUnpackedBytes ?? data.byteLength,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(fields.packedBytes, 18);
    local.writeUInt32LE(fields.unpackedBytes, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(fields.packedBytes, 20);
    central.writeUInt32LE(fields.unpackedBytes, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    localParts.push(local, name, packed);
    directoryParts.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(directoryParts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...localParts, directory, end]));
}

const wordNamespaces = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"',
].join(' ');

export interface DocxInput {
  /** The children of `<w:body>`: paragraphs from `docxParagraph`, or hand-written WordprocessingML. */
  bodyXml: string;
  /** Inserted between the XML declaration and `<w:document>` of the main part (an entity declaration, say). */
  doctype?: string;
  /** `<Relationship>` elements of word/_rels/document.xml.rels. */
  documentRelationshipsXml?: string;
  extraEntries?: ZipEntryInput[];
}

/** The smallest DOCX package Word and mammoth read: content types, the package relationship, the main part. */
export function buildDocx(input: DocxInput): Uint8Array {
  const relationshipsNamespace = 'http://schemas.openxmlformats.org/package/2006/relationships';
  return buildZipArchive([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data:
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${relationshipsNamespace}">` +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${input.doctype ?? ''}<w:document ${wordNamespaces}><w:body>${input.bodyXml}</w:body></w:document>`,
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="${relationshipsNamespace}">${input.documentRelationshipsXml ?? ''}</Relationships>`,
    },
    ...(input.extraEntries ?? []),
  ]);
}

/** One paragraph of plain runs; a `\n` in the text is a line break (`<w:br/>`), a `\t` a tab. */
export function docxParagraph(text: string): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const runs = text
    .split('\n')
    .map((line) =>
      line
        .split('\t')
        .map((part) => `<w:t xml:space="preserve">${escape(part)}</w:t>`)
        .join('<w:tab/>'),
    )
    .join('<w:br/>');
  return `<w:p><w:r>${runs}</w:r></w:p>`;
}
