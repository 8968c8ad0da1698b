import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SourceError, type SourceErrorReason } from '../fetch/fetch-types.ts';
import { getCorpusPath, readCorpusFile, readCorpusJson } from '../testing/document-corpora.ts';
import { buildDocx, buildZipArchive, docxParagraph } from '../testing/document-zip.ts';
import { measureEventLoop } from '../testing/measure-event-loop.ts';
import { extractDocxText, type ExtractDocxTextOptions } from './extract-docx-text.ts';

interface MammothCase {
  file: string;
  expected_raw_text_mammoth: string | null;
  visible_text_of_expected_html: string;
}

const mammothCases = (await readCorpusJson<{ cases: MammothCase[] }>('pdf-docx-extraction', 'mammoth-docx', 'expected.json')).cases;
const readMammothDocx = (file: string) => readCorpusFile('pdf-docx-extraction', 'mammoth-docx', file);
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

async function expectFailure(bytes: Uint8Array, reason: SourceErrorReason, options?: ExtractDocxTextOptions): Promise<SourceError> {
  const error = await extractDocxText(bytes, options).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  expect(error.reason).toBe(reason);
  return error;
}

/**
 * The body text is what a narrator reads. mammoth's HTML puts footnotes,
 * endnotes and (with a style map) comments after it, with "[1]" markers and
 * "↑" back-links; the text extraction reads the body only, as mammoth's
 * extractRawText does. These cases differ from the visible text of the HTML
 * on purpose.
 */
const bodyOnlyCases: Record<string, { text: string | null; why: string }> = {
  'footnotes.docx': { text: 'Ouch.', why: 'footnotes and their [1] markers are not body text' },
  'endnotes.docx': { text: 'Ouch.', why: 'endnotes and their [1] markers are not body text' },
  'comments.docx': { text: 'Ouch.', why: 'comments are review notes, not body text (mammoth shows them only with a style map)' },
  'footnote-hyperlink.docx': { text: null, why: 'the body holds only a footnote reference, so there is no text' },
};

describe('extractDocxText on the mammoth.js test documents', () => {
  it('covers every case of the corpus', () => {
    expect(mammothCases).toHaveLength(15);
  });

  for (const testCase of mammothCases) {
    const bodyOnly = bodyOnlyCases[testCase.file];
    if (bodyOnly) {
      it(`reads only the body of ${testCase.file}: ${bodyOnly.why}`, async () => {
        const bytes = await readMammothDocx(testCase.file);
        if (bodyOnly.text === null) await expectFailure(bytes, 'empty_document');
        else expect((await extractDocxText(bytes)).text).toBe(bodyOnly.text);
      });
    } else if (testCase.visible_text_of_expected_html === '') {
      it(`refuses ${testCase.file}, which has no text, as empty`, async () => {
        const error = await expectFailure(await readMammothDocx(testCase.file), 'empty_document');
        expect(error.message).toBe('This document has no text to read.');
      });
    } else {
      it(`reads ${testCase.file} with the visible text of mammoth's HTML`, async () => {
        const { text, truncated } = await extractDocxText(await readMammothDocx(testCase.file));
        expect(collapse(text)).toBe(testCase.visible_text_of_expected_html);
        expect(truncated).toBe(false);
      });
    }
  }

  for (const testCase of mammothCases.filter((candidate) => candidate.expected_raw_text_mammoth !== null)) {
    it(`separates the paragraphs of ${testCase.file} by blank lines, as mammoth's raw text asserts`, async () => {
      expect((await extractDocxText(await readMammothDocx(testCase.file))).text).toBe(testCase.expected_raw_text_mammoth!.trim());
    });
  }

  it("has the words of mammoth 1.13's extractRawText on every file (peer outputs)", async () => {
    const peerDirectory = getCorpusPath('pdf-docx-extraction', 'peer-outputs', 'mammoth-1.13.0-extractRawText');
    for (const testCase of mammothCases) {
      const peerText = await readFile(path.join(peerDirectory, testCase.file.replace(/\.docx$/, '.txt')), 'utf8');
      const ours = await extractDocxText(await readMammothDocx(testCase.file)).then(
        (result) => result.text,
        () => '',
      );
      expect(collapse(ours), testCase.file).toBe(collapse(peerText));
    }
  });
});

