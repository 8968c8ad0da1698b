import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  AvatarAgeSchema,
  AvatarEthnicitySchema,
  BusinessCode,
  avatarCreditCost,
  lookGenerationCreditCost,
  lookPromptMaxCharacters,
  LookStyleSchema,
  type AvatarAge,
  type AvatarEthnicity,
  type AvatarGender,
  type DigitalPerson,
  type LookStyle,
} from '@talkreel/contract';
import { isApiError } from '../../../api/api-error.ts';
import { publishApiError } from '../../../api/api-error-events.ts';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { AVATAR_QUERY_KEYS, createAvatarFromLook, freeTrialsQueryOptions, generateLooks, lookTaskQueryOptions } from '../api/avatar-requests.ts';
import { CharacterDialog } from '../components/character-dialog.tsx';
import { FaceReferencePopover } from '../components/face-reference-popover.tsx';
import { PromptGeneratorDialog } from '../components/prompt-generator-dialog.tsx';
import { UploadPhotoDialog } from '../components/upload-photo-dialog.tsx';
import { referenceFields, type LookReference } from '../state/look-reference.ts';
import { longVideoLink } from '../state/long-video-link.ts';

/**
 * The look wizard (`/create-aigc-avatar`, query unique_id = task id and
 * output_index = chosen picture): step 1 'Set your Avatar Look', step 2
 * 'Choose Your Preferred Look' with the four pictures, then 'Create Avatar'.
 */
