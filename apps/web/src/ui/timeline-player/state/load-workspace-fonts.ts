import {
  buildFontShorthand,
  buildTextStyleFont,
  resolveSubtitleStyle,
  resolveTextStyle,
  watermarkText,
  type AspectRatio,
  type SubtitleElement,
  type TextElement,
  type Workspace,
} from '@talkreel/timeline';

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

/** What one text or caption needs loaded: its workspace font (if any) and the faces for its characters. */
interface FontNeed {
  face: { family: string; url: string } | null;
  font: string;
  text: string;
}

function getFontNeed(element: TextElement | SubtitleElement, aspectRatio: AspectRatio): FontNeed {
  const url = element.font_family?.url;
  const face = url && element.font_family ? { family: element.font_family.name, url } : null;
  const style = element.type === 'text' ? resolveTextStyle(element, 1) : resolveSubtitleStyle(element, aspectRatio, 1);
  const text = element.type === 'text' ? (element.prop.textInfo?.text ?? '') : element.subtitle.text;
  return { face, font: buildTextStyleFont(style), text };
}

async function loadFontNeeds(needs: readonly FontNeed[], hasWatermark: boolean): Promise<void> {
  const loads: Promise<unknown>[] = [];
  if (hasWatermark) loads.push(document.fonts.load(buildFontShorthand({ sizePx: 16, weight: 700 }), watermarkText));
  for (const { face, font, text } of needs) {
    if (face) await addFontFace(face.family, face.url);
    // The ellipsis may end a caption that does not fit.
    if (text.trim()) loads.push(document.fonts.load(font, `${text}…`));
  }
  await Promise.all(loads.map((load) => load.catch(() => undefined)));
  await document.fonts.ready;
}

function listFontElements(workspace: Workspace): (TextElement | SubtitleElement)[] {
  return workspace.scenes.flatMap((scene) =>
    scene.tracks.flatMap((track) =>
      track.layers.filter((element): element is TextElement | SubtitleElement => element.type === 'text' || element.type === 'subtitle'),
    ),
  );
}

/**
 * Resolves once every face the workspace's texts, captions and the
 * watermark need is loaded (the @fontsource faces load per unicode range,
 * on demand): text drawn before that would be set in a fallback font and
 * measured with the wrong widths.
 */
export async function loadWorkspaceFonts(workspace: Workspace, hasWatermark: boolean): Promise<void> {
  await loadFontNeeds(
    listFontElements(workspace).map((element) => getFontNeed(element, workspace.aspect_ratio)),
    hasWatermark,
  );
}

/**
 * Loads the fonts of an edited workspace that were not loaded before: a new
 * or retyped text, another font. Moving a text needs nothing new. Needs are
 * worked out once per element version (an edit makes a new object only of
 * the element it changes).
 */
export class WorkspaceFontTracker {
  readonly #needByElement = new WeakMap<TextElement | SubtitleElement, FontNeed>();
  readonly #loaded = new Set<string>();

  /** Remembers what `workspace` needs as loaded (after loadWorkspaceFonts). */
  markLoaded(workspace: Workspace): void {
    this.#listNew(workspace);
  }

  /** Loads what `workspace` needs beyond what is loaded; null when it needs nothing new. */
  loadNew(workspace: Workspace): Promise<void> | null {
    const needs = this.#listNew(workspace);
    return needs.length > 0 ? loadFontNeeds(needs, false) : null;
  }

  #listNew(workspace: Workspace): FontNeed[] {
    const needs: FontNeed[] = [];
    for (const element of listFontElements(workspace)) {
      let need = this.#needByElement.get(element);
      if (!need) {
        need = getFontNeed(element, workspace.aspect_ratio);
        this.#needByElement.set(element, need);
      }
      const signature = `${need.face?.family ?? ''}|${need.face?.url ?? ''}|${need.font}|${need.text}`;
      if (this.#loaded.has(signature)) continue;
      this.#loaded.add(signature);
      needs.push(need);
    }
    return needs;
  }
}
