import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PodcastCreateView } from '../components/podcast-create-view.tsx';
import { ScriptEditorView } from '../components/script-editor-view.tsx';
import { PODCAST_ROUTE_PARAM, readPodcastRouteParam } from '../state/podcast-route-param.ts';

/**
 * `/video-podcast`: without a parameter the podcast form; with the spec's
 * single encoded JSON parameter, that podcast's script editor.
 */
export function PodcastPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const param = readPodcastRouteParam(searchParams.get(PODCAST_ROUTE_PARAM));
  useDocumentTitle(`${t('podcast.title')} · ${t('app.name')}`);
  return param ? <ScriptEditorView key={param.project_id} param={param} /> : <PodcastCreateView />;
}