describe('extractDocxText on hostile archives', () => {
  it('reads no external picture: external-picture.docx has no text and nothing is opened', async () => {
    await expectFailure(await readCorpusFile('malicious-uploads', 'docx', 'external-picture.docx'), 'empty_document');
  });

  it('never fetches an external picture link (the SSRF variation, pointed at a local listener)', async () => {
    let connectionCount = 0;
    const server = createServer((_request, response) => response.end('image'));
    server.on('connection', () => connectionCount++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const picture =
        '<w:p><w:r><w:t>Before the picture.</w:t></w:r><w:r><w:drawing><wp:inline><wp:docPr id="1" name="Picture"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">' +
        '<pic:pic><pic:blipFill><a:blip r:link="rIdPicture"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
      const bytes = buildDocx({
        bodyXml: picture,
        documentRelationshipsXml: `<Relationship Id="rIdPicture" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://127.0.0.1:${port}/latest/meta-data/" TargetMode="External"/>`,
      });
      expect((await extractDocxText(bytes)).text).toBe('Before the picture.');
      expect(connectionCount).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses an empty ZIP uploaded as a DOCX', async () => {
    const error = await expectFailure(await readCorpusFile('malicious-uploads', 'docx', 'empty.zip'), 'unreadable_document');
    expect(error.message).toBe('This file could not be read as a Word document (.docx): it is damaged or in another format.');
  });

  for (const file of ['zip-slip/zip-slip.zip', 'zip-slip/zip-slip-win.zip', 'zip-slip/zip-slip.tar', 'payloadsallthethings/etc_passwd_symlink.zip']) {
    it(`refuses ${file}, which is no document, without unpacking it anywhere`, async () => {
      const error = await expectFailure(await readCorpusFile('malicious-uploads', ...file.split('/')), 'unreadable_document');
      expect(error.message).not.toContain('root:');
    });
  }

  it('reads a document that carries a zip-slip entry and writes nothing outside (in memory only)', async () => {
    const escapedName = `talkreel-zip-slip-${process.pid}.txt`;
    const bytes = buildDocx({
      bodyXml: docxParagraph('Still a document.'),
      extraEntries: [{ name: `../../../../../../../../..${os.tmpdir()}/${escapedName}`, data: 'escaped' }],
    });
    expect((await extractDocxText(bytes)).text).toBe('Still a document.');
    expect(existsSync(path.join(os.tmpdir(), escapedName))).toBe(false);
  });

  it('refuses a zip bomb whose headers lie about its size, before mammoth unpacks it', async () => {
    // 150 MiB of spaces deflate to about 150 kB; the headers claim 100 bytes.
    const bomb = buildDocx({
      bodyXml: docxParagraph('x'),
      extraEntries: [{ name: 'word/media/image1.png', data: Buffer.alloc(150 * 1024 * 1024, 32), declaredUnpackedBytes: 100 }],
    });
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    const error = await expectFailure(bomb, 'unreadable_document');
    expect(error.message).toBe('This document unpacks to more than 100 MB, which is more than can be read.');
  });

  it('refuses a main part that unpacks past a lower maxUnpackedBytes', async () => {
    const bytes = buildDocx({ bodyXml: docxParagraph('word '.repeat(250_000)) });
    await expectFailure(bytes, 'unreadable_document', { maxUnpackedBytes: 1024 * 1024 });
    const { text } = await extractDocxText(bytes, { maxUnpackedBytes: 2 * 1024 * 1024, maxChars: 2_000_000 });
    expect(text).toHaveLength(250_000 * 5 - 1);
  });

  it('refuses an archive of more than 10,000 entries', async () => {
    const entries = Array.from({ length: 10_001 }, (_, index) => ({ name: `word/media/${index}.bin`, data: '', method: 'store' as const }));
    const error = await expectFailure(buildZipArchive(entries), 'unreadable_document');
    expect(error.message).toBe('This document holds more than 10,000 files, which is more than can be read.');
  });

  it('does not expand nested entities (billion laughs): the document is refused at once', async () => {
    const levels = Array.from({ length: 9 }, (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index || ''};`.repeat(10)}">`).join('');
    const bytes = buildDocx({ doctype: `<!DOCTYPE w:document [<!ENTITY lol "lol">${levels}]>`, bodyXml: '<w:p><w:r><w:t>&lol9;</w:t></w:r></w:p>' });
    // Expanded, it would be a billion 'lol's: the memory cap or the timeout would end it (too_large, timeout), not this refusal.
    await expectFailure(bytes, 'unreadable_document');
  });

  it('does not resolve an external entity (XXE) to a local file', async () => {
    const bytes = buildDocx({
      doctype: '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
      bodyXml: '<w:p><w:r><w:t>a &xxe; b</w:t></w:r></w:p>',
    });
    const error = await expectFailure(bytes, 'unreadable_document');
    expect(error.message).not.toContain('root:');
  });

  it('asks for an encrypted Office document (a compound file with an EncryptedPackage stream) without its password', async () => {
    const compoundFile = Buffer.concat([
      Buffer.from('d0cf11e0a1b11ae1', 'hex'),
      Buffer.alloc(504),
      Buffer.from('EncryptedPackage', 'utf16le'),
      Buffer.alloc(64),
    ]);
    const error = await expectFailure(compoundFile, 'password_required');
    expect(error.message).toBe('This document is protected by a password. Please upload it without the password.');
  });

  it('refuses an old Word .doc (a compound file without an encrypted package) with what to do', async () => {
    const compoundFile = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le'), Buffer.alloc(64)]);
    const error = await expectFailure(compoundFile, 'unreadable_document');
    expect(error.message).toBe('This is an old Word document (.doc). Please save it as .docx and upload it again.');
  });

  it('refuses bytes that are no archive at all', async () => {
    await expectFailure(new TextEncoder().encode('%PDF-1.4 not a docx'), 'unreadable_document');
    await expectFailure(new Uint8Array(0), 'unreadable_document');
  });
});

describe('extractDocxText text', () => {
  it('keeps line breaks inside a paragraph (which extractRawText drops) and collapses other whitespace', async () => {
    const bytes = buildDocx({ bodyXml: docxParagraph('12  Main\u00a0Street\nSpringfield\tUSA') + docxParagraph('   ') + docxParagraph('Next paragraph.') });
    expect((await extractDocxText(bytes)).text).toBe('12 Main Street\nSpringfield USA\n\nNext paragraph.');
  });

  it('ends a paragraph at a page break', async () => {
    const bytes = buildDocx({ bodyXml: '<w:p><w:r><w:t>Chapter one ends.</w:t><w:br w:type="page"/><w:t>Chapter two.</w:t></w:r></w:p>' });
    expect((await extractDocxText(bytes)).text).toBe('Chapter one ends.\n\nChapter two.');
  });

  it('cuts the text at maxChars, at a word boundary', async () => {
    const bytes = buildDocx({ bodyXml: docxParagraph('alpha beta gamma delta '.repeat(100)) });
    const { text, truncated } = await extractDocxText(bytes, { maxChars: 1000 });
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text.length).toBeGreaterThan(900);
    expect(text.split(' ').every((word) => ['alpha', 'beta', 'gamma', 'delta'].includes(word))).toBe(true);
  });

  it("leaves the caller's bytes as they were", async () => {
    const bytes = await readMammothDocx('single-paragraph.docx');
    const before = Buffer.from(bytes).toString('base64');
    await extractDocxText(bytes);
    expect(Buffer.from(bytes).toString('base64')).toBe(before);
  });
});

