import type { ProjectFormat } from './project-format.ts';

/** A product analysed from a link or put together from uploaded media (`products`): not a video and never rendered; its video is a `product_video` project made from it. */
export const productFormat = {
  kind: 'product',
  creditCost: null,
  renderScale: 1,
  isListed: false,
} satisfies ProjectFormat<'product'>;
