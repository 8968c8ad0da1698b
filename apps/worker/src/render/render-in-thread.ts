import { BroadcastChannel } from 'node:worker_threads';
import { createTalkingPhotoFrameSource, type TalkingPhotoInput } from '@talkreel/face/frames';
import { createTalkingLookFrameSource, type TalkingLookInput } from '@talkreel/looks/frames';
import { renderWorkspace, type PersonFrameSource, type RenderResult } from '@talkreel/render';

export interface RenderInThreadInput {
  document: unknown;
  outputPath: string;
  /** Element path → local file, downloaded by the caller (a thread has no storage access). */
  mediaFiles: Record<string, string>;
  watermark: boolean;
  /** Person element id → the photo, face mesh and mouth track the embedded animator draws it from. */
  talkingPhotos?: Record<string, TalkingPhotoInput>;
  /** Person element id → the illustrated look and mouth track it is redrawn speaking from. */
  talkingLooks?: Record<string, TalkingLookInput>;
  /** Output px per reference px (default 1). */
  scale?: number;
  temporaryDirectory: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** Progress goes out, an abort request comes in, on this BroadcastChannel. */
  channelName: string;
}

export type RenderChannelMessage = { type: 'progress'; percent: number; stage: string } | { type: 'abort' };

/** Talking photos and talking looks: each element is drawn by the source that has an input for it. */
function personFramesOf(input: RenderInThreadInput): { personFrameSource?: PersonFrameSource } {
  const sources: PersonFrameSource[] = [];
  if (input.talkingPhotos && Object.keys(input.talkingPhotos).length > 0) sources.push(createTalkingPhotoFrameSource(input.talkingPhotos));
  if (input.talkingLooks && Object.keys(input.talkingLooks).length > 0) sources.push(createTalkingLookFrameSource(input.talkingLooks));
  if (sources.length === 0) return {};
  return {
    personFrameSource: {
      async open(request) {
        for (const source of sources) {
          const stream = await source.open(request);
          if (stream) return stream;
        }
        return null;
      },
    },
  };
}

/**
 * Runs on a CpuPool thread so frame drawing never blocks the API's event loop.
 * Returns the output paths (plain data crosses the thread boundary).
 *
 * Run by name on a CPU pool thread.
 * @public
 */
export async function renderInThread(input: RenderInThreadInput): Promise<RenderResult> {
  const channel = new BroadcastChannel(input.channelName);
  const controller = new AbortController();
  channel.onmessage = (event) => {
    const message: RenderChannelMessage = event.data;
    if (message.type === 'abort') controller.abort();
  };
  try {
    return await renderWorkspace(input.document, {
      outputPath: input.outputPath,
      resolveMediaPath: (mediaPath) => {
        const local = input.mediaFiles[mediaPath];
        if (!local) throw new Error(`No local copy of media ${mediaPath}`);
        return local;
      },
      watermark: input.watermark,
      ...(input.scale ? { scale: input.scale } : {}),
      ...personFramesOf(input),
      temporaryDirectory: input.temporaryDirectory,
      ffmpegPath: input.ffmpegPath,
      ffprobePath: input.ffprobePath,
      signal: controller.signal,
      onProgress: (progress) => channel.postMessage({ type: 'progress', percent: progress.percent, stage: progress.stage } satisfies RenderChannelMessage),
    });
  } finally {
    channel.close();
  }
}
