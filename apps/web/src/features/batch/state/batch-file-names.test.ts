import { describe, expect, it } from 'vitest';
import { batchResultCsvFileName, batchZipFileName, sampleCsvFileName } from './batch-file-names.ts';

describe('download file names', () => {
  it('names the files after the batch or template, safe for any file system', () => {
    expect(batchZipFileName('Spring sale')).toBe('spring-sale-videos.zip');
    expect(batchResultCsvFileName('  Spring / sale: 2026?  ')).toBe('spring-sale-2026-results.csv');
    expect(sampleCsvFileName('Product promo')).toBe('product-promo-sample.csv');
  });

  it('keeps letters of any script and falls back when nothing is left', () => {
    expect(batchZipFileName('春季促销 9:16')).toBe('春季促销-9-16-videos.zip');
    expect(batchZipFileName('***')).toBe('batch-videos.zip');
    expect(sampleCsvFileName('')).toBe('template-sample.csv');
  });

  it('cuts a long name without a trailing hyphen', () => {
    const name = batchZipFileName(`${'a'.repeat(59)} b`);
    expect(name).toBe(`${'a'.repeat(59)}-videos.zip`);
  });
});
