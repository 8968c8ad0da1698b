import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);

const builtInFontFiles = [
  { family: 'Inter', packageName: '@expo-google-fonts/inter', file: '400Regular/Inter_400Regular.ttf' },
  { family: 'Inter', packageName: '@expo-google-fonts/inter', file: '700Bold/Inter_700Bold.ttf' },
  { family: 'Noto Sans SC', packageName: '@expo-google-fonts/noto-sans-sc', file: '400Regular/NotoSansSC_400Regular.ttf' },
  { family: 'Noto Sans SC', packageName: '@expo-google-fonts/noto-sans-sc', file: '700Bold/NotoSansSC_700Bold.ttf' },
];

let areBuiltInFontsRegistered = false;

/** The TTF files shipped in the npm font packages (regular and bold of each family). */
export function listBuiltInFontFiles(): { family: string; filePath: string }[] {
  return builtInFontFiles.map(({ family, packageName, file }) => ({
    family,
    filePath: path.join(path.dirname(require.resolve(`${packageName}/package.json`)), file),
  }));
}

/** Registers Inter and Noto Sans SC with Skia once per process. */
export function registerBuiltInFonts(): void {
  if (areBuiltInFontsRegistered) return;
  for (const { family, filePath } of listBuiltInFontFiles()) {
    if (!GlobalFonts.registerFromPath(filePath, family)) throw new Error(`could not load font ${filePath}`);
  }
  areBuiltInFontsRegistered = true;
}

/** Registers a workspace font (font_family {name, url}) from a local file under its name, once. */
export function registerFontFile(family: string, filePath: string): void {
  if (GlobalFonts.has(family)) return;
  if (!GlobalFonts.registerFromPath(filePath, family)) throw new Error(`could not load font "${family}" from ${filePath}`);
}
