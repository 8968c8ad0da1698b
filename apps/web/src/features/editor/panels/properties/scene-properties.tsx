import { Stack, Switch } from '@mantine/core';
import { getWorkspaceDurationMs, setSceneFields, setVideoFields, workspaceLimits } from '@talkreel/timeline';
import { useTranslation } from 'react-i18next';
import { useEditorSnapshot, useEditorStore } from '../../hooks/use-editor.ts';
import { SubtitleCuesSection } from '../subtitle-cues-section.tsx';
import { toDisplaySeconds } from '../state/timing-changes.ts';
import { ColorField } from './color-field.tsx';
import { NumberField } from './number-field.tsx';
import { PropertySection } from './property-section.tsx';

/** Nothing selected: the current scene (background, length), the video (burnt-in subtitles, cover frame) and the scene's captions. */
export function SceneProperties() {
  const { t } = useTranslation();
  const store = useEditorStore();
  const { workspace } = useEditorSnapshot();
  const scene = store.scene;
  const sceneId = scene.id!;
  return (
    <Stack gap="md">
      <PropertySection title={t('editor.panels.properties.scene')} testId="section-scene">
        <ColorField
          label={t('editor.panels.properties.sceneBackground')}
          testId="prop-scene-bg"
          value={scene.bg_color}
          isClearable={false}
          onValue={(color, gesture) => color !== undefined && store.execute(setSceneFields(sceneId, { bg_color: color }), { gesture })}
        />
        <NumberField
          label={t('editor.panels.properties.sceneDuration')}
          testId="prop-scene-duration"
          value={toDisplaySeconds(scene.duration)}
          min={0.1}
          max={workspaceLimits.maxDurationMs / 1000}
          step={0.1}
          decimals={1}
          onValue={(seconds, gesture) => store.execute(setSceneFields(sceneId, { duration: Math.round(seconds * 1000) }), { gesture })}
        />
      </PropertySection>
      <PropertySection title={t('editor.panels.properties.video')} testId="section-video">
        <Switch
          label={t('editor.panels.properties.renderSubtitle')}
          data-testid="prop-render-subtitle"
          size="sm"
          checked={workspace.render_subtitle}
          onChange={(event) => store.execute(setVideoFields({ render_subtitle: event.currentTarget.checked }))}
        />
        <NumberField
          label={t('editor.panels.properties.coverTime')}
          testId="prop-cover-time"
          value={toDisplaySeconds(workspace.preview_cover_time)}
          min={0}
          max={toDisplaySeconds(getWorkspaceDurationMs(workspace))}
          step={0.1}
          decimals={1}
          onValue={(seconds, gesture) => store.execute(setVideoFields({ preview_cover_time: Math.round(seconds * 1000) }), { gesture })}
        />
      </PropertySection>
      <SubtitleCuesSection />
    </Stack>
  );
}
