import { BusinessCode, productStatus, type ProductScript, type ProductScriptStyle } from '@talkreel/contract';
import { formatPriceCardText, formats, type ProductVideoMedia } from '@talkreel/formats';
import type { ProductMediaRecord, UserRow } from '@talkreel/platform';
import type { AspectRatio } from '@talkreel/timeline';
import { pickProductScriptStyles, runWriterWithFallback, WriterError } from '@talkreel/writer';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { coverKeyOf, ensureCovers } from '../avatars/avatar-media.ts';
import { checkSpokenLength } from '../projects/check-render-allowance.ts';
import { estimateShortestSpeechMs } from '../projects/estimate-shortest-speech.ts';
import { parseWorkspaceInput } from '../projects/parse-workspace-input.ts';
import { createLinkFetcher, fetchLinksAsUploads, type LinkedMediaResult } from '../uploads/fetch-links-as-uploads.ts';
import { findOwnedProduct } from './product-records.ts';

/** The locale a price card is written in, per script language (others: English's). */
const priceLocales: Record<string, string> = { chinese: 'zh-CN', japanese: 'ja-JP', german: 'de-DE', french: 'fr-FR', spanish: 'es-ES', italian: 'it-IT' };

async function findReadyProduct(context: AppContext, user: UserRow, projectId: string) {
  const product = await findOwnedProduct(context, user, projectId);
  if (product.project_id !== projectId) throw ApiError.notFound('No such product');
  if (product.status !== productStatus.ready)
    throw new ApiError(BusinessCode.conflict, 'The product is not ready: wait until its page is analysed, or add its media by hand');
  return product;
}

/** Three scripts for the product in three frameworks (the chosen one first), by the configured writer, the embedded one when it fails. */
export async function writeProductScripts(
  context: AppContext,
  user: UserRow,
  body: { prj_id: string; style: ProductScriptStyle; duration_s: 15 | 30 | 45 | 60; language: string },
): Promise<{ scripts: ProductScript[] }> {
  const product = await findReadyProduct(context, user, body.prj_id);
  if (product.title.trim() === '') throw ApiError.invalidInput('Give the product a title first: the scripts say its name');
  const signal = AbortSignal.timeout(120_000);
  try {
    const written = await runWriterWithFallback(context.writers, { language: body.language, script: 'product', signal }, (writer) =>
      writer.writeProductScripts({
        product: {
          title: product.title,
          description: product.intro_text,
          ...(product.brand ? { brand: product.brand } : {}),
          price: product.price,
          currency: product.currency,
          targetAudience: product.target_audience,
        },
        styles: pickProductScriptStyles(body.style),
        durationS: body.duration_s,
        language: body.language,
        signal,
      }),
    );
    return { scripts: written.result };
  } catch (error) {
    if (error instanceof WriterError)
      throw new ApiError(error.reason === 'service_failed' ? BusinessCode.engineUnavailable : BusinessCode.invalidInput, error.message);
    throw error;
  }
}

/**
 * The chosen media as stored files: media from the product page are fetched
 * (through the SSRF-safe fetcher, once) and stored as the owner's uploads,
 * and the record keeps their keys so the next video does not fetch again.
 */
