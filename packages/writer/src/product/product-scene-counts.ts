import type { ProductVideoDurationS } from '../script-types.ts';

/** Scenes per length of a product video: an opener, one to four body scenes, a closer (each spoken over its own product media). */
export const productSceneCounts: Record<ProductVideoDurationS, number> = { 15: 3, 30: 4, 45: 5, 60: 6 };
