import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Noto Sans SC (Latin and Chinese), shipped in an npm package: the captions' font whatever fonts the machine has. */
export const captionFontName = 'Noto Sans SC';

export function captionFontFile(): string {
  return path.join(path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json')), '400Regular', 'NotoSansSC_400Regular.ttf');
}
