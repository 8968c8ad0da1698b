import {
  BusinessCode,
  isLinkOrigin,
  parseYouTubeUrl,
  podcastOrigins,
  PodcastTurnSchema,
  podcastScriptMaxCharacters,
  scriptStatus,
  type CreatePodcastRequest,
  type PodcastTurn,
  type ProjectInfo,
  type TopicScriptRequest,
  type TopicScriptStatus,
} from '@talkreel/contract';
import { PodcastScriptOptionsSchema, TopicScriptOptionsSchema, writeScriptJob, type PodcastScriptOptions, type TopicScriptOptions } from '@talkreel/jobs';
import { formats } from '@talkreel/formats';
import type { ProjectScriptRepository, ScriptWithTask, UserRow } from '@talkreel/platform';
import { getLanguages } from '@talkreel/speech';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { findHostPair } from '../podcasts/podcast-hosts.ts';
import { findOwnedFile } from '../uploads/find-owned-file.ts';

/**
 * The most bytes a text file of `podcastScriptMaxCharacters` takes: 4 a
 * character (UTF-8 past the Basic Multilingual Plane, GB18030's longest,
 * UTF-16 with CRLF line ends) and a byte order mark. A larger TXT script is
 * refused before anything reads it; a PDF's or a DOCX's characters are
 * counted when the script is read.
 */
const maxScriptTextFileBytes = podcastScriptMaxCharacters * 4 + 4;

/** Scripts a user may have being written at once; more answer 42900 (each reads a source and runs a writer). */
export const maxScriptsInProgress = 3;

/**
 * Inside the creating transaction: the user's row is locked (parallel requests
 * queue behind each other), then their scripts still being written are counted.
 */
async function assertScriptSlot(projectScripts: ProjectScriptRepository, userId: string): Promise<void> {
  if ((await projectScripts.lockOwnerAndCountWriting(userId)) >= maxScriptsInProgress) {
    throw new ApiError(BusinessCode.tooManyRequests, `${maxScriptsInProgress} scripts are being written for you already: wait until one is ready`);
  }
}

/** Languages a script may be written in: the voice catalogue's (each has voices to speak it). */
function assertLanguage(language: string): void {
  if (!getLanguages().some((candidate) => candidate.value === language)) throw ApiError.invalidInput(`language: ${language} is not one of the languages`);
}

/**
 * Starts a podcast: checks the hosts, the language and the source (a link's
 * form, the YouTube rule, the uploaded file's owner and type), then saves a
 * script project and queues the writing in one transaction. The page polls
 * GET /project/prj_info until the script is there.
 */
export async function createPodcast(context: AppContext, user: UserRow, request: CreatePodcastRequest): Promise<string> {
  const { runtime } = context;
  const hosts = await findHostPair(context, user, request.podcast_avatar_id);
  assertLanguage(request.language);
  let source: Record<string, string>;
  let name: string;
  if (request.origin === podcastOrigins.youtube) {
    const parsed = parseYouTubeUrl(request.url ?? '');
    if (!parsed.ok) throw ApiError.invalidInput(parsed.message);
    source = { url: request.url ?? '' };
    name = `Podcast: YouTube ${parsed.videoId}`;
  } else if (isLinkOrigin(request.origin)) {
    const link = normaliseLink(request.url ?? '');
    source = { url: link };
    name = `Podcast: ${new URL(link).hostname}`;
  } else if (request.origin === podcastOrigins.document && request.file_path) {
    const file = await findOwnedFile(runtime, user.id, request.file_path);
    if (!['txt', 'pdf', 'docx'].includes(file.kind)) throw ApiError.invalidInput('A document is a PDF, DOCX or TXT file');
    source = { file_path: file.storage_key };
    name = `Podcast: ${file.original_name ?? 'document'}`;
  } else if (request.origin === podcastOrigins.longText || request.origin === podcastOrigins.document) {
    const text = request.long_text?.trim() ?? '';
    source = { long_text: text };
    name = `Podcast: ${text.slice(0, 40)}${text.length > 40 ? '…' : ''}`;
  } else if (request.origin === podcastOrigins.uploadedScript) {
    const file = await findOwnedFile(runtime, user.id, request.file_path ?? '');
    if (!['txt', 'pdf', 'docx'].includes(file.kind)) throw ApiError.invalidInput('A podcast script is a TXT, PDF or DOCX file');
    if (file.kind === 'txt' && file.size_bytes > maxScriptTextFileBytes) {
      throw ApiError.invalidInput(
        `A podcast script has at most ${podcastScriptMaxCharacters.toLocaleString('en')} characters (about 30 minutes); this text file is larger than that. Please shorten it or split it into two podcasts.`,
      );
    }
    source = { file_path: file.storage_key };
    name = `Podcast: ${file.original_name ?? 'uploaded script'}`;
  } else {
    // An uploaded recording.
    const file = await findOwnedFile(runtime, user.id, request.file_path ?? '');
    if (!['mp3', 'wav'].includes(file.kind)) throw ApiError.invalidInput('A podcast recording is an MP3 or WAV file');
    source = { file_path: file.storage_key };
    name = `Podcast: ${file.original_name ?? 'recording'}`;
  }
  const options: PodcastScriptOptions = {
    language: request.language,
    video_duration: request.video_duration,
    duration_per_turn: request.duration_per_turn,
    podcast_avatar_id: request.podcast_avatar_id,
    host_names: [hosts.persons[0].name, hosts.persons[1].name],
  };
  return runtime.repositories.inTransaction(async (repositories, trx) => {
    await assertScriptSlot(repositories.projectScripts, user.id);
    const id = await repositories.projects.create({ ownerId: user.id, name: name.slice(0, 120), kind: formats.podcast_script.kind });
    const taskId = await runtime.queue.enqueue(writeScriptJob, { ownerId: user.id, projectId: id }, { ownerId: user.id, transaction: trx });
    await repositories.projectScripts.create({ projectId: id, kind: 'podcast', origin: request.origin, source, options, taskId });
    return id;
  });
}

