import { describe, expect, it } from 'vitest';
import { SourceError, type SourceErrorReason } from '../fetch/fetch-types.ts';
import { readCorpusFile, readCorpusJson } from '../testing/document-corpora.ts';
import { buildPdf, deflateRepeated } from '../testing/document-pdf.ts';
import { extractPdfText, type ExtractPdfTextOptions } from './extract-pdf-text.ts';

interface PdfjsCase {
  file: string;
  equals: string[];
  includes: string[];
}
interface PdfminerCase {
  file: string;
  expected_text_pdfminer: string | null;
  comparison: string;
  normalized_words?: string[];
}

const pdfjsCases = (await readCorpusJson<{ cases: PdfjsCase[] }>('pdf-docx-extraction', 'pdfjs-test-pdfs', 'expected.json')).cases;
const pdfminerCases = (await readCorpusJson<{ cases: PdfminerCase[] }>('pdf-docx-extraction', 'pdfminer-samples', 'expected.json')).cases;

const readPdfjsTestPdf = (file: string) => readCorpusFile('pdf-docx-extraction', 'pdfjs-test-pdfs', file);
const readPdfminerSample = (file: string) => readCorpusFile('pdf-docx-extraction', 'pdfminer-samples', file);
const readHostilePdf = (file: string) => readCorpusFile('malicious-uploads', file);
const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word !== '');
/** The text with the blank lines that set headings apart (where the type size changes) made plain line ends, as other extractors give it. */
const withoutSizeBreaks = (text: string) => text.replace(/\n\n/g, '\n');

/**
 * Reads with time to spare: these tests check what is read, not how fast, so
 * a busy machine must not turn them into timeouts. The tests of the time limit
 * pass their own `timeoutMs`.
 */
const readPdf = (bytes: Uint8Array, options: ExtractPdfTextOptions = {}) => extractPdfText(bytes, { timeoutMs: 120_000, ...options });

