import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessageCircle, IconMicrophone2, IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './login-promo-panel.module.css';

/** Heights of the voice-wave bars in the drawn video frame, in px. */
const WAVE_BAR_HEIGHTS_PX = [8, 14, 20, 12, 18, 9, 15, 6];

/** The drawn presenter: a talking head with subtitles, a voice wave and a play badge; pure CSS, nothing downloaded. */
function PresenterFrame() {
  return (
    <div className={classes.frame} aria-hidden>
      <div className={classes.wave}>
        {WAVE_BAR_HEIGHTS_PX.map((heightPx, index) => (
          <span key={index} className={classes.waveBar} style={{ height: heightPx }} />
        ))}
      </div>
      <span className={classes.play}>
        <IconPlayerPlayFilled size={14} />
      </span>
      <div className={classes.head} />
      <div className={classes.shoulders} />
      <div className={classes.subtitle}>
        <span className={classes.subtitleLine} style={{ width: '100%' }} />
        <span className={classes.subtitleLine} style={{ width: '70%' }} />
      </div>
    </div>
  );
}

/** The login dialog's left column: product name, the spec's tagline and what the product makes. */
export function LoginPromoPanel() {
  const { t } = useTranslation();
  const highlights = [
    { icon: IconPhoto, text: t('auth.promo.talkingPhoto') },
    { icon: IconMessageCircle, text: t('auth.promo.podcast') },
    { icon: IconMicrophone2, text: t('auth.promo.script') },
  ];

  return (
    <Stack className={classes.panel} gap="lg" justify="space-between" visibleFrom="sm" data-testid="login-promo-panel">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={30} radius="md" color="white" c="brand" aria-hidden>
          <IconPlayerPlayFilled size={16} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {t('app.name')}
        </Text>
      </Group>
      <PresenterFrame />
      <Text fw={700} fz={24} lh={1.25}>
        {t('app.tagline')}
      </Text>
      <Stack gap={10}>
        {highlights.map(({ icon: HighlightIcon, text }) => (
          <Group key={text} gap={10} wrap="nowrap" align="flex-start">
            <HighlightIcon size={18} stroke={1.8} style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
            <Text size="sm" c="rgba(255, 255, 255, 0.88)">
              {text}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