/** A link as people paste it: a scheme added when missing; only http and https. */
function normaliseLink(raw: string): string {
  const trimmed = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/iu.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw ApiError.invalidInput('url: enter a website link, e.g. https://example.com/article');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw ApiError.invalidInput('url: only http and https links can be read');
  return url.href;
}

/** The caller's script project with its writing task's state; 40400 for anyone else's. */
async function findScript(context: AppContext, user: UserRow, projectId: string, kind: 'podcast' | 'topic'): Promise<ScriptWithTask> {
  const row = await context.runtime.repositories.projectScripts.findOwnedWithTask(user.id, projectId);
  if (!row || row.kind !== kind) throw ApiError.notFound(kind === 'podcast' ? 'No such podcast' : 'No such topic script');
  return row;
}

/** Status as the pages read it: a writing task that failed or was cancelled makes the script failed, with the task's reason. */
function effectiveStatus(row: ScriptWithTask): { status: number; errMsg: string } {
  if (row.status < scriptStatus.done && (row.task_status === 'failed' || row.task_status === 'cancelled')) {
    return { status: scriptStatus.failed, errMsg: row.task_error ?? 'The script could not be written' };
  }
  return { status: row.status, errMsg: row.err_msg };
}

function turnsOf(row: ScriptWithTask): PodcastTurn[] {
  const parsed = z.array(PodcastTurnSchema).safeParse(row.parts);
  return parsed.success ? parsed.data : [];
}

export async function getProjectInfo(context: AppContext, user: UserRow, projectId: string): Promise<ProjectInfo> {
  const row = await findScript(context, user, projectId, 'podcast');
  const options = PodcastScriptOptionsSchema.parse(row.options);
  const { status, errMsg } = effectiveStatus(row);
  const turns = status === scriptStatus.done ? await withAudioUrls(context, turnsOf(row)) : [];
  const hosts = await findHostPair(context, user, options.podcast_avatar_id).catch(() => undefined);
  const names = hosts ? [hosts.pair.PrjUserDigitalPerson1.name, hosts.pair.PrjUserDigitalPerson2.name] : (options.host_names ?? ['Host 1', 'Host 2']);
  return {
    project_id: row.project_id,
    kind: 'podcast',
    status,
    gpt_sell_text: turns.map((turn) => `${names[turn.host - 1]}: ${turn.text}`).join('\n\n'),
    err_msg: errMsg,
    title: row.title,
    origin: row.origin,
    language: options.language,
    turns,
    podcast_avatar: hosts?.pair ?? null,
    writer: row.writer,
    note: row.note,
  };
}

/** Turns cut from a recording get a URL the page can play them from. */
async function withAudioUrls(context: AppContext, turns: PodcastTurn[]): Promise<PodcastTurn[]> {
  return Promise.all(
    turns.map(async (turn) => (turn.audio ? { ...turn, audio: { ...turn.audio, url: await context.runtime.storage.createReadUrl(turn.audio.path) } } : turn)),
  );
}

/** The edited turns (and optionally another host pair) of a written podcast. */
export async function savePodcastScript(
  context: AppContext,
  user: UserRow,
  request: { project_id: string; turns: PodcastTurn[]; podcast_avatar_id?: string | undefined },
): Promise<ProjectInfo> {
  const row = await findScript(context, user, request.project_id, 'podcast');
  const options = PodcastScriptOptionsSchema.parse(row.options);
  if (effectiveStatus(row).status !== scriptStatus.done) throw new ApiError(BusinessCode.conflict, 'The script is still being written: wait until it is ready');
  if (request.podcast_avatar_id) {
    const hosts = await findHostPair(context, user, request.podcast_avatar_id);
    options.podcast_avatar_id = request.podcast_avatar_id;
    options.host_names = [hosts.persons[0].name, hosts.persons[1].name];
  }
  // A turn of a recording keeps pointing at one of this account's files; its playable URL is not stored.
  const audioKeys = [...new Set(request.turns.flatMap((turn) => (turn.audio ? [turn.audio.path] : [])))];
  if (audioKeys.length > 0) {
    const owned = await context.runtime.repositories.files.findOwnedKeys(user.id, audioKeys);
    if (owned.length !== audioKeys.length) throw ApiError.invalidInput('A turn’s recording is not a file of this account');
  }
  const turns = request.turns.map(({ audio, ...turn }) =>
    audio ? { ...turn, audio: { path: audio.path, start_ms: audio.start_ms, end_ms: audio.end_ms } } : turn,
  );
  await context.runtime.repositories.projectScripts.saveEdits(request.project_id, turns, options);
  return getProjectInfo(context, user, request.project_id);
}

