import { sendBytes, sendJson, startFakeServiceServer, type FakeServiceServer } from '@talkreel/platform/testing';

/** How the fake runs the next talk. */
export interface FakeTalkPlan {
  /** Polls answered before the talk ends (`created`, then `started`); `never` keeps it started. */
  pollsBeforeDone: number | 'never';
  outcome: { video: true } | { status: 'error' | 'rejected'; kind: string; description: string };
}

/** A file the fake received in a multipart upload. */
export interface FakeUpload {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/**
 * D-ID's talks API on 127.0.0.1; test support only. Every call needs
 * `Authorization: Basic <key>`. `POST /images` and `POST /audios` (multipart
 * `image` / `audio`) answer with `s3://` URLs that only `POST /talks` accepts;
 * `GET /talks/{id}` advances `created` → `started` → `done` (or `error` /
 * `rejected`); `DELETE /talks/{id}` removes it; the result is served by a
 * second server (`bucket`) that refuses an Authorization header, as S3 does.
 */
export async function startFakeDidServer(options: {
  apiKey: string;
  video: Uint8Array;
  plan: () => FakeTalkPlan;
}): Promise<FakeServiceServer & { uploads: FakeUpload[]; deleted: string[]; bucket: FakeServiceServer }> {
  const uploads: FakeUpload[] = [];
  const deleted: string[] = [];
  const talks = new Map<string, { plan: FakeTalkPlan; polls: number }>();
  // The results bucket: a presigned URL on another host, which refuses a second credential as S3 does.
  const bucket = await startFakeServiceServer((request, response) => {
    if (request.headers.authorization) return sendJson(response, 400, { message: 'Only one auth mechanism allowed' });
    if (request.method === 'GET' && request.path.startsWith('/results/')) return sendBytes(response, 'video/mp4', options.video);
    sendJson(response, 404, { message: 'NoSuchKey' });
  });
  const server = await startFakeServiceServer(async (request, response) => {
    if (request.headers.authorization !== `Basic ${options.apiKey}`)
      return sendJson(response, 401, { kind: 'AuthorizationError', description: 'authorization failed' });
    const upload = /^\/(images|audios)$/u.exec(request.path);
    if (request.method === 'POST' && upload) {
      const field = upload[1] === 'images' ? 'image' : 'audio';
      const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
      const file = form.get(field);
      if (!file || typeof file === 'string') return sendJson(response, 400, { kind: 'ValidationError', description: `${field} is required` });
      uploads.push({ field, filename: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) });
      const id = `${field}_${uploads.length}`;
      return sendJson(response, 201, { id, url: `s3://d-id-${upload[1]}-prod/user/${id}/${file.name}`, ...(field === 'audio' ? { duration: 0.5 } : {}) });
    }
    if (request.method === 'POST' && request.path === '/talks') {
      const body = JSON.parse(request.body.toString('utf8')) as { source_url?: string; script?: { type?: string; audio_url?: string } };
      const known = (url: string | undefined) => uploads.some((item) => url?.endsWith(`/${item.filename}`) && url.startsWith('s3://'));
      if (!known(body.source_url) || body.script?.type !== 'audio' || !known(body.script.audio_url)) {
        return sendJson(response, 400, { kind: 'ValidationError', description: 'invalid source_url or script' });
      }
      const id = `tlk_${talks.size + 1}`;
      talks.set(id, { plan: options.plan(), polls: 0 });
      return sendJson(response, 201, { id, object: 'talk', created_at: '2026-11-23T12:00:00.000Z', status: 'created' });
    }
    const talkPath = /^\/talks\/([^/]+)$/u.exec(request.path);
    const talk = talks.get(talkPath?.[1] ?? '');
    if (talkPath && !talk) return sendJson(response, 404, { kind: 'NotFoundError', description: 'talk not found' });
    if (request.method === 'GET' && talkPath && talk) {
      talk.polls += 1;
      const id = talkPath[1] ?? '';
      const { pollsBeforeDone, outcome } = talk.plan;
      if (pollsBeforeDone === 'never' || talk.polls <= pollsBeforeDone)
        return sendJson(response, 200, { id, status: talk.polls === 1 ? 'created' : 'started' });
      if ('status' in outcome) return sendJson(response, 200, { id, status: outcome.status, error: { kind: outcome.kind, description: outcome.description } });
      return sendJson(response, 200, { id, status: 'done', result_url: `${bucket.url}/results/${id}/talk.mp4?AWSAccessKeyId=AKIA&Expires=1&Signature=x` });
    }
    if (request.method === 'DELETE' && talkPath) {
      deleted.push(talkPath[1] ?? '');
      return sendJson(response, 200, { deleted: 1 });
    }
    sendJson(response, 404, { kind: 'NotFoundError', description: 'not found' });
  });
  return {
    ...server,
    uploads,
    deleted,
    bucket,
    close: async () => {
      await Promise.all([server.close(), bucket.close()]);
    },
  };
}
