import { Alert, Button } from '@mantine/core';
import { isVisualElement, type Scene } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import type { MediaFailures } from '../../../ui/timeline-player/state/media-sources.ts';
import { speechKeySuffix } from '../../../ui/timeline-player/state/media-targets.ts';
import { getBoxStyle } from './selection-box.tsx';
import { getElementBox } from './use-canvas-drag.ts';
import classes from './editor-canvas.module.css';

export interface MediaProblemsProps {
  scene: Scene;
  failures: MediaFailures;
  scale: number;
  onRetry: () => void;
}

/**
 * Spec §5's messages over the box of each element of the scene whose file
 * did not load ('Media load error, please retry' with a retry, 'Failed to
 * display image'); a failed sound without a box (music, a speech preview)
 * gets a line at the top. The rest of the canvas keeps drawing.
 */
export function MediaProblems({ scene, failures, scale, onRetry }: MediaProblemsProps) {
  const { t } = useTranslation();
  if (failures.mediaKeys.length === 0 && failures.imagePaths.length === 0) return null;
  const failedKeys = new Set(failures.mediaKeys);
  const failedPaths = new Set(failures.imagePaths);
  const elements = scene.tracks.flatMap((track) => track.layers);
  const boxes = elements.flatMap((element) => {
    if (!isVisualElement(element) || !('path' in element) || !element.id) return [];
    if (failedKeys.has(element.id)) return [{ element, message: t('editor.canvas.mediaError'), canRetry: true }];
    if (failedPaths.has(element.path)) return [{ element, message: t('editor.canvas.imageError'), canRetry: true }];
    return [];
  });
  const hasSoundProblem = elements.some(
    (element) => element.id && ((element.type === 'music' && failedKeys.has(element.id)) || failedKeys.has(`${element.id}${speechKeySuffix}`)),
  );
  return (
    <>
      {boxes.map(({ element, message, canRetry }) => (
        <div
          key={element.id}
          role="alert"
          className={classes.problem}
          style={getBoxStyle(getElementBox(element), scale)}
          data-testid="editor-media-error"
          data-element-id={element.id}
        >
          <span>{message}</span>
          {canRetry && (
            <Button size="compact-xs" variant="white" onPointerDown={(event) => event.stopPropagation()} onClick={onRetry}>
              {t('editor.canvas.retry')}
            </Button>
          )}
        </div>
      ))}
      {hasSoundProblem && (
        <Alert className={classes.banner} color="red" variant="filled" p={6} role="alert" data-testid="editor-media-error">
          {t('editor.canvas.mediaError')}{' '}
          <Button size="compact-xs" variant="white" onPointerDown={(event) => event.stopPropagation()} onClick={onRetry}>
            {t('editor.canvas.retry')}
          </Button>
        </Alert>
      )}
    </>
  );
}