/**
 * Hostile documents built here, as issue reports had them: a 28 kB file
 * nested 500,000 deep, and one paragraph of 500,000 runs. Each is read in
 * another thread: the calling thread's event loop stays idle meanwhile.
 */
describe('extractDocxText off the event loop', () => {
  const nestedDocx = () =>
    buildDocx({ bodyXml: `${'<w:sdt><w:sdtContent>'.repeat(250_000)}${docxParagraph('Hi')}${'</w:sdtContent></w:sdt>'.repeat(250_000)}` });

  it('refuses XML nested 500,000 deep before mammoth sees it, six at once, while the event loop stays free', async () => {
    const bytes = nestedDocx();
    expect(bytes.byteLength).toBeLessThan(60_000);
    const startedMs = performance.now();
    const {
      result: errors,
      utilization,
      worstDelayMs,
    } = await measureEventLoop(() => Promise.all(Array.from({ length: 6 }, () => expectFailure(bytes, 'unreadable_document'))));
    for (const error of errors) expect(error.message).toContain('nests its content more than 200 levels deep');
    // Six threads on two busy cores: generous, the point is that the refusal does not wait for mammoth.
    expect(performance.now() - startedMs).toBeLessThan(10_000);
    // Read on the calling thread, mammoth kept it busy for seconds (utilization near 1).
    expect(utilization).toBeLessThan(0.5);
    expect(worstDelayMs).toBeLessThan(500);
  });

  it('stops one paragraph of 500,000 runs (mammoth: 10 s) at timeoutMs, the event loop free meanwhile', async () => {
    const bytes = buildDocx({ bodyXml: `<w:p>${'<w:r><w:t>x</w:t></w:r>'.repeat(500_000)}</w:p>` });
    expect(bytes.byteLength).toBeLessThan(60_000);
    const startedMs = performance.now();
    const { result: error, utilization, worstDelayMs } = await measureEventLoop(() => expectFailure(bytes, 'timeout', { timeoutMs: 1000 }));
    expect(error.message).toBe('Reading this document took too long, so it was stopped. Please try a simpler file, or paste its text.');
    expect(performance.now() - startedMs).toBeLessThan(3000);
    expect(utilization).toBeLessThan(0.5);
    expect(worstDelayMs).toBeLessThan(500);
  });

  it('ends a thread whose memory outgrows maxMemoryGrowthBytes as too large, not the process', async () => {
    // A thread with mammoth loaded takes about 40 MB; this document's tree grows past 256 MB.
    const maxMemoryGrowthBytes = 128 * 1024 * 1024;
    const bytes = buildDocx({ bodyXml: `<w:p>${'<w:r><w:t>x</w:t></w:r>'.repeat(500_000)}</w:p>` });
    const error = await expectFailure(bytes, 'too_large', { maxMemoryGrowthBytes });
    expect(error.message).toBe('This document needs too much memory to read. Please try a simpler file, or paste its text.');
    expect((await extractDocxText(buildDocx({ bodyXml: docxParagraph('Small enough') }), { maxMemoryGrowthBytes })).text).toBe('Small enough');
  });
});
