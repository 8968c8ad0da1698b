import { formats } from '@talkreel/formats';
import type { DigitalPersonRow, UserRow } from '@talkreel/platform';
import type { AspectRatio } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { coverKeyOf, ensureCovers } from '../avatars/avatar-media.ts';
import { findHostPair } from '../podcasts/podcast-hosts.ts';
import { checkSpokenLength } from '../projects/check-render-allowance.ts';
import { estimateShortestSpeechMs } from '../projects/estimate-shortest-speech.ts';
import { parseWorkspaceInput } from '../projects/parse-workspace-input.ts';
import { readPodcastScript, readTopicScenes } from './script-projects.ts';

/** The topic video's presenter when none is chosen: the first featured library avatar. */
export const defaultPresenterId = '798';

/**
 * The voices the hosts speak the script's language with: each avatar's own
 * voice when it speaks that language, else the catalogue's voices of the
 * language and the avatar's gender (two hosts of one gender get two different
 * voices when the language has them).
 */
async function voicesFor(context: AppContext, persons: readonly DigitalPersonRow[], language: string): Promise<string[]> {
  const { voices } = context.runtime.repositories;
  const chosen: string[] = [];
  for (const person of persons) {
    const own = await voices.findById(person.voice_id);
    if (own && own.language === language && !chosen.includes(own.id)) {
      chosen.push(own.id);
      continue;
    }
    const candidateIds = await voices.findEmbeddedIdsForLanguage(language, person.gender, 4);
    const pick = candidateIds.find((candidateId) => !chosen.includes(candidateId)) ?? candidateIds[0];
    if (!pick) throw ApiError.invalidInput(`There is no voice for ${language} on this server: choose another language`);
    chosen.push(pick);
  }
  return chosen;
}

/** The two-host video of a written podcast: a new `podcast` project to render with POST /project/task/submit. */
export async function createPodcastVideo(
  context: AppContext,
  user: UserRow,
  request: { project_id: string; aspect_ratio: AspectRatio; render_subtitle: 1 | 2; watermark: boolean },
): Promise<{ projectId: string; workspaceIndex: number }> {
  const script = await readPodcastScript(context, user, request.project_id);
  const spokenTurns = script.turns.filter((turn) => !turn.audio);
  checkSpokenLength(user, {
    characters: spokenTurns.reduce((sum, turn) => sum + turn.text.length, 0),
    shortestMs: script.turns.reduce((sum, turn) => sum + (turn.audio ? turn.audio.end_ms - turn.audio.start_ms : estimateShortestSpeechMs(turn.text)), 0),
  });
  const hosts = await findHostPair(context, user, script.podcastAvatarId);
  for (const person of hosts.persons) await ensureCovers(context, person);
  const voiceIds = await voicesFor(context, hosts.persons, script.language);
  const [first, second] = hosts.persons.map((person, index) => ({
    name: person.name,
    stillKey: coverKeyOf(person),
    lookId: person.look_id ?? person.id,
    design: person.design,
    voiceId: voiceIds[index] ?? person.voice_id,
  }));
  if (!first || !second) throw new Error('A host pair has two hosts');
  const workspace = parseWorkspaceInput(
    formats.podcast.buildWorkspace({
      title: script.title || `${first.name} & ${second.name}`,
      hosts: [first, second],
      turns: script.turns,
      aspectRatio: request.aspect_ratio,
      burnSubtitles: request.render_subtitle === 1,
      seed: Math.floor(Math.random() * 2 ** 30),
    }),
  );
  const projectId = await context.runtime.repositories.talkingPhotos.createProject({
    ownerId: user.id,
    name: `Podcast: ${script.title || `${first.name} & ${second.name}`}`.slice(0, 120),
    workspace,
    keepWatermark: request.watermark,
    kind: formats.podcast.kind,
  });
  return { projectId, workspaceIndex: 0 };
}

/**
 * A topic script's video: the presenter (a library or own avatar) speaking
 * each scene in a voice of the script's language, the scene's words as
 * captions, over the look's own backdrop. Opens in the editor route.
 */
export async function createTopicVideo(
  context: AppContext,
  user: UserRow,
  request: { project_id: string; aspect_ratio: AspectRatio; person_id?: string | undefined; scene_text?: string[] | undefined },
): Promise<{ projectId: string; workspaceIndex: number }> {
  const { scenes, options } = await readTopicScenes(context, user, request.project_id);
  const person = await context.runtime.repositories.avatars.findUsable(request.person_id ?? defaultPresenterId, user.id);
  if (!person) throw ApiError.notFound('No such avatar: choose another presenter');
  await ensureCovers(context, person);
  const [voiceId] = await voicesFor(context, [person], options.language);
  const parts = request.scene_text ?? scenes;
  checkSpokenLength(user, {
    characters: parts.reduce((sum, part) => sum + part.trim().length, 0),
    shortestMs: parts.reduce((sum, part) => sum + estimateShortestSpeechMs(part), 0),
  });
  const workspace = parseWorkspaceInput(
    formats.topic_video.buildWorkspace({
      stillKey: coverKeyOf(person),
      lookId: person.look_id ?? person.id,
      design: person.design,
      voiceId: voiceId ?? person.voice_id,
      scenes: parts,
      aspectRatio: request.aspect_ratio,
      seed: Math.floor(Math.random() * 2 ** 30),
    }),
  );
  const projectId = await context.runtime.repositories.talkingPhotos.createProject({
    ownerId: user.id,
    name: `Topic: ${options.topic}`.slice(0, 120),
    workspace,
    keepWatermark: true,
    kind: formats.topic_video.kind,
  });
  return { projectId, workspaceIndex: 0 };
}
