import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PodcastCreateView } from '../components/podcast-create-view.tsx';
import { ScriptEditorView } from '../components/script-editor-view.tsx';
import { PODCAST_ROUTE_PARAM } from '../../../ui/handover/podcast-document-handover.ts';
import { readPodcastFormDocument, readPodcastRouteParam } from '../state/podcast-route-param.ts';

/**
 * `/video-podcast`: without a parameter the podcast form; with the spec's
 * single encoded JSON parameter, that podcast's script editor (or, with a
 * document and no project, the form on that document).
 */
export function PodcastPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const value = searchParams.get(PODCAST_ROUTE_PARAM);
  const param = readPodcastRouteParam(value);
  const document = readPodcastFormDocument(value);
  useDocumentTitle(`${t('podcast.title')} · ${t('app.name')}`);
  if (param) return <ScriptEditorView key={param.project_id} param={param} />;
  return <PodcastCreateView key={document?.path ?? ''} initialDocument={document} />;
}
