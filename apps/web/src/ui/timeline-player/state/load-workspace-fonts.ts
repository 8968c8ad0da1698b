import { buildFontShorthand, buildTextStyleFont, resolveSubtitleStyle, resolveTextStyle, watermarkText, type Workspace } from '@talkreel/timeline';

/** Workspace fonts (font_family {name, url}) added to the document, by family name. */
const addedFontFaces = new Map<string, Promise<void>>();

/** Loads a workspace font from its URL under its family name, once, as the renderer registers it. */
function addFontFace(family: string, url: string): Promise<void> {
  const existing = addedFontFaces.get(family);
  if (existing) return existing;
  const face = new FontFace(family, `url(${JSON.stringify(url)})`);
  document.fonts.add(face);
  // A font that cannot load falls back to Inter and Noto Sans SC, the shorthand's built-in families, as in the renderer.
  const loading = face.load().then(
    () => undefined,
    () => undefined,
  );
  addedFontFaces.set(family, loading);
  return loading;
}

/**
 * Resolves once every face the workspace's texts, captions and the
 * watermark need is loaded (the @fontsource faces load per unicode range,
 * on demand): text drawn before that would be set in a fallback font and
 * measured with the wrong widths.
 */
export async function loadWorkspaceFonts(workspace: Workspace, hasWatermark: boolean): Promise<void> {
  const loads: Promise<unknown>[] = [];
  if (hasWatermark) loads.push(document.fonts.load(buildFontShorthand({ sizePx: 16, weight: 700 }), watermarkText));
  for (const scene of workspace.scenes) {
    for (const track of scene.tracks) {
      for (const element of track.layers) {
        if (element.type !== 'text' && element.type !== 'subtitle') continue;
        const url = element.font_family?.url;
        if (url && element.font_family) await addFontFace(element.font_family.name, url);
        const style = element.type === 'text' ? resolveTextStyle(element, 1) : resolveSubtitleStyle(element, workspace.aspect_ratio, 1);
        const text = element.type === 'text' ? (element.prop.textInfo?.text ?? '') : element.subtitle.text;
        // The ellipsis may end a caption that does not fit.
        if (text.trim()) loads.push(document.fonts.load(buildTextStyleFont(style), `${text}…`));
      }
    }
  }
  await Promise.all(loads.map((load) => load.catch(() => undefined)));
  await document.fonts.ready;
}
