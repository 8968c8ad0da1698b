import { podcastOrigins } from '@talkreel/contract';
import { PODCAST_PATH, PODCAST_ROUTE_PARAM } from '../../../ui/handover/podcast-document-handover.ts';
import type { PodcastFormOrigin, UploadedDocument } from './podcast-form.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What `?data=` holds: the podcast project, its host pair, the source it was made from and, for an uploaded file, that file. */
export interface PodcastRouteParam {
  project_id: string;
  podcast_avatar_id: string;
  /** The origin the script came from (`podcastOrigins`: 1 website, 2 YouTube, 4 long text, 5 document, 6 uploaded script, 7 recording). */
  selectRadio: PodcastFormOrigin;
  fileData?: UploadedDocument;
}

/** `/video-podcast?data=<encodeURIComponent(JSON.stringify(param))>`: the script editor of one podcast. */
export function podcastEditorPath(param: PodcastRouteParam): string {
  return `${PODCAST_PATH}?${PODCAST_ROUTE_PARAM}=${encodeURIComponent(JSON.stringify(param))}`;
}

const formOrigins: readonly unknown[] = Object.values(podcastOrigins).filter((origin) => origin !== podcastOrigins.otherLink);

function isFormOrigin(value: unknown): value is PodcastFormOrigin {
  return formOrigins.includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readFileData(value: unknown): UploadedDocument | undefined {
  if (!isRecord(value) || typeof value.path !== 'string' || typeof value.name !== 'string') return undefined;
  return { path: value.path, name: value.name };
}

/**
 * The parameter as the router hands it over (already URL-decoded once), or
 * null when it is missing or not a podcast's: the page then shows the create
 * form. A value encoded twice (pasted from an address bar) is read too.
 */
export function readPodcastRouteParam(value: string | null): PodcastRouteParam | null {
  if (!value) return null;
  let parsed = parseJson(value);
  if (parsed === undefined && value.startsWith('%7B')) parsed = parseJson(safeDecode(value));
  if (!isRecord(parsed)) return null;
  const { project_id: projectId, podcast_avatar_id: hostPairId, selectRadio } = parsed;
  if (typeof projectId !== 'string' || !UUID_PATTERN.test(projectId)) return null;
  if (typeof hostPairId !== 'string' || hostPairId === '') return null;
  if (!isFormOrigin(selectRadio)) return null;
  const fileData = readFileData(parsed.fileData);
  return { project_id: projectId, podcast_avatar_id: hostPairId, selectRadio, ...(fileData ? { fileData } : {}) };
}

/** The document a form address hands over (see `podcastFormPathFor` in ui/handover); null for an editor's parameter or anything else. */
export function readPodcastFormDocument(value: string | null): UploadedDocument | null {
  if (!value || readPodcastRouteParam(value)) return null;
  let parsed = parseJson(value);
  if (parsed === undefined && value.startsWith('%7B')) parsed = parseJson(safeDecode(value));
  if (!isRecord(parsed) || parsed.selectRadio !== podcastOrigins.document) return null;
  return readFileData(parsed.fileData) ?? null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