async function failureOf(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

async function expectFailure(bytes: Uint8Array, reason: SourceErrorReason, options?: ExtractPdfTextOptions): Promise<SourceError> {
  const error = await failureOf(readPdf(bytes, options));
  expect(error.reason).toBe(reason);
  return error;
}

/**
 * What pdf.js 6.5 reads from pdf.js's own test files: its suite asserts the
 * merged text of page 1 (items joined, a newline at each `hasEOL`), which is
 * what the line reconstruction gives too, with a blank line where the type
 * size changes.
 */
describe.concurrent('extractPdfText on the pdf.js test PDFs (page 1)', () => {
  const asserted = pdfjsCases.filter((testCase) => testCase.equals.length > 0 || testCase.includes.length > 0);
  it('covers every asserted case of the corpus', () => {
    expect(asserted.map((testCase) => testCase.file).sort()).toEqual(
      [
        '90ms_rksj_h_sample.pdf',
        'basicapi.pdf',
        'issue10900.pdf',
        'issue11913.pdf',
        'issue13201.pdf',
        'issue13226.pdf',
        'issue16176.pdf',
        'issue18099_reduced.pdf',
        'issue20319_1.pdf',
        'issue20319_2.pdf',
        'text_rise_eol_bug.pdf',
      ].sort(),
    );
  });

  for (const testCase of asserted) {
    it(`reads ${testCase.file} as the pdf.js suite asserts`, async () => {
      const { text } = await readPdf(await readPdfjsTestPdf(testCase.file), { maxPages: 1 });
      for (const expected of testCase.equals) expect(withoutSizeBreaks(text)).toBe(expected);
      for (const expected of testCase.includes) expect(text).toContain(expected);
    });
  }

  it('sets the heading of basicapi.pdf apart and takes it as the title', async () => {
    const { text, title } = await readPdf(await readPdfjsTestPdf('basicapi.pdf'), { maxPages: 1 });
    expect(text.startsWith('Table Of Content\n\nChapter 1 ....')).toBe(true);
    expect(title).toBe('Table Of Content');
  });

  it('reads issue8276_reduced.pdf, whose one item the suite checks field by field', async () => {
    const { text } = await readPdf(await readPdfjsTestPdf('issue8276_reduced.pdf'));
    expect(text).toBe('Issue 8276');
  });

  it('reads issue10640.pdf (spaces, ligatures, hyphenated lines) as the suite asserts, control characters made spaces', async () => {
    // The suite's expectation with normalisation on (ﬁ → fi). The font maps its digits to C1 control characters.
    const asserted = `Open Sans is a humanist sans serif typeface designed by Steve Matteson.
Open Sans was designed with an upright stress, open forms and a neu-
tral, yet friendly appearance. It was optimized for print, web, and mobile
interfaces, and has excellent legibility characteristics in its letterforms (see
figure \x81 on the following page). This font is available from the Google Font
Directory [\x81] as TrueType files licensed under the Apache License version \x82.\x80.
This package provides support for this font in LATEX. It includes Type \x81
versions of the fonts, converted for this package using FontForge from its
sources, for full support with Dvips.`;
    const { text } = await readPdf(await readPdfjsTestPdf('issue10640.pdf'), { maxPages: 1 });
    const expected = asserted
      .split('\n')
      .map((line) => line.replace(/[\s\p{Cc}]+/gu, ' ').trim())
      .join('\n');
    expect(text).toContain(expected);
  });
});

/**
 * pdfminer.six asserts its own layout output; pdf.js lays text out otherwise
 * (no blank line between text boxes, vertical text kept in a line), so most
 * cases compare the words.
 */
describe.concurrent('extractPdfText on the pdfminer.six samples', () => {
  const expectedOf = (file: string): PdfminerCase => {
    const found = pdfminerCases.find((testCase) => testCase.file === file);
    if (!found) throw new Error(`${file} is not in the pdfminer corpus`);
    return found;
  };

  for (const file of ['simple1.pdf', 'simple4.pdf', 'simple5.pdf']) {
    it(`reads ${file} with pdfminer's words, in its order`, async () => {
      const { text } = await readPdf(await readPdfminerSample(file));
      expect(wordsOf(text)).toEqual(expectedOf(file).normalized_words);
    });
  }

  it('reads simple5.pdf line by line as pdfminer does, with blank lines around its headings only', async () => {
    const { text, title } = await readPdf(await readPdfminerSample('simple5.pdf'));
    expect(withoutSizeBreaks(text)).toBe(expectedOf('simple5.pdf').expected_text_pdfminer!.replace(/\f/g, '').trim().replace(/\n\n+/g, '\n'));
    expect(text.split('\n\n')).toEqual([
      'Heading',
      'Link to heading that is working with vim-pandoc.\nLink to heading “that is” not working with vim-pandoc.',
      'Subheading',
      'Some “more text”\n1',
    ]);
    expect(title).toBe('Heading');
  });

  for (const file of ['contrib/issue_566_test_2.pdf', 'contrib/issue-886-xref-stream-widths.pdf']) {
    it(`reads ${file} exactly as pdfminer (after trimming)`, async () => {
      const { text } = await readPdf(await readPdfminerSample(file));
      expect(text).toBe(expectedOf(file).expected_text_pdfminer);
    });
  }

  it('reads the line pdfminer asserts in contrib/issue-625-identity-cmap.pdf (an Identity CMap), joined with its neighbour column', async () => {
    const { text, pages } = await readPdf(await readPdfminerSample('contrib/issue-625-identity-cmap.pdf'));
    expect(pages).toBe(2);
    expect(text.split('\n')).toContain('Termin płatności: 2021-05-03 Metoda płatności: przelew');
  });

  it('reads the drawing in contrib/issue_495_pdfobjref.pdf with its labels whole (pdfminer splits rotated labels into characters)', async () => {
    const { text } = await readPdf(await readPdfminerSample('contrib/issue_495_pdfobjref.pdf'));
    for (const label of ['Arretierungshilfe', 'M12x1.75 - 6H', 'R18,00', '132,00', '29.03.2021 Lucas Giering']) expect(text).toContain(label);
    expect(text).not.toContain('(cid:');
  });

  it('reads zen_of_python_corrupted.pdf despite its corrupted zlib stream: the poem, then the page header pdfminer puts first', async () => {
    const { text } = await readPdf(await readPdfminerSample('zen_of_python_corrupted.pdf'));
    expect(text.startsWith('Beautiful is better than ugly.\nExplicit is better than implicit.')).toBe(true);
    expect(text).toContain('Namespaces are one honking great idea −− let’s do more of those!');
    for (const word of expectedOf('zen_of_python_corrupted.pdf').normalized_words!) expect(text).toContain(word);
  });

  it('reads the vertical Japanese of jo.pdf (pdfminer asserts none; pdf.js 4.10 read nothing)', async () => {
    const { text } = await readPdf(await readPdfminerSample('jo.pdf'));
    expect(text.split(/\n+/).slice(0, 3)).toEqual(['序', 'わたくしといふ現象は', '假定された有機交流電燈の']);
  });

  it('reads all 18 pages of nonfree/dmca.pdf', async () => {
    const { text, pages, truncated } = await readPdf(await readPdfminerSample('nonfree/dmca.pdf'));
    expect(pages).toBe(18);
    expect(truncated).toBe(false);
    expect(text).toContain('The Digital Millennium Copyright Act (DMCA) was signed into law');
    // Every page's running header, in page order.
    const headerPages = [...text.matchAll(/Copyright Office Summary December 1998 Page (\d+)\n/g)].map((match) => Number(match[1]));
    expect(headerPages).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
  });

  it('sets the heading and the subtitle of nonfree/dmca.pdf apart from the body, and takes its title from the metadata, spelled as the author did', async () => {
    const { text, title } = await readPdf(await readPdfminerSample('nonfree/dmca.pdf'), { maxPages: 1 });
    // Heading 15 pt (small capitals), subtitle 13 pt, body 12 pt.
    expect(text).toContain('\n\nTHE DIGITAL MILLENNIUM COPYRIGHT ACT OF 1998\n\nU.S. Copyright Office Summary\nDecember 1998\n\nINTRODUCTION\n\nThe Digital');
    expect(title).toBe('The Digital Millennium Copyright Act of 1998');
  });

  it('refuses simple2.pdf, which has no text at all, as a PDF without a text layer', async () => {
    const error = await expectFailure(await readPdfminerSample('simple2.pdf'), 'empty_document');
    expect(error.message).toContain('no text layer');
  });

  it('reads the unencrypted encryption/base.pdf', async () => {
    expect((await readPdf(await readPdfminerSample('encryption/base.pdf'))).text).toBe('Secret!');
  });

  for (const file of ['encryption/rc4-128.pdf', 'encryption/aes-256.pdf', 'encryption/aes-256-r6.pdf']) {
    it(`asks for ${file} without its password`, async () => {
      const error = await expectFailure(await readPdfminerSample(file), 'password_required');
      expect(error.message).toBe('This PDF is protected by a password. Please upload it without the password.');
    });
  }

  /**
   * Where pdf.js 6.5 itself reads other text than pdfminer. Pinned, so that a
   * pdf.js upgrade that fixes one shows here.
   */
  const knownDeviations = [
    // pdf.js drops the vertical-writing Japanese and has no gaps between the four boxes.
    { file: 'simple3.pdf', text: 'HelloHelloWorldWorld', pdfminerWords: 14 },
    // A non-Unicode CMap: pdf.js maps the glyphs to the wrong code points ("Peněžní prostředky na účtech").
    { file: 'contrib/issue-791-non-unicode-cmap.pdf', text: '3HQČåQt SURVWĜHGN\\ QD ~þWHFK', pdfminerWords: 4 },
    // The full-width colon and the buyer's name come out as other characters ("ISSUE Date：2019-4-25 Buyer：黎荣").
    { file: 'contrib/issue_566_test_1.pdf', text: 'ISSUE Date˖2019-4-25 Buyer˖哾㦓', pdfminerWords: 3 },
  ];
  for (const deviation of knownDeviations) {
    it(`reads ${deviation.file} as pdf.js does, not as pdfminer (known deviation)`, async () => {
      const { text } = await readPdf(await readPdfminerSample(deviation.file));
      expect(text).toBe(deviation.text);
      expect(wordsOf(expectedOf(deviation.file).expected_text_pdfminer ?? expectedOf(deviation.file).normalized_words!.join(' '))).toHaveLength(
        deviation.pdfminerWords,
      );
    });
  }
});

/** The hostile PDFs of malicious-uploads/manifest.json: each answers, within its time cap. */
describe.concurrent('extractPdfText on hostile PDFs', () => {
  // The cap counts the thread's start too: six threads loading pdf.js at once beside a
  // loaded CI machine took more than 5 s, so the cap is near the product's default (20 s).
  const timeoutMs = 15_000;
  const withinCap = async <T>(run: () => Promise<T>): Promise<T> => {
    const startedMs = performance.now();
    try {
      return await run();
    } finally {
      // The cap is enforced by terminating the thread; a little slack for the event loop.
      expect(performance.now() - startedMs).toBeLessThan(timeoutMs + 1000);
    }
  };

  it('reads issue-1113-evil-xobjects.pdf (circular Form XObjects) quickly, with bounded output', async () => {
    const { text } = await withinCap(async () => readPdf(await readHostilePdf('pdf/issue-1113-evil-xobjects.pdf'), { timeoutMs }));
    // The same text drawn twice, the second time through the looping XObject at another size.
    expect(text).toBe('Hello world\n\nHello world');
  });

  for (const file of ['pdf/pr6531_1.pdf', 'pdf/pr6531_2.pdf']) {
    it(`asks for ${file} without its password`, async () => {
      await withinCap(async () => expectFailure(await readHostilePdf(file), 'password_required', { timeoutMs }));
    });
  }

  it('refuses the severely corrupt bug1020226.pdf as unreadable', async () => {
    const error = await withinCap(async () => expectFailure(await readHostilePdf('pdf/bug1020226.pdf'), 'unreadable_document', { timeoutMs }));
    expect(error.message).toBe('This PDF could not be read: the file is damaged or is not a PDF.');
  });

  it('reads the text of issue6106.pdf and never runs its OpenAction JavaScript', async () => {
    const { text } = await withinCap(async () => readPdf(await readHostilePdf('pdf/issue6106.pdf'), { timeoutMs }));
    expect(text).toBe('Should trigger a print action.');
  });

  it('reads the text of bug1001080.pdf and ignores its Named Print OpenAction', async () => {
    const { text } = await withinCap(async () => readPdf(await readHostilePdf('pdf/bug1001080.pdf'), { timeoutMs }));
    expect(text).toContain('OpenAction = Print');
  });

  it('refuses PostScript named .pdf before parsing anything', async () => {
    // With 1 ms to parse, any parse would end as a timeout (a thread takes longer than that to start): the refusal comes first.
    await expectFailure(await readHostilePdf('payloadsallthethings/imagemagick_ghostscript_cmd_exec.pdf'), 'unreadable_document', { timeoutMs: 1 });
  });
});

describe.concurrent('extractPdfText limits', () => {
  it('stops at maxPages and says the text is truncated', async () => {
    const bytes = await readPdfjsTestPdf('basicapi.pdf');
    const firstPage = await readPdf(bytes, { maxPages: 1 });
    expect(firstPage).toEqual({ text: expect.stringMatching(/^Table Of Content\n[^]*page 1 \/ 3$/), title: 'Table Of Content', pages: 3, truncated: true });
    const whole = await readPdf(bytes);
    expect(whole.truncated).toBe(false);
    // Page 2's heading and its footer differ in size: a blank line between them too.
    expect(whole.text.startsWith(`${firstPage.text}\n\nChapter 1\n\npage 2 / 3\n\n`)).toBe(true);
  });

  it('cuts the text at maxChars, at a word boundary, and stops reading pages', async () => {
    const { text, pages, truncated } = await readPdf(await readPdfminerSample('nonfree/dmca.pdf'), { maxChars: 1000 });
    expect(pages).toBe(18);
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text.length).toBeGreaterThan(900);
    expect(text).toMatch(/\S$/);
    const whole = await readPdf(await readPdfminerSample('nonfree/dmca.pdf'));
    expect(whole.text.startsWith(text)).toBe(true);
    expect(/\s/.test(whole.text.charAt(text.length))).toBe(true);
  });

  it('terminates the thread at timeoutMs', async () => {
    const error = await expectFailure(await readPdfminerSample('nonfree/dmca.pdf'), 'timeout', { timeoutMs: 50 });
    expect(error.message).toBe('Reading this PDF took too long, so it was stopped. Please try a simpler file.');
  });

  it("leaves the caller's bytes usable, a Node Buffer too (the thread gets a copy)", async () => {
    const bytes = await readPdfminerSample('encryption/base.pdf');
    const before = Buffer.from(bytes).toString('base64');
    await readPdf(bytes);
    expect(Buffer.from(bytes).toString('base64')).toBe(before);
    const buffer = Buffer.from(before, 'base64');
    expect((await readPdf(buffer)).text).toBe('Secret!');
    expect(buffer.toString('base64')).toBe(before);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expectFailure(new TextEncoder().encode('hello, this is not a PDF'), 'unreadable_document');
    await expectFailure(new Uint8Array(0), 'unreadable_document');
  });
});