export function LookWizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const { status, user } = useSession();
  useDocumentTitle(`${t('avatars.wizard.title')} · ${t('app.name')}`);
  const [style, setStyle] = useState<LookStyle>('professional');
  const [gender, setGender] = useState<AvatarGender>('female');
  const [age, setAge] = useState<AvatarAge>('adult');
  const [ethnicity, setEthnicity] = useState<AvatarEthnicity>('any');
  const [detail, setDetail] = useState('');
  const [background, setBackground] = useState('');
  const [aspectRatio, setAspectRatio] = useState<0 | 1>(0);
  const [reference, setReference] = useState<LookReference | null>(null);
  const [dialog, setDialog] = useState<'character' | 'upload' | null>(null);
  const [promptType, setPromptType] = useState<1 | 2 | null>(null);
  const [isGenerating, setIsGenerating] = useState(false);
  const [name, setName] = useState('');
  const [isCreatingAvatar, setIsCreatingAvatar] = useState(false);
  const [avatar, setAvatar] = useState<DigitalPerson | null>(null);
  const taskId = searchParams.get('unique_id');
  const selected = Number(searchParams.get('output_index') ?? 0) || 0;
  const task = useQuery({ ...lookTaskQueryOptions(taskId ?? ''), enabled: Boolean(taskId) });
  const trials = useQuery({ ...freeTrialsQueryOptions(), enabled: status !== 'loading' });
  const isFree = user?.planInfo.plan === 'Free';
  const trialsLeft = trials.data ?? 0;
  const outputs = task.data?.status === 'done' ? task.data.output_url : [];
  const isRunning = Boolean(taskId) && (!task.data || ['queued', 'running'].includes(task.data.status));

  useEffect(() => {
    if (task.data?.status === 'done') void queryClient.invalidateQueries({ queryKey: AVATAR_QUERY_KEYS.freeTrials });
  }, [queryClient, task.data?.status]);

  const select = (index: number) => setSearchParams({ unique_id: taskId ?? '', output_index: String(index) }, { replace: true });

  const generate = async () => {
    if (isGenerating) return;
    if (trialsLeft === 0 && status === 'user') {
      if (!(await confirmCredits({ title: t('avatars.wizard.creditsTitle'), creditsNeeded: lookGenerationCreditCost }))) return;
    }
    setIsGenerating(true);
    try {
      const id = await generateLooks({
        gender,
        age,
        origin: ethnicity,
        preset_style: style,
        detail,
        background,
        aspect_ratio: aspectRatio,
        ...referenceFields(reference),
      });
      setAvatar(null);
      setSearchParams({ unique_id: id, output_index: '0' });
      void queryClient.invalidateQueries({ queryKey: AVATAR_QUERY_KEYS.freeTrials });
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
    } catch (error) {
      // Spec §8: 4101 asks a guest to sign in and a user to pay.
      if (isApiError(error) && error.code === BusinessCode.lookNotAllowed) {
        if (status !== 'user') await openLogin();
        else void navigate('/?action=buy&source=upgrade');
      } else if (isApiError(error)) publishApiError(error);
    } finally {
      setIsGenerating(false);
    }
  };

  const createAvatar = async () => {
    if (!taskId || isCreatingAvatar) return;
    if (status !== 'user' && !(await openLogin())) return;
    // The avatar and its welcome clip cost a credit (the spec's avatar dialogs pass 1).
    if (!(await confirmCredits({ title: t('avatars.wizard.createAvatarCreditsTitle'), creditsNeeded: avatarCreditCost }))) return;
    setIsCreatingAvatar(true);
    try {
      setAvatar(await createAvatarFromLook(taskId, selected, name.trim() || undefined));
      void queryClient.invalidateQueries({ queryKey: AVATAR_QUERY_KEYS.digitalPersons });
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsCreatingAvatar(false);
    }
  };

  const promptField = (which: 'detail' | 'background') => {
    const value = which === 'detail' ? detail : background;
    const set = which === 'detail' ? setDetail : setBackground;
    return (
      <Stack gap={6}>
        <Textarea
          value={value}
          onChange={(event) => set(event.currentTarget.value.slice(0, lookPromptMaxCharacters))}
          placeholder={t(which === 'detail' ? 'avatars.wizard.appearancePlaceholder' : 'avatars.wizard.backgroundPlaceholder')}
          autosize
          minRows={3}
          maxLength={lookPromptMaxCharacters}
          aria-label={t(which === 'detail' ? 'avatars.wizard.appearance' : 'avatars.wizard.background')}
          data-testid={`look-${which}`}
        />
        <Group justify="space-between">
          <Button size="xs" variant="light" onClick={() => setPromptType(which === 'detail' ? 1 : 2)} data-testid={`look-${which}-generator`}>
            {t('avatars.wizard.promptGenerator')}
          </Button>
          <Text size="xs" c="dimmed">
            {value.length}/{lookPromptMaxCharacters}
          </Text>
        </Group>
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1300} data-testid="look-wizard">
      <Text size="sm" c="dimmed">
        {t('avatars.engineNote')}
      </Text>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card>
            <Stack gap="md">
              <Title order={1} fz={22}>
                {t('avatars.wizard.title')}
              </Title>
              <Radio.Group label={t('avatars.wizard.styleLabel')} value={style} onChange={(value) => setStyle(value as LookStyle)}>
                <SimpleGrid cols={2} spacing="xs" mt={6}>
                  {LookStyleSchema.options.map((option) => (
                    <Radio.Card key={option} value={option} p="sm" radius="md" data-testid={`look-style-${option}`}>
                      <Group wrap="nowrap" align="flex-start" gap="xs">
                        <Radio.Indicator />
                        <div>
                          <Text fw={600} size="sm">
                            {t(`avatars.wizard.styles.${option}.name`)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(`avatars.wizard.styles.${option}.description`)}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
              <Group grow align="flex-end">
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('avatars.wizard.gender')}
                  </Text>
                  <SegmentedControl
                    data={[
                      { value: 'female', label: t('avatars.gallery.genders.female') },
                      { value: 'male', label: t('avatars.gallery.genders.male') },
                    ]}
                    value={gender}
                    onChange={(value) => setGender(value as AvatarGender)}
                  />
                </Stack>
                <Select
                  label={t('avatars.wizard.ethnicity')}
                  data={AvatarEthnicitySchema.options.map((value) => ({ value, label: t(`avatars.wizard.ethnicities.${value}`) }))}
                  value={ethnicity}
                  onChange={(value) => setEthnicity((value ?? 'any') as AvatarEthnicity)}
                  allowDeselect={false}
                />
              </Group>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('avatars.wizard.age')}
                </Text>
                <SegmentedControl
                  data={AvatarAgeSchema.options.map((value) => ({ value, label: t(`avatars.wizard.ages.${value}`) }))}
                  value={age}
                  onChange={(value) => setAge(value as AvatarAge)}
                />
              </Stack>
              <Tabs defaultValue="detail">
                <Tabs.List>
                  <Tabs.Tab value="detail">{t('avatars.wizard.appearance')}</Tabs.Tab>
                  <Tabs.Tab value="background">{t('avatars.wizard.background')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="detail" pt="xs">
                  {promptField('detail')}
                </Tabs.Panel>
                <Tabs.Panel value="background" pt="xs">
                  {promptField('background')}
                </Tabs.Panel>
              </Tabs>
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t('avatars.wizard.reference')}
                </Text>
                <FaceReferencePopover reference={reference} onChoose={() => setDialog('character')} onDelete={() => setReference(null)} />
                {!reference && (
                  <Text size="xs" c="dimmed">
                    {t('avatars.wizard.referenceNone')}
                  </Text>
                )}
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('avatars.wizard.aspectRatio')}
                </Text>
                <SegmentedControl
                  data={[
                    { value: '0', label: '9:16' },
                    { value: '1', label: '16:9' },
                  ]}
                  value={String(aspectRatio)}
                  onChange={(value) => setAspectRatio(value === '1' ? 1 : 0)}
                />
              </Stack>
              <Button size="md" onClick={() => void generate()} loading={isGenerating} data-testid="look-generate">
                <Group gap="xs">
                  {t('avatars.wizard.generate')}
                  {isFree && trialsLeft > 0 && (
                    <Badge color="yellow" variant="filled" size="sm" data-testid="look-free-trials">
                      {t('avatars.wizard.freeTrials', { count: trialsLeft })}
                    </Badge>
                  )}
                </Group>
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card data-testid="look-results" data-status={task.data?.status ?? (taskId ? 'loading' : 'empty')}>
            <Stack gap="md">
              <Title order={2} fz={20}>
                {t('avatars.wizard.resultTitle')}
              </Title>
              {!taskId && (
                <Text c="dimmed" ta="center" py={60}>
                  {t('avatars.wizard.empty')}
                </Text>
              )}
              {isRunning && (
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    {t('avatars.wizard.creating')}
                  </Text>
                  <Skeleton height={360} radius="md" data-testid="look-skeleton" />
                  <SimpleGrid cols={4} spacing="xs">
                    {Array.from({ length: 4 }, (_, index) => (
                      <Skeleton key={index} height={90} radius="md" />
                    ))}
                  </SimpleGrid>
                </Stack>
              )}
              {task.data?.status === 'failed' && (
                <Text c="red" data-testid="look-failed">
                  {t('avatars.wizard.failed')}: {task.data.error}
                </Text>
              )}
              {outputs.length > 0 && (
                <Stack gap="sm">
                  {task.data?.note && (
                    <Text size="sm" c="orange" data-testid="look-note">
                      {task.data.note}
                    </Text>
                  )}
                  <Group justify="center">
                    <Image
                      src={outputs[selected] ?? outputs[0]}
                      alt={t('avatars.wizard.selectedLookAlt', { number: (outputs[selected] ? selected : 0) + 1, count: outputs.length })}
                      mah={460}
                      w="auto"
                      radius="md"
                      fit="contain"
                      data-testid="look-preview"
                    />
                  </Group>
                  <SimpleGrid cols={4} spacing="xs">
                    {outputs.map((url, index) => (
                      <UnstyledButton
                        key={url}
                        onClick={() => select(index)}
                        aria-pressed={index === selected}
                        data-testid="look-thumbnail"
                        style={{ outline: index === selected ? '3px solid var(--mantine-primary-color-filled)' : 'none', borderRadius: 8 }}
                      >
                        <AspectRatio ratio={task.data?.aspect_ratio === 1 ? 16 / 9 : 9 / 16}>
                          <Image src={url} alt={t('avatars.wizard.lookAlt', { number: index + 1 })} radius="md" />
                        </AspectRatio>
                      </UnstyledButton>
                    ))}
                  </SimpleGrid>
                  {avatar ? (
                    <Stack gap="xs" data-testid="look-avatar-created">
                      <Text fw={600}>{t('avatars.wizard.created')}</Text>
                      <Button component={Link} to={longVideoLink(avatar, { isPublic: false, isHome: false })}>
                        {t('avatars.wizard.makeVideo')}
                      </Button>
                    </Stack>
                  ) : (
                    <Group align="flex-end" wrap="wrap">
                      <TextInput label={t('avatars.wizard.nameLabel')} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={60} />
                      <Button onClick={() => void createAvatar()} loading={isCreatingAvatar} data-testid="look-create-avatar">
                        {t('avatars.wizard.createAvatar')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <CharacterDialog
        opened={dialog === 'character'}
        onClose={() => setDialog(null)}
        onUpload={() => setDialog('upload')}
        onConfirm={(chosen) => {
          setReference(chosen);
          setDialog(null);
        }}
      />
      <UploadPhotoDialog
        opened={dialog === 'upload'}
        onClose={() => setDialog(null)}
        onChoose={(chosen) => {
          setReference(chosen);
          setDialog(null);
        }}
      />
      <PromptGeneratorDialog
        type={promptType}
        onClose={() => setPromptType(null)}
        onUse={(prompt) => (promptType === 2 ? setBackground(prompt) : setDetail(prompt))}
      />
    </Stack>
  );
}
