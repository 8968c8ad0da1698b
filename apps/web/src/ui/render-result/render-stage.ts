import type { RenderStatus } from '@talkreel/contract';

/** The stages the home card names while a talking photo renders (DESIGN: a bar with percent and a stage name). */
export type ShownRenderStage = 'queued' | 'starting' | 'speech' | 'face' | 'frames' | 'encode' | 'saving';

/** The stage to name for a render: the server's stage while it runs; null once it ended (the video or the error shows instead). */
export function shownRenderStage(render: Pick<RenderStatus, 'status' | 'stage'>): ShownRenderStage | null {
  if (render.status !== 'queued' && render.status !== 'running') return null;
  switch (render.stage) {
    case 'starting':
    case 'speech':
    case 'face':
    case 'frames':
    case 'encode':
    case 'saving':
      return render.stage;
    default:
      return 'queued';
  }
}
