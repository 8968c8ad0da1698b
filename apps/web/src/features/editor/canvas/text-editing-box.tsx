import { resolveSubtitleStyle, resolveTextStyle, setElementFields, type SubtitleElement, type TextElement } from '@talkreel/timeline';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStore } from '../state/editor-store.ts';
import { getBoxStyle } from './selection-box.tsx';
import { getElementBox } from './use-canvas-drag.ts';
import classes from './editor-canvas.module.css';

/** The text an element shows as the editor edits it, and where it is kept in the element. */
export function getEditableText(element: TextElement | SubtitleElement): { text: string; path: string[] } {
  return element.type === 'text'
    ? { text: element.prop.textInfo?.text ?? '', path: ['prop', 'textInfo', 'text'] }
    : { text: element.subtitle.text, path: ['subtitle', 'text'] };
}

export interface TextEditingBoxProps {
  store: EditorStore;
  element: TextElement | SubtitleElement;
  scale: number;
  onClose: () => void;
}

/**
 * Edits a text or subtitle in place: a textarea over its box, scaled and
 * turned like the canvas, in its size, colour and alignment. Enter (without
 * Shift) or leaving it saves as one undo step; Escape drops the change.
 */
export function TextEditingBox({ store, element, scale, onClose }: TextEditingBoxProps) {
  const { t } = useTranslation();
  const editable = getEditableText(element);
  const [value, setValue] = useState(editable.text);
  const isClosedRef = useRef(false);
  const style = element.type === 'text' ? resolveTextStyle(element, scale) : resolveSubtitleStyle(element, store.workspace.aspect_ratio, scale);

  const close = (shouldSave: boolean) => {
    if (isClosedRef.current) return;
    isClosedRef.current = true;
    if (shouldSave && value !== editable.text && element.id) {
      store.execute(setElementFields([{ id: element.id, fields: [{ path: editable.path, value }] }]));
    }
    onClose();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // The page's shortcuts (Delete, arrows, undo) must not act on the element while its text is typed.
    event.stopPropagation();
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(false);
    }
  };

  return (
    <textarea
      className={classes.textEditor}
      style={{
        ...getBoxStyle(getElementBox(element), scale),
        fontSize: style.fontSizePx,
        fontWeight: style.fontWeight,
        fontStyle: style.isItalic ? 'italic' : undefined,
        fontFamily: style.family ? `"${style.family}", Inter, "Noto Sans SC", sans-serif` : 'Inter, "Noto Sans SC", sans-serif',
        lineHeight: style.lineHeight,
        color: style.color,
        textAlign: style.align,
      }}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={handleKeyDown}
      onBlur={() => close(true)}
      onPointerDown={(event) => event.stopPropagation()}
      ref={(textarea) => {
        if (textarea && document.activeElement !== textarea) {
          textarea.focus();
          textarea.select();
        }
      }}
      aria-label={t('editor.canvas.editText')}
      data-testid="editor-text-editing"
    />
  );
}