/** A topic script: a new one from the form, or (with `project_id`) the same topic and options written again as a new project. */
export async function createTopicScript(
  context: AppContext,
  user: UserRow,
  request: TopicScriptRequest,
  /** Whether a writer here can write topic scripts in a language (the embedded writer: English and Chinese). */
  canWrite: (language: string) => boolean,
): Promise<string> {
  const { runtime } = context;
  let options: TopicScriptOptions;
  if ('project_id' in request) {
    const previous = await findScript(context, user, request.project_id, 'topic');
    options = TopicScriptOptionsSchema.parse(previous.options);
  } else {
    assertLanguage(request.language);
    options = { topic: request.topic, language: request.language, tone: request.tone, model: request.model, expected_duration: request.expected_duration };
  }
  if (!canWrite(options.language)) {
    const label = getLanguages().find((language) => language.value === options.language)?.label ?? options.language;
    throw ApiError.invalidInput(`Topic scripts in ${label} need a language model this server does not have: choose English or Chinese`);
  }
  const name = `Topic: ${options.topic.length > 60 ? `${options.topic.slice(0, 57)}…` : options.topic}`;
  return runtime.repositories.inTransaction(async (repositories, trx) => {
    await assertScriptSlot(repositories.projectScripts, user.id);
    const id = await repositories.projects.create({ ownerId: user.id, name, kind: formats.topic_script.kind });
    const taskId = await runtime.queue.enqueue(writeScriptJob, { ownerId: user.id, projectId: id }, { ownerId: user.id, transaction: trx });
    await repositories.projectScripts.create({ projectId: id, kind: 'topic', origin: 0, source: { topic: options.topic }, options, taskId });
    return id;
  });
}

export async function getTopicScript(context: AppContext, user: UserRow, projectId: string): Promise<TopicScriptStatus> {
  const row = await findScript(context, user, projectId, 'topic');
  const options = TopicScriptOptionsSchema.parse(row.options);
  const { status, errMsg } = effectiveStatus(row);
  const scenes = z.array(z.string()).safeParse(row.parts);
  return {
    // Queued or writing with nothing yet reads as partial with no scenes: the page keeps polling.
    status: status < scriptStatus.partial ? scriptStatus.partial : status,
    err_msg: errMsg,
    scene_text: scenes.success ? scenes.data : [],
    topic: options.topic,
    language: options.language,
    tone: options.tone,
    model: options.model,
    expected_duration: options.expected_duration,
    writer: row.writer,
  };
}

/** Stops writing: the scenes so far become the script (status 4) and the task is cancelled. */
export async function stopTopicScript(context: AppContext, user: UserRow, projectId: string): Promise<TopicScriptStatus> {
  const row = await findScript(context, user, projectId, 'topic');
  const { projectScripts } = context.runtime.repositories;
  await projectScripts.stopWriting(row.project_id);
  const taskId = await projectScripts.findTaskId(projectId);
  if (taskId) await context.runtime.queue.tasks.requestCancel(taskId);
  return getTopicScript(context, user, projectId);
}

/** The scenes of a finished (or stopped) topic script; 40900 while it is still being written. */
export async function readTopicScenes(context: AppContext, user: UserRow, projectId: string): Promise<{ scenes: string[]; options: TopicScriptOptions }> {
  const status = await getTopicScript(context, user, projectId);
  if (status.status !== scriptStatus.done) throw new ApiError(BusinessCode.conflict, 'The script is still being written: wait until it is ready');
  if (status.scene_text.length === 0) throw ApiError.invalidInput('This script has no scenes: write it again');
  const row = await findScript(context, user, projectId, 'topic');
  return { scenes: status.scene_text, options: TopicScriptOptionsSchema.parse(row.options) };
}

/** The podcast's finished turns and options, for its video; 40900 while it is still being written. */
export async function readPodcastScript(
  context: AppContext,
  user: UserRow,
  projectId: string,
): Promise<{ title: string; turns: PodcastTurn[]; language: string; podcastAvatarId: string }> {
  const row = await findScript(context, user, projectId, 'podcast');
  if (effectiveStatus(row).status !== scriptStatus.done) throw new ApiError(BusinessCode.conflict, 'The script is still being written: wait until it is ready');
  const turns = turnsOf(row);
  if (turns.length === 0) throw ApiError.invalidInput('This podcast has no turns: add at least one');
  const options = PodcastScriptOptionsSchema.parse(row.options);
  return { title: row.title, turns, language: options.language, podcastAvatarId: options.podcast_avatar_id };
}
