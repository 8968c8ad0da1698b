import { Alert, Button, Grid, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { maxBatchRows } from '@talkreel/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { templateDetailQueryOptions } from '../api/template-query-options.ts';
import { BatchList } from '../components/batch-list.tsx';
import { CheckStep } from '../components/check-step.tsx';
import { ConfirmStep } from '../components/confirm-step.tsx';
import { SheetStep } from '../components/sheet-step.tsx';
import { TemplateStep } from '../components/template-step.tsx';
import { useBatchMedia } from '../hooks/use-batch-media.ts';
import { useBatchSheet } from '../hooks/use-batch-sheet.ts';
import { useCreateBatch } from '../hooks/use-create-batch.ts';
import { batchCreditTotal, batchRowCreditCost } from '../state/batch-credit-cost.ts';
import { findMissingFileNames, findOpenErrors, findReferencedFileNames, resolveRowValues } from '../state/sheet-media.ts';

const TEMPLATE_STEP = 0;
const SHEET_STEP = 1;
const CHECK_STEP = 2;
const CONFIRM_STEP = 3;

/**
 * `/batch-mode/add`: Template → Sheet → Check → Confirm. The template comes
 * from `?templateId=` when given; nothing is created before the credits
 * dialog, and then the batch page opens.
 */
export function BatchAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [searchParams, setSearchParams] = useSearchParams();
  const templateId = searchParams.get('templateId');
  const [step, setStep] = useState(TEMPLATE_STEP);
  const [previewRow, setPreviewRow] = useState(2);
  const [name, setName] = useState('');
  const detail = useQuery({ ...templateDetailQueryOptions(templateId ?? ''), enabled: templateId !== null });
  const template = detail.data;
  const sheetState = useBatchSheet(templateId);
  const media = useBatchMedia();
  const createBatch = useCreateBatch();

  const variables = useMemo(() => template?.variables ?? [], [template]);
  const rows = useMemo(() => sheetState.sheet?.rows ?? [], [sheetState.sheet]);
  const storedFiles = useMemo(() => sheetState.sheet?.files ?? {}, [sheetState.sheet]);
  const referencedNames = useMemo(() => findReferencedFileNames(rows, variables, storedFiles), [rows, variables, storedFiles]);
  const missingNames = findMissingFileNames(referencedNames, media.uploaded);
  const openErrors = useMemo(
    () => findOpenErrors(sheetState.sheet?.errors ?? [], rows, variables, media.uploaded),
    [sheetState.sheet, rows, variables, media.uploaded],
  );
  const rowCreditCost = batchRowCreditCost;
  const creditTotal = batchCreditTotal(rows.length, rowCreditCost);

  const chooseTemplate = (chosenId: string) => {
    if (chosenId === templateId) return;
    setSearchParams({ templateId: chosenId }, { replace: true });
    sheetState.reset();
    media.clear();
  };

  const blockingCount = openErrors.length > 0 ? openErrors.length : missingNames.length;
  const isSheetReady =
    sheetState.sheet !== null && !sheetState.isReading && media.uploading.length === 0 && rows.length > 0 && rows.length <= maxBatchRows && blockingCount === 0;
  const canContinue = step === TEMPLATE_STEP ? template !== undefined : step === SHEET_STEP ? isSheetReady : step === CHECK_STEP;

  const continueLabel =
    step === SHEET_STEP && sheetState.sheet && blockingCount > 0
      ? openErrors.length > 0
        ? t('batch.sheet.continueBlocked', { count: blockingCount })
        : t('batch.media.missingCount', { count: blockingCount })
      : t('batch.continue');

  const start = async () => {
    if (!templateId || !template) return;
    const projectId = await createBatch
      .start(
        {
          template_id: templateId,
          name: name.trim() === '' ? undefined : name.trim(),
          rows: rows.map((row) => ({ row: row.row, values: resolveRowValues(row.values, variables, media.uploaded, 'create') })),
        },
        {
          total: creditTotal,
          title: t('batch.confirm.creditsTitle', { count: rows.length }),
          description: t('batch.confirm.creditsDescription', { count: rows.length, perRow: rowCreditCost }),
        },
      )
      .catch(() => null);
    if (projectId) void navigate(`/batch-mode/${projectId}`);
  };

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1200} data-testid="batch-add-page">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {t('batch.title')}
        </Title>
        <Text c="dimmed">{t('batch.subtitle')}</Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="lg">
            <Stepper
              active={step}
              onStepClick={(target) => target < step && setStep(target)}
              allowNextStepsSelect={false}
              orientation={isPhone ? 'vertical' : 'horizontal'}
              size="sm"
              data-testid="batch-stepper"
              data-step={step}
            >
              <Stepper.Step label={t('batch.steps.template')} description={t('batch.steps.templateDescription')}>
                <TemplateStep templateId={templateId} onChoose={chooseTemplate} />
              </Stepper.Step>
              <Stepper.Step label={t('batch.steps.sheet')} description={t('batch.steps.sheetDescription')}>
                {template ? (
                  <SheetStep
                    template={template}
                    sheetState={sheetState}
                    media={media}
                    referencedNames={referencedNames}
                    missingNames={missingNames}
                    openErrors={openErrors}
                  />
                ) : null}
              </Stepper.Step>
              <Stepper.Step label={t('batch.steps.check')} description={t('batch.steps.checkDescription')}>
                {template ? (
                  <CheckStep
                    template={template}
                    rows={rows}
                    uploaded={media.uploaded}
                    storedFiles={storedFiles}
                    previewRow={previewRow}
                    onPreviewRowChange={setPreviewRow}
                  />
                ) : null}
              </Stepper.Step>
              <Stepper.Step label={t('batch.steps.confirm')} description={t('batch.steps.confirmDescription')}>
                {template ? (
                  <ConfirmStep
                    templateName={template.name}
                    rowCount={rows.length}
                    rowCreditCost={rowCreditCost}
                    creditTotal={creditTotal}
                    name={name}
                    onNameChange={setName}
                  />
                ) : null}
              </Stepper.Step>
            </Stepper>
            {templateId && detail.isPending ? <Loader size="sm" /> : null}
            {templateId && detail.isError ? <Alert color="red">{t('batch.template.detailFailed')}</Alert> : null}
            <Group justify="space-between" gap="sm">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => setStep(step - 1)}
                disabled={step === TEMPLATE_STEP || createBatch.isPending}
                data-testid="batch-back"
              >
                {t('batch.back')}
              </Button>
              {step < CONFIRM_STEP ? (
                <Button
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  onClick={() => setStep(step + 1)}
                  disabled={!canContinue}
                  data-testid="batch-continue"
                  data-blocking={step === SHEET_STEP ? blockingCount : undefined}
                >
                  {continueLabel}
                </Button>
              ) : (
                <Button
                  leftSection={<IconPlayerPlay size={16} aria-hidden />}
                  onClick={() => void start()}
                  loading={createBatch.isPending}
                  disabled={!isSheetReady}
                  data-testid="batch-start"
                >
                  {t('batch.confirm.start', { count: rows.length })}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <BatchList />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
