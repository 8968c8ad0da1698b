import { chooseTalkingPhotoAspectRatio, estimateSpeechDurationMs, formats } from '@talkreel/formats';
import { lookSizePx } from '@talkreel/looks';
import type { DigitalPersonRow } from '@talkreel/platform';
import type { WorkspaceInput } from '@talkreel/timeline';
import { coverKeyOf } from '../avatars/avatar-media.ts';
import type { SiteVideoPhoto } from './site-video-photo.ts';
import { aspectRatioCodeOf, type ScriptedSiteVideoRecipe } from './site-video-recipe.ts';

/** What a site video needs of a library avatar: its look and how it is drawn. */
export type SiteVideoAvatar = Pick<DigitalPersonRow, 'id' | 'name' | 'look_id' | 'design' | 'aspect_ratio'>;

/** Fixed, so that one recipe always makes the same workspace (and so the same cache key). */
const siteVideoSeed = 7;

const lookOf = (avatar: SiteVideoAvatar) => ({ id: avatar.look_id ?? avatar.id, ...(avatar.design ? { design: avatar.design } : {}) });

const frameNameOf = (aspectRatio: number) => (aspectRatio === 1 ? '16:9' : '9:16');

/**
 * The recipe as the timeline workspace the product itself would make for it:
 * a talking-avatar video, a talking photo of an avatar or of a photograph,
 * or a two-host podcast, built by the same builders the product's own forms
 * use, with burned captions (site videos play muted until clicked). `avatars`
 * holds every avatar the recipe names, by id; `photos` every photo, by file
 * name. A translation is built from its source's workspace
 * (`translateSiteVideoWorkspace`).
 */
export function buildSiteVideoWorkspace(
  recipe: ScriptedSiteVideoRecipe,
  avatars: ReadonlyMap<string, SiteVideoAvatar>,
  photos: ReadonlyMap<string, SiteVideoPhoto>,
): WorkspaceInput {
  const find = (id: string) => {
    const avatar = avatars.get(id);
    if (!avatar) throw new Error(`No library avatar ${id}`);
    return avatar;
  };
  const aspectRatio = aspectRatioCodeOf(recipe);
  if (recipe.kind === 'talking-avatar') {
    const avatar = find(recipe.avatar);
    return formats.talking_avatar.buildWorkspace({
      stillKey: coverKeyOf(avatar),
      lookId: lookOf(avatar).id,
      design: avatar.design,
      voiceId: recipe.voice,
      script: recipe.script,
      aspectRatio,
      burnSubtitles: true,
      seed: siteVideoSeed,
    });
  }
  if (recipe.kind === 'talking-photo') {
    const speech = { script: recipe.script, voice_id: recipe.voice, seed: siteVideoSeed };
    const estimatedDurationMs = estimateSpeechDurationMs(recipe.script);
    if (recipe.photo) {
      const photo = photos.get(recipe.photo.file);
      if (!photo) throw new Error(`No site photo ${recipe.photo.file}`);
      const photoFrame = chooseTalkingPhotoAspectRatio(photo.widthPx, photo.heightPx);
      if (photoFrame !== aspectRatio) throw new Error(`A talking photo of ${recipe.photo.file} is ${frameNameOf(photoFrame)}, not ${recipe.aspectRatio}`);
      // No look: the render finds the face in the photograph and animates the photograph itself.
      return formats.talking_photo.buildWorkspace({
        photoKey: photo.key,
        photoWidthPx: photo.widthPx,
        photoHeightPx: photo.heightPx,
        speech,
        estimatedDurationMs,
        burnSubtitles: true,
      });
    }
    const avatar = find(recipe.avatar ?? '');
    const size = lookSizePx(avatar.aspect_ratio === 1 ? 1 : 0);
    if (chooseTalkingPhotoAspectRatio(size.widthPx, size.heightPx) !== aspectRatio) {
      throw new Error(`A talking photo of avatar ${avatar.id} is ${frameNameOf(avatar.aspect_ratio)}, not ${recipe.aspectRatio}`);
    }
    return formats.talking_photo.buildWorkspace({
      photoKey: coverKeyOf(avatar),
      photoWidthPx: size.widthPx,
      photoHeightPx: size.heightPx,
      look: lookOf(avatar),
      speech,
      estimatedDurationMs,
      burnSubtitles: true,
    });
  }
  const hosts = recipe.hosts.map((host) => {
    const avatar = find(host.avatar);
    return { name: avatar.name, stillKey: coverKeyOf(avatar), lookId: lookOf(avatar).id, design: avatar.design, voiceId: host.voice };
  });
  return formats.podcast.buildWorkspace({
    title: recipe.title,
    hosts: [hosts[0]!, hosts[1]!],
    turns: recipe.turns,
    aspectRatio,
    burnSubtitles: true,
    seed: siteVideoSeed,
  });
}
