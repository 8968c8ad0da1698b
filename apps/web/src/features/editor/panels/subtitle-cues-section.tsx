/** The current scene's captions as editable cues, regenerated from speech (built in its own change). */
export function SubtitleCuesSection() {
  return null;
}
