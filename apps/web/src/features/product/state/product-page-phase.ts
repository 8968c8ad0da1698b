import { productStatus, type ProductRecord } from '@talkreel/contract';

/** What the product page shows for a record: its analysis still running, its failure, or the form. */
export type ProductPagePhase = 'analyzing' | 'failed' | 'ready';

/** A product made by hand (sub_type 2) has nothing to analyse: it is ready unless it failed. */
export function productPagePhaseOf(record: Pick<ProductRecord, 'status' | 'sub_type'>): ProductPagePhase {
  if (record.status === productStatus.failed) return 'failed';
  if (record.status === productStatus.ready || record.sub_type === 2) return 'ready';
  return 'analyzing';
}

/** The form's product has words to write a script from: a title or an introduction. */
export function hasProductWords(details: { title: string; introText: string }): boolean {
  return details.title.trim() !== '' || details.introText.trim() !== '';
}
