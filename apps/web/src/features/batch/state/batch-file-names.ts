/** Longest name part of a saved file, characters. */
const MAX_NAME_CHARACTERS = 60;

/** Letters and digits of any script kept, every other run of characters one hyphen, lower case. */
function fileNamePart(name: string, fallback: string): string {
  const part = name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_CHARACTERS)
    .replace(/-+$/, '');
  return part === '' ? fallback : part;
}

/** 'Spring sale' → 'spring-sale-videos.zip'. */
export function batchZipFileName(batchName: string): string {
  return `${fileNamePart(batchName, 'batch')}-videos.zip`;
}

/** 'Spring sale' → 'spring-sale-results.csv'. */
export function batchResultCsvFileName(batchName: string): string {
  return `${fileNamePart(batchName, 'batch')}-results.csv`;
}

/** 'Product promo' → 'product-promo-sample.csv'. */
export function sampleCsvFileName(templateName: string): string {
  return `${fileNamePart(templateName, 'template')}-sample.csv`;
}
