// The lean entry for the render thread: talking looks' frame source, without
// the image services, the library and the reference analysis of the index.
export { createTalkingLookFrameSource } from './frame-source/talking-look-frame-source.ts';
export type { TalkingLookInput } from './frame-source/talking-look-input.ts';
