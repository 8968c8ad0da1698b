import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './editor-layout.module.css';

/** The editor's shape while its workspace loads. */
export function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={classes.layout} aria-busy="true" aria-label={t('editor.loading')} data-testid="editor-loading">
      <Skeleton className={classes.toolbar} height={44} />
      <Skeleton className={classes.scenes} />
      <Skeleton className={classes.canvas} />
      <Skeleton className={classes.properties} />
      <Skeleton className={classes.timeline} />
    </div>
  );
}
