import { BusinessCode } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { publishApiError } from '../../../api/api-error-events.ts';
import { isApiError } from '../../../api/api-error.ts';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { TRANSLATION_QUERY_KEYS } from '../api/translation-query-options.ts';
import { createTranslation, quoteTranslation } from '../api/translation-requests.ts';
import { toTranslationRequest, type TranslationForm, type TranslationSourceChoice } from '../state/translation-form.ts';
import { translationRecordPath } from '../state/translation-path.ts';

export interface StartTranslation {
  start: (form: TranslationForm & { source: TranslationSourceChoice }) => Promise<void>;
  isStarting: boolean;
}

const MS_PER_MINUTE = 60_000;

/**
 * 'Translate': a guest signs in first; POST quote reads the video and prices
 * it; the credits dialog shows that price; POST create debits it and starts
 * the work; the page moves to the record. A balance that fell short between
 * the dialog and the create is read again and the dialog shows the shortage.
 */
export function useStartTranslation(): StartTranslation {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [isStarting, setIsStarting] = useState(false);

  const start = async (form: TranslationForm & { source: TranslationSourceChoice }) => {
    if (isStarting) return;
    if (status !== 'user' && !(await openLogin())) return;
    setIsStarting(true);
    try {
      const body = toTranslationRequest(form);
      const quote = await quoteTranslation(body);
      const credits = {
        title: t('videoTranslation.credits.title'),
        description: t('videoTranslation.credits.description', {
          minutes: Math.max(1, Math.ceil(quote.duration_ms / MS_PER_MINUTE)),
          count: form.targetLanguages.length,
        }),
        creditsNeeded: quote.credits,
      };
      // A Talkreel video is paid now; an upload when it is dubbed, after its transcript is reviewed.
      if (body.source.type === 'project' && !(await confirmCredits(credits))) return;
      let created: Awaited<ReturnType<typeof createTranslation>>;
      try {
        created = await createTranslation(body);
      } catch (error) {
        if (isApiError(error) && error.code === BusinessCode.insufficientCredits) {
          await queryClient.refetchQueries({ queryKey: userInfoQueryOptions().queryKey });
          await confirmCredits(credits);
        } else if (isApiError(error)) {
          publishApiError(error);
        }
        return;
      }
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: TRANSLATION_QUERY_KEYS.list });
      void navigate(translationRecordPath(created.id));
    } catch {
      // The API layer already showed the server's message (the quote's refusal: no audio, too long, no path to a language).
    } finally {
      setIsStarting(false);
    }
  };

  return { start, isStarting };
}
