import { batchFormat } from './batch.format.ts';
import { editorFormat } from './editor.format.ts';
import { podcastScriptFormat } from './podcast-script.format.ts';
import { podcastFormat } from './podcast.format.ts';
import { productVideoFormat } from './product-video.format.ts';
import { productFormat } from './product.format.ts';
import type { ProjectFormat } from './project-format.ts';
import { siteVideoFormat } from './site-video.format.ts';
import { talkingAvatarFormat } from './talking-avatar.format.ts';
import { talkingPhotoFormat } from './talking-photo.format.ts';
import { topicScriptFormat } from './topic-script.format.ts';
import { topicVideoFormat } from './topic-video.format.ts';
import { videoTranslationFormat } from './video-translation.format.ts';
import { welcomeClipFormat } from './welcome-clip.format.ts';

/** Each key must be its format's own kind: a typo fails to compile. */
const defineFormats = <Registry extends { [Kind in keyof Registry]: ProjectFormat<Kind & string> }>(registry: Registry): Registry => registry;

/**
 * Every kind of project, keyed by the kind stored in `projects.kind`. The
 * server reads a project's price, render size and listing from here
 * (`formats[project.kind]`) instead of comparing kinds.
 */
export const formats = defineFormats({
  talking_photo: talkingPhotoFormat,
  talking_avatar: talkingAvatarFormat,
  podcast: podcastFormat,
  topic_video: topicVideoFormat,
  product_video: productVideoFormat,
  editor: editorFormat,
  welcome_clip: welcomeClipFormat,
  site_video: siteVideoFormat,
  podcast_script: podcastScriptFormat,
  topic_script: topicScriptFormat,
  batch: batchFormat,
  product: productFormat,
  video_translation: videoTranslationFormat,
});

/** A project's kind, as `projects.kind` stores it. */
export type ProjectKind = keyof typeof formats;

/** The kinds My Videos leaves out (`isListed: false`). */
export const unlistedProjectKinds: readonly ProjectKind[] = Object.values(formats)
  .filter((format) => !format.isListed)
  .map((format) => format.kind);
