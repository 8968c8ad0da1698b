export * from './render-workspace.ts';
export * from './render-progress.ts';
export * from './render-outputs.ts';
export * from './frames/person-frame-source.ts';
export { createDefaultMediaPathResolver, type MediaPathResolver } from './frames/prepare-media.ts';
export { defaultEncoderSettings, outputFps, outputSampleRateHz, type EncoderSettings } from './ffmpeg/encoder-settings.ts';
export { I420Frames } from './ffmpeg/i420-frames.ts';
export { registerBuiltInFonts } from './fonts/built-in-fonts.ts';
export { renderCli, type CliOutput } from './cli/render-cli.ts';
