import type { ApiSession } from './render-by-api.ts';

interface Envelope<Data> {
  code: number;
  msg: string;
  data: Data;
}

async function callApi<Data>(session: ApiSession, method: 'GET' | 'POST' | 'PUT', apiPath: string, body?: object): Promise<Data> {
  const response = await fetch(`${session.baseUrl}/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<Data>;
  if (envelope.code !== 0) throw new Error(`${method} ${apiPath} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** The default voice of a gender (1 female, 2 male): GET /aigc/avatar/voice. */
export async function defaultVoiceByApi(session: ApiSession, gender: 1 | 2): Promise<string> {
  const voice = await callApi<{ id: string }>(session, 'GET', `/aigc/avatar/voice?gender=${gender}`);
  return voice.id;
}

/** POST /project/talking_photo from an uploaded photo and a script; resolves to the new project's id (its render is queued). */
export async function createTalkingPhotoByApi(session: ApiSession, photoPath: string, script: string, voiceId: string): Promise<string> {
  const created = await callApi<{ new_prj_id: string }>(session, 'POST', '/project/talking_photo', {
    photo_path: photoPath,
    script,
    tts_voice_id: voiceId,
    render_subtitle: 1,
  });
  return created.new_prj_id;
}

export interface SavedWorkspace {
  version: number;
  workspace: { condition?: string; scenes: { id?: string; duration: number; tracks: { type: string; layers: Record<string, unknown>[] }[] }[] };
}

/** GET /project/workspace: the saved document and its version. */
export function getWorkspaceByApi(session: ApiSession, projectId: string, index = 0): Promise<SavedWorkspace> {
  return callApi<SavedWorkspace>(session, 'GET', `/project/workspace?project_id=${projectId}&index=${index}`);
}

/** Every element of a saved workspace, scene by scene. */
export function listSavedLayers(saved: SavedWorkspace): Record<string, unknown>[] {
  return saved.workspace.scenes.flatMap((scene) => scene.tracks.flatMap((track) => track.layers));
}
