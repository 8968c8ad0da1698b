import { analyzeProductJob, type AnalyzeProductJobResult } from '@talkreel/jobs';
import { implementJob, PermanentJobError, type ProductMediaRecord, type Runtime } from '@talkreel/platform';
import { analyzeProductUrl, ProductAnalysisError, type ProductAnalysis } from '@talkreel/products';
import { createSafeFetcher } from '@talkreel/sources';

/** Media a product starts with chosen for its video, at most. */
const maxSelectedMedia = 20;
/** Progress writes to the product row at most this often: the page polls it. */
const progressWriteIntervalMs = 250;

/** The file name a media item shows: the last part of its path, without the query. */
function mediaNameOf(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';
    return decodeURIComponent(last).slice(0, 255) || 'media';
  } catch {
    return 'media';
  }
}

/** The spec's media items (1 image, 2 video) of what the page offers. */
function toMediaItems(analysis: ProductAnalysis): ProductMediaRecord[] {
  return [
    ...analysis.images.map((image) => ({
      url: image.url,
      name: mediaNameOf(image.url),
      type: 1 as const,
      clip_id: 0,
      clip_info: [],
      w: image.width,
      h: image.height,
    })),
    ...analysis.videos.map((video) => ({
      url: video.url,
      name: mediaNameOf(video.url),
      type: 2 as const,
      clip_id: 0,
      clip_info: [],
      w: video.width ?? 0,
      h: video.height ?? 0,
    })),
  ];
}

/**
 * Analyses a product link into its `products` row. A failure a person can
 * act on (a blocked site, no product on the page, a private address) is the
 * record's: status 3 with the reason and message, the task done.
 */
export function createAnalyzeProductHandler(runtime: Runtime) {
  const { products } = runtime.repositories;
  const allowHosts = runtime.config.FETCH_ALLOW_HOSTS?.split(',');
  const fetcher = createSafeFetcher({ userAgent: 'Mozilla/5.0 (compatible; TalkreelBot/1.0; +product link)', ...(allowHosts ? { allowHosts } : {}) });

  return implementJob(analyzeProductJob, async (payload, context): Promise<AnalyzeProductJobResult> => {
    const product = await products.findById(payload.productId);
    if (!product || product.owner_id !== payload.ownerId) throw new PermanentJobError('This product no longer exists');
    let lastWriteMs = 0;
    let lastStage = '';
    // A new stage is written at once (the page's message follows it); more percent of the same stage at most every 250 ms.
    const onProgress = (stage: string, percent: number): void => {
      const nowMs = Date.now();
      if (stage === lastStage && nowMs - lastWriteMs < progressWriteIntervalMs && percent < 100) return;
      lastWriteMs = nowMs;
      lastStage = stage;
      void products.reportProgress(product.id, percent, stage).catch(() => undefined);
      void context.reportProgress(percent, stage).catch(() => undefined);
    };
    await products.reportProgress(product.id, 1, 'title');
    let analysis: ProductAnalysis;
    try {
      analysis = await analyzeProductUrl(product.url, { fetcher, onProgress, signal: context.signal });
    } catch (error) {
      if (!(error instanceof ProductAnalysisError)) throw error;
      return context.completeInTransaction(async (trx) => {
        await runtime.repositories.boundTo(trx).products.markFailed(product.id, { reason: error.reason, msg: error.message });
        return { images: 0, videos: 0 };
      });
    }
    const media = toMediaItems(analysis);
    return context.completeInTransaction(async (trx) => {
      await runtime.repositories.boundTo(trx).products.saveAnalysis(product.id, {
        title: analysis.title.slice(0, 200),
        intro_text: analysis.description.slice(0, 5_000),
        target_audience: analysis.targetAudience.slice(0, 500),
        brand: (analysis.brand ?? '').slice(0, 200),
        price: analysis.price,
        currency: analysis.currency,
        intro_medias: media,
        select_media: payload.selectMedia ? media.slice(0, maxSelectedMedia).map((item) => item.url) : [],
        sources: Object.fromEntries(Object.entries(analysis.sources).map(([field, source]) => [field, String(source)])),
      });
      return { images: analysis.images.length, videos: analysis.videos.length };
    });
  });
}
