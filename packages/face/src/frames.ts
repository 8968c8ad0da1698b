// The lean entry for the render thread: the talking-photo frame source and
// the patched-frame protocol, without the face analysis, speech and platform
// modules that the package's index brings (about 1.7 s to import on each new
// thread).
export type * from './face-types.ts';
export { createTalkingPhotoFrameSource, openPatchedFrameStream } from './frame-source/talking-photo-frame-source.ts';
export type { TalkingPhotoInput } from './frame-source/talking-photo-input.ts';
