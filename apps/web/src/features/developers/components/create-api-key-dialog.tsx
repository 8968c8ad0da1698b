import { Alert, Button, Checkbox, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeyScopes, type ApiKeyScope } from '@talkreel/contract';
import { useCreateApiKey } from '../hooks/use-api-key-mutations.ts';
import { apiKeyExpiryChoices, checkApiKeyForm, type ApiKeyExpiryChoice, type ApiKeyFormProblems } from '../state/api-key-form.ts';
import { failureMessage } from '../state/failure-message.ts';
import { CopyValueButton } from './copy-value-button.tsx';

export interface CreateApiKeyDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The key just made, shown this once with a copy button and a warning that it cannot be shown again. */
function CreatedKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="api-key-created">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        {t('developers.apiKeys.newKey.warning')}
      </Alert>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="api-key-created-secret">
          {apiKey}
        </Code>
        <CopyValueButton value={apiKey} testId="api-key-copy" />
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone} data-autofocus data-testid="api-key-created-done">
          {t('developers.apiKeys.newKey.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Create: a name, scopes and a lifetime, checked here; then the key, once. A refusal shows the server's message in the dialog. */
export function CreateApiKeyDialog({ isOpen, onClose }: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  const creation = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expiry, setExpiry] = useState<ApiKeyExpiryChoice>('never');
  const [problems, setProblems] = useState<ApiKeyFormProblems>({});
  const createdKey = creation.data?.key ?? null;

  const close = () => {
    onClose();
    creation.reset();
    setName('');
    setScopes(['read']);
    setExpiry('never');
    setProblems({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkApiKeyForm({ name, scopes, expiry });
    setProblems(checked.problems ?? {});
    if (checked.request) creation.mutate(checked.request);
  };

  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={createdKey ? t('developers.apiKeys.newKey.title') : t('developers.apiKeys.form.title')}
      centered
      closeOnClickOutside={!createdKey}
    >
      {createdKey ? (
        <CreatedKey apiKey={createdKey} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate data-testid="api-key-form">
          <Stack gap="md">
            {creation.isError && (
              <Alert color="red" variant="light" data-testid="api-key-form-error">
                {failureMessage(creation.error, t('developers.loadFailed'))}
              </Alert>
            )}
            <TextInput
              label={t('developers.apiKeys.form.name')}
              placeholder={t('developers.apiKeys.form.namePlaceholder')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setProblems((current) => ({ ...current, name: undefined }));
              }}
              error={problems.name ? t(`developers.apiKeys.form.${problems.name}`) : null}
              maxLength={80}
              required
              data-autofocus
              data-testid="api-key-name"
            />
            <Checkbox.Group
              label={t('developers.apiKeys.form.scopes')}
              value={scopes}
              onChange={(value) => {
                setScopes(apiKeyScopes.filter((scope) => value.includes(scope)));
                setProblems((current) => ({ ...current, scopes: undefined }));
              }}
              error={problems.scopes ? t(`developers.apiKeys.form.${problems.scopes}`) : null}
              required
            >
              <Stack gap="xs" mt="xs">
                {apiKeyScopes.map((scope) => (
                  <Checkbox key={scope} value={scope} label={t(`developers.apiKeys.scope.${scope}`)} data-testid={`api-key-scope-${scope}`} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Select
              label={t('developers.apiKeys.form.expiry')}
              data={apiKeyExpiryChoices.map((choice) => ({
                value: choice,
                label: choice === 'never' ? t('developers.apiKeys.form.expiryNever') : t('developers.apiKeys.form.expiryDays', { count: Number(choice) }),
              }))}
              value={expiry}
              onChange={(value) => setExpiry((value as ApiKeyExpiryChoice | null) ?? 'never')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="api-key-expiry"
            />
            <Text size="xs" c="dimmed">
              {t('developers.apiKeys.intro')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('developers.cancel')}
              </Button>
              <Button type="submit" loading={creation.isPending} data-testid="api-key-submit">
                {t('developers.apiKeys.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