/** Hostile files built here: the corpus has none that makes pdf.js 6.5 spin or swell. */
describe('extractPdfText on files that spin or swell', () => {
  it('reads a PDF built here, page by page', async () => {
    const bytes = buildPdf([
      { content: 'BT /F1 12 Tf 72 720 Td (Hello from a built PDF) Tj ET' },
      { content: 'BT /F1 12 Tf 72 720 Td (Page two) Tj ET', compression: 'deflate' },
    ]);
    expect(await readPdf(bytes)).toEqual({ text: 'Hello from a built PDF\n\nPage two', title: '', pages: 2, truncated: false });
  });

  it('stops a file that keeps pdf.js busy at timeoutMs (4 million operators take it about 3 s)', async () => {
    const spinning = buildPdf([{ content: await deflateRepeated('q Q '.repeat(1024), 4096), compression: 'deflated' }]);
    expect(spinning.byteLength).toBeLessThan(100_000);
    const startedMs = performance.now();
    await expectFailure(spinning, 'timeout', { timeoutMs: 1000 });
    // Read whole, the file takes about 3 s on an idle machine; stopped, about 1 s (a loaded CI machine answered in 1.45 s).
    expect(performance.now() - startedMs).toBeLessThan(2500);
  });

  it('stops a decompression bomb at maxMemoryGrowthBytes (200 kB of PDF inflating to 200 MB)', async () => {
    const bomb = buildPdf([{ content: await deflateRepeated(' '.repeat(1024 * 1024), 200, ' BT /F1 12 Tf 72 720 Td (Hi) Tj ET'), compression: 'deflated' }]);
    expect(bomb.byteLength).toBeLessThan(300_000);
    const error = await expectFailure(bomb, 'too_large', { maxMemoryGrowthBytes: 256 * 1024 * 1024 });
    expect(error.message).toBe('This PDF needs too much memory to read.');
    // Within the default 1 GiB it is read: the limit is what stopped it.
    expect((await readPdf(bomb)).text).toBe('Hi');
  });
});

/** A podcast names its source by its title: the heading a reader sees, not the file's name. */
describe('extractPdfText title and headings', () => {
  it('takes the heading of a built PDF as its title and sets its subtitle apart from the first sentence', async () => {
    const bytes = buildPdf([
      {
        content: [
          'BT /F1 24 Tf 72 760 Td (Why Cities Plant Trees) Tj ET',
          'BT /F1 14 Tf 72 730 Td (How shade, quiet streets and lower bills change a neighbourhood) Tj ET',
          'BT /F1 11 Tf 72 700 Td (Trees cool the streets in summer, and they clean the air) Tj 0 -14 Td (that people breathe every day.) Tj ET',
        ].join('\n'),
      },
    ]);
    expect(await readPdf(bytes)).toEqual({
      text: 'Why Cities Plant Trees\n\nHow shade, quiet streets and lower bills change a neighbourhood\n\nTrees cool the streets in summer, and they clean the air\nthat people breathe every day.',
      title: 'Why Cities Plant Trees',
      pages: 1,
      truncated: false,
    });
  });
});
