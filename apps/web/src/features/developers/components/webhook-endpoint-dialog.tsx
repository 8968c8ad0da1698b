import { Alert, Button, Checkbox, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { webhookEventTypes, type WebhookEndpoint, type WebhookEventType } from '@talkreel/contract';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { useSaveWebhook } from '../hooks/use-webhook-mutations.ts';
import { failureMessage } from '../state/failure-message.ts';
import { checkWebhookForm, type WebhookFormProblems } from '../state/webhook-form.ts';

export interface WebhookEndpointDialogProps {
  /** The endpoint to edit; null adds one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}

/**
 * Add or edit an endpoint: its URL, a description and the events it gets
 * (and, when editing, whether it is on). Mounted per opening, so each starts
 * from the endpoint as it is. A refusal (a private address, too many
 * endpoints) shows the server's message in the dialog.
 */
export function WebhookEndpointDialog({ endpoint, onClose }: WebhookEndpointDialogProps) {
  const { t } = useTranslation();
  const saving = useSaveWebhook();
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [eventTypes, setEventTypes] = useState<WebhookEventType[]>(endpoint?.event_types ?? ['video.completed', 'video.failed']);
  const [isEnabled, setIsEnabled] = useState(endpoint?.enabled ?? true);
  const [problems, setProblems] = useState<WebhookFormProblems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWebhookForm({ url, description, eventTypes });
    setProblems(checked.problems ?? {});
    if (!checked.request) return;
    const input = endpoint ? { id: endpoint.id, request: { ...checked.request, enabled: isEnabled } } : { id: null, request: checked.request };
    saving.mutate(input, {
      onSuccess: () => {
        showSuccessToast(endpoint ? t('developers.webhooks.form.saved') : t('developers.webhooks.form.added'));
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={endpoint ? t('developers.webhooks.form.editTitle') : t('developers.webhooks.form.addTitle')} centered>
      <form onSubmit={submit} noValidate data-testid="webhook-form">
        <Stack gap="md">
          {saving.isError && (
            <Alert color="red" variant="light" data-testid="webhook-form-error">
              {failureMessage(saving.error, t('developers.loadFailed'))}
            </Alert>
          )}
          <TextInput
            label={t('developers.webhooks.form.url')}
            placeholder={t('developers.webhooks.form.urlPlaceholder')}
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
              setProblems((current) => ({ ...current, url: undefined }));
            }}
            error={problems.url ? t(`developers.webhooks.form.${problems.url}`) : null}
            required
            data-autofocus
            data-testid="webhook-url"
          />
          <TextInput
            label={t('developers.webhooks.form.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={200}
            data-testid="webhook-description"
          />
          <Checkbox.Group
            label={t('developers.webhooks.form.events')}
            value={eventTypes}
            onChange={(value) => {
              setEventTypes(webhookEventTypes.filter((type) => value.includes(type)));
              setProblems((current) => ({ ...current, eventTypes: undefined }));
            }}
            error={problems.eventTypes ? t(`developers.webhooks.form.${problems.eventTypes}`) : null}
            required
          >
            <Stack gap="xs" mt="xs">
              {webhookEventTypes.map((type) => (
                <Checkbox key={type} value={type} label={t(`developers.webhooks.event.${type}`)} data-testid={`webhook-event-${type}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          {endpoint && (
            <Switch
              label={t('developers.webhooks.form.enabled')}
              checked={isEnabled}
              onChange={(event) => setIsEnabled(event.currentTarget.checked)}
              data-testid="webhook-enabled"
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('developers.cancel')}
            </Button>
            <Button type="submit" loading={saving.isPending} data-testid="webhook-save">
              {t('developers.webhooks.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
