import { Worker } from 'node:worker_threads';
import { openPatchedFrameStream } from '@talkreel/face/frames';
import type { PersonFrameSource } from '@talkreel/render';
import type { TalkingLookInput } from './talking-look-input.ts';

/**
 * Illustrated avatars for the renderer: person elements whose id has an
 * input are drawn speaking from their design at the element's size (no
 * photo, no detection); the others are left to the renderer. One worker
 * thread per open stream draws a few frames ahead; only the head's box
 * crosses the thread.
 */
export function createTalkingLookFrameSource(inputs: Record<string, TalkingLookInput>): PersonFrameSource {
  return {
    async open(request) {
      const input = request.element.id === undefined ? undefined : inputs[request.element.id];
      if (!input) return null;
      const widthPx = Math.max(2, Math.round(request.widthPx));
      const heightPx = Math.max(2, Math.round(request.heightPx));
      const worker = new Worker(new URL('./talking-look-thread.mjs', import.meta.url), { workerData: { input, widthPx, heightPx } });
      return openPatchedFrameStream(worker, {
        label: `talking avatar ${request.element.id}`,
        frameWidthPx: widthPx,
        frameHeightPx: heightPx,
        ...(request.signal ? { signal: request.signal } : {}),
      });
    },
  };
}
