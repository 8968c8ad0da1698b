import { Alert, Grid, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { BatchRow, TemplateDetail } from '@talkreel/contract';
import { useTranslation } from 'react-i18next';
import { TimelinePlayer } from '../../../ui/timeline-player/components/timeline-player.tsx';
import { getCoverFrameTimeMs } from '../../../ui/timeline-player/state/cover-frame-time.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { useRowPreview } from '../hooks/use-row-preview.ts';
import type { StoredSheetFiles, UploadedMediaByName } from '../state/sheet-media.ts';

/** Characters of a row's first value shown in the row picker. */
const SUMMARY_CHARACTERS = 40;
/** Widest the preview player gets, CSS px. */
const PLAYER_WIDTH_PX = 560;

export interface CheckStepProps {
  template: TemplateDetail;
  rows: readonly BatchRow[];
  uploaded: UploadedMediaByName;
  /** Files the server found for media cells (fetched links, known names). */
  storedFiles: StoredSheetFiles;
  previewRow: number;
  onPreviewRowChange: (row: number) => void;
}

/** Step 3: any row filled into the template and played in the browser, with the values it uses. */
export function CheckStep({ template, rows, uploaded, storedFiles, previewRow, onPreviewRowChange }: CheckStepProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const row = rows.find((candidate) => candidate.row === previewRow) ?? rows[0];
  const preview = useRowPreview(template, row, uploaded, storedFiles);
  const firstKey = template.variables[0]?.key;
  const rowOptions = rows.map((candidate) => ({
    value: String(candidate.row),
    label: t('batch.check.rowOption', {
      row: candidate.row,
      summary: (firstKey ? (candidate.values[firstKey] ?? '') : '').slice(0, SUMMARY_CHARACTERS) || '—',
    }),
  }));
  const labelOfKey = new Map(template.variables.map((variable) => [variable.key, variable.label]));

  return (
    <Stack gap="md" data-testid="batch-check-step">
      <Title order={4}>{t('batch.check.title')}</Title>
      <Select
        label={t('batch.check.pickRow')}
        data={rowOptions}
        value={row ? String(row.row) : null}
        onChange={(value) => value && onPreviewRowChange(Number(value))}
        searchable
        allowDeselect={false}
        maw={420}
        data-testid="batch-preview-row"
      />
      {row && preview ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {preview.state === 'ready' ? (
              <Stack gap="xs" data-testid="batch-row-preview" data-row={row.row}>
                <TimelinePlayer
                  key={row.row}
                  workspace={preview.workspace}
                  width={PLAYER_WIDTH_PX}
                  initialTimeMs={getCoverFrameTimeMs(preview.workspace)}
                  hasWatermark={user ? !user.planInfo.can_remove_watermark : false}
                />
                <Text size="xs" c="dimmed">
                  {t('batch.check.previewHint')}
                </Text>
                {preview.keptAvatarKeys.length > 0 ? (
                  <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="batch-preview-avatar-note">
                    {t('batch.check.avatarKept', { keys: preview.keptAvatarKeys.map((key) => labelOfKey.get(key) ?? key).join(', ') })}
                  </Alert>
                ) : null}
              </Stack>
            ) : (
              <Alert color="red" data-testid="batch-row-preview-failed">
                {t('batch.check.previewFailed', { message: preview.message })}
              </Alert>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="xs">
              <Text fw={600}>{t('batch.check.valuesTitle', { row: row.row })}</Text>
              <Table.ScrollContainer minWidth={280} type="native">
                <Table withTableBorder verticalSpacing={4}>
                  <Table.Tbody>
                    {template.variables.map((variable) => {
                      const value = row.values[variable.key]?.trim() ?? '';
                      return (
                        <Table.Tr key={variable.key}>
                          <Table.Th w="40%">{variable.label}</Table.Th>
                          <Table.Td style={{ wordBreak: 'break-word' }}>
                            {value === '' ? (
                              <Text size="sm" c="dimmed">
                                {variable.default} {t('batch.check.defaultMarker')}
                              </Text>
                            ) : (
                              <Text size="sm">{storedFiles[value]?.name ?? value}</Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
