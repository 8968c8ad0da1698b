import { PLANS, PlanNameSchema, type CreateTalkingAvatarRequest } from '@talkreel/contract';
import { formats } from '@talkreel/formats';
import type { UserRow } from '@talkreel/platform';
import { parseWorkspace } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { coverKeyOf, ensureCovers } from './avatar-media.ts';

/**
 * Checks the avatar, the plan's script length and the voice, then saves a
 * talking-avatar project: the script in scene-sized parts, the avatar
 * speaking each. Nothing is synthesised here; the render does it.
 */
export async function createTalkingAvatar(
  context: AppContext,
  user: UserRow,
  request: CreateTalkingAvatarRequest,
): Promise<{ projectId: string; workspaceIndex: number }> {
  const { runtime } = context;
  const { repositories } = runtime;
  const person = await repositories.avatars.findUsable(request.person_id, user.id);
  if (!person) throw ApiError.notFound('No such avatar: choose another one');
  const plan = PLANS[PlanNameSchema.parse(user.plan)];
  const script = request.script.trim();
  if (script.length > plan.characters) {
    throw ApiError.invalidInput(`The script is too long for the ${plan.name} plan: at most ${plan.characters} characters (this one has ${script.length})`);
  }
  const voice = (await repositories.userVoices.findOwned(user.id, request.tts_voice_id)) ?? (await repositories.voices.findById(request.tts_voice_id));
  if (!voice) throw ApiError.notFound('No such voice: choose another voice');
  if (!context.speech.engines[(voice.engine as { name?: string }).name ?? '']) {
    throw ApiError.invalidInput('This voice needs a speech service this server does not have: pick another voice');
  }
  await ensureCovers(context, person);
  const workspace = parseWorkspace(
    formats.talking_avatar.buildWorkspace({
      stillKey: coverKeyOf(person),
      lookId: person.look_id ?? person.id,
      design: person.design,
      voiceId: request.tts_voice_id,
      script,
      aspectRatio: request.aspect_ratio,
      burnSubtitles: request.render_subtitle === 1,
      seed: Math.floor(Math.random() * 2 ** 30),
    }),
  );
  const words = script.replace(/\s+/gu, ' ');
  const projectId = await repositories.talkingPhotos.createProject({
    ownerId: user.id,
    name: `${person.name}: ${words.length > 50 ? `${words.slice(0, 47).trimEnd()}…` : words}`,
    workspace,
    keepWatermark: request.watermark,
    kind: formats.talking_avatar.kind,
  });
  return { projectId, workspaceIndex: 0 };
}