async function storeChosenMedia(context: AppContext, user: UserRow, product: Awaited<ReturnType<typeof findReadyProduct>>): Promise<ProductVideoMedia[]> {
  const byIdentity = new Map(product.intro_medias.map((item) => [item.key ?? item.url, item]));
  const chosen = product.select_media.flatMap((identity) => byIdentity.get(identity) ?? []);
  const links = new Map(chosen.filter((item) => !item.key).map((item) => [item.url, item.type === 1 ? ('image' as const) : ('video' as const)]));
  const fetched: Map<string, LinkedMediaResult> =
    links.size > 0 ? await fetchLinksAsUploads(context.runtime, user.id, links, createLinkFetcher(context.runtime)) : new Map();
  const stored: ProductMediaRecord[] = product.intro_medias.map((item) => {
    const result = item.key ? undefined : fetched.get(item.url);
    return result?.ok ? { ...item, key: result.file.storage_key } : item;
  });
  if (fetched.size > 0) {
    const identityOfUrl = new Map(stored.map((item) => [item.url, item.key ?? item.url]));
    await context.runtime.repositories.products.saveForm(user.id, product.id, product.project_id, {
      title: product.title,
      intro_text: product.intro_text,
      target_audience: product.target_audience,
      price: product.price,
      currency: product.currency,
      intro_medias: stored,
      select_media: product.select_media.map((identity) => identityOfUrl.get(identity) ?? identity),
    });
  }
  return chosen.flatMap((item) => {
    const result = fetched.get(item.url);
    const key = item.key ?? (result?.ok ? result.file.storage_key : undefined);
    return key
      ? [{ key, type: item.type === 1 ? ('image' as const) : ('video' as const), widthPx: item.w, heightPx: item.h, name: item.name, sourceUrl: item.url }]
      : [];
  });
}

/**
 * The product video: the chosen script spoken by the presenter (or as a
 * voice-over) over the chosen media, with title, price and call-to-action
 * cards and captions, as a new `product_video` project that opens in the
 * editor or renders with POST /project/task/submit.
 */
export async function createProductVideo(
  context: AppContext,
  user: UserRow,
  body: {
    prj_id: string;
    script: ProductScript;
    person_id?: string | undefined;
    voice_id?: string | undefined;
    aspect_ratio: 0 | 1 | 2;
    call_to_action: string;
  },
): Promise<{ project_id: string; workspace_index: number }> {
  const product = await findReadyProduct(context, user, body.prj_id);
  const scenes = body.script.scenes.map((scene) => scene.trim()).filter((scene) => scene !== '');
  if (scenes.length === 0) throw ApiError.invalidInput('The script has no words: write at least one scene');
  checkSpokenLength(user, {
    characters: scenes.reduce((sum, scene) => sum + scene.length, 0),
    shortestMs: scenes.reduce((sum, scene) => sum + estimateShortestSpeechMs(scene), 0),
  });
  const { avatars, voices, userVoices } = context.runtime.repositories;
  const person = body.person_id ? await avatars.findUsable(body.person_id, user.id) : undefined;
  if (body.person_id && !person) throw ApiError.notFound('No such avatar: choose another presenter');
  if (person) await ensureCovers(context, person);
  let voiceId = body.voice_id;
  if (voiceId && !((await userVoices.findOwned(user.id, voiceId)) ?? (await voices.findById(voiceId))))
    throw ApiError.notFound('No such voice: choose another one');
  voiceId ??= person?.voice_id ?? (await voices.findEmbeddedIdsForLanguage('english', 'female', 1))[0];
  if (!voiceId) throw ApiError.invalidInput('There is no voice on this server: choose one');

  const media = await storeChosenMedia(context, user, product);
  if (media.length === 0 && !person) throw ApiError.invalidInput('Choose at least one picture or video of the product, or a presenter');
  const language = (await voices.findById(voiceId))?.language ?? 'english';
  const workspace = parseWorkspaceInput(
    formats.product_video.buildWorkspace({
      scenes,
      media,
      ...(person ? { presenter: { stillKey: coverKeyOf(person), lookId: person.look_id ?? person.id, design: person.design } } : {}),
      voiceId,
      aspectRatio: body.aspect_ratio as AspectRatio,
      productName: product.title || 'Our product',
      ...(product.price !== null ? { priceText: formatPriceCardText(product.price, product.currency, priceLocales[language] ?? 'en-US') } : {}),
      callToAction: body.call_to_action,
      burnSubtitles: true,
      seed: Math.floor(Math.random() * 2 ** 30),
    }),
  );
  const projectId = await context.runtime.repositories.talkingPhotos.createProject({
    ownerId: user.id,
    name: `Product: ${product.title || 'video'}`.slice(0, 120),
    workspace,
    keepWatermark: true,
    kind: formats.product_video.kind,
  });
  return { project_id: projectId, workspace_index: 0 };
}
