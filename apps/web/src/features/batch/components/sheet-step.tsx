import { Alert, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { batchDownloadPaths, maxBatchRows, type BatchRowError, type TemplateDetail } from '@talkreel/contract';
import { API_BASE_PATH } from '../../../api/api-request.ts';
import { useTranslation } from 'react-i18next';
import type { BatchMedia } from '../hooks/use-batch-media.ts';
import type { BatchSheetState } from '../hooks/use-batch-sheet.ts';
import { sampleCsvFileName } from '../state/batch-file-names.ts';
import { SHEET_EXTENSIONS } from '../state/check-sheet-file.ts';
import { isSameMapping } from '../state/sheet-mapping.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { MappingEditor } from './mapping-editor.tsx';
import { MediaFilesPanel } from './media-files-panel.tsx';
import { SheetErrorsList } from './sheet-errors-list.tsx';
import { SheetRowsTable } from './sheet-rows-table.tsx';

const SHEET_ACCEPT = [...SHEET_EXTENSIONS, 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].join(',');

export interface SheetStepProps {
  template: TemplateDetail;
  sheetState: BatchSheetState;
  media: BatchMedia;
  referencedNames: readonly string[];
  missingNames: readonly string[];
  openErrors: readonly BatchRowError[];
}

/** Step 2: the sample, the sheet's drop zone, the column mapping, the files it names, its errors and its rows. */
export function SheetStep({ template, sheetState, media, referencedNames, missingNames, openErrors }: SheetStepProps) {
  const { t } = useTranslation();
  const { sheet, file, refusal, isReading } = sheetState;

  return (
    <Stack gap="lg" data-testid="batch-sheet-step">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Text fw={600}>{t('batch.sheet.sampleTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('batch.sheet.sampleHint', { max: maxBatchRows })}
            </Text>
          </Stack>
          <Button
            component="a"
            href={`${API_BASE_PATH}${batchDownloadPaths.sampleCsv}?${new URLSearchParams({ template_id: template.id }).toString()}`}
            download={sampleCsvFileName(template.name)}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid="batch-sample-csv"
          >
            {t('batch.sheet.downloadSample')}
          </Button>
        </Group>
      </Paper>

      <FileDropZone
        title={t('batch.sheet.dropTitle')}
        hint={t('batch.sheet.dropHint', { max: maxBatchRows })}
        buttonLabel={file ? t('batch.sheet.replaceFile') : t('batch.sheet.chooseFile')}
        accept={SHEET_ACCEPT}
        isDisabled={isReading}
        onFiles={([picked]) => {
          // Files added stay: a sheet fixed and read again names the same files.
          if (picked) sheetState.choose(picked);
        }}
        testId="batch-sheet-drop"
      >
        {isReading && file ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t('batch.sheet.reading', { name: file.name })}</Text>
          </Group>
        ) : null}
        {!isReading && file && sheet ? (
          <Group gap={6}>
            <IconFileSpreadsheet size={16} aria-hidden />
            <Text size="sm" data-testid="batch-sheet-file">
              {t('batch.sheet.fileRead', { name: file.name, count: sheet.rows.length })}
            </Text>
          </Group>
        ) : null}
      </FileDropZone>
      {refusal ? (
        <Alert color="red" variant="light" role="alert" data-testid="batch-sheet-refusal">
          {refusal.reason === 'type'
            ? t('batch.sheet.wrongType', { name: refusal.name })
            : refusal.reason === 'too-large'
              ? t('batch.sheet.tooLarge', { name: refusal.name })
              : t('batch.sheet.empty', { name: refusal.name })}
        </Alert>
      ) : null}

      {sheet ? (
        <>
          <MappingEditor
            variables={template.variables}
            columns={sheet.columns}
            mapping={sheet.mapping}
            unusedColumns={sheet.unused_columns}
            isReading={isReading}
            onChange={(mapping) => {
              if (!isSameMapping(mapping, sheet.mapping)) sheetState.remap(mapping);
            }}
          />
          <Divider />
          <MediaFilesPanel referencedNames={referencedNames} missingNames={missingNames} media={media} />
          <Divider />
          <Stack gap="xs">
            <Title order={4}>{t('batch.sheet.rowsTitle')}</Title>
            {sheet.rows.length === 0 ? (
              <Alert color="orange">{t('batch.sheet.noRows')}</Alert>
            ) : sheet.rows.length > maxBatchRows ? (
              <Alert color="red">{t('batch.sheet.tooManyRows', { count: sheet.rows.length, max: maxBatchRows })}</Alert>
            ) : null}
            <SheetErrorsList errors={openErrors} />
            {sheet.rows.length > 0 ? <SheetRowsTable rows={sheet.rows} variables={template.variables} errors={openErrors} /> : null}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
