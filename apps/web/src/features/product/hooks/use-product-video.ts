import { BusinessCode, type ProductScript } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { publishApiError } from '../../../api/api-error-events.ts';
import { isApiError } from '../../../api/api-error.ts';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { useSession } from '../../../ui/session/hooks/use-session.ts';
import { editorPath } from '../../../ui/videos/editor-path.ts';
import { projectSummaryQueryOptions } from '../../../ui/videos/project-summary-query-options.ts';
import { renderCreditCostOf } from '../../../ui/videos/render-credit-cost.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';
import { createProductVideo, readProductVideoWorkspace, submitProductRender, type ProductVideoTarget } from '../api/product-requests.ts';
import { toCreateVideoRequest, type ProductVideoSettings } from '../state/product-video-settings.ts';

export interface ProductVideo {
  openInEditor: (script: ProductScript, settings: ProductVideoSettings) => Promise<void>;
  renderNow: (script: ProductScript, settings: ProductVideoSettings) => Promise<void>;
  isOpening: boolean;
  isRendering: boolean;
}

/** What a project kind is called when My Videos does not list it yet: the price then follows the timeline (a speaking presenter pays). */
const FALLBACK_PROJECT_KIND = 'product';

/**
 * The two ways out of the product page: the video's workspace (POST
 * /project/product/video) opened in the Editor, or rendered at once after
 * the sign-in and the credits dialog (the price the server charges for that
 * timeline), then followed on its My Videos page. A workspace made for the
 * same script and settings is reused rather than made twice.
 */
export function useProductVideo(projectId: string, flush: () => Promise<boolean>): ProductVideo {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { status } = useSession();
  const [isOpening, setIsOpening] = useState(false);
  const [isRendering, setIsRendering] = useState(false);
  const madeRef = useRef<{ signature: string; target: ProductVideoTarget } | null>(null);

  const makeVideo = useCallback(
    async (script: ProductScript, settings: ProductVideoSettings): Promise<ProductVideoTarget | null> => {
      if (!(await flush())) return null;
      const request = toCreateVideoRequest(projectId, script, settings);
      const signature = JSON.stringify(request);
      if (madeRef.current?.signature === signature) return madeRef.current.target;
      const target = await createProductVideo(request);
      madeRef.current = { signature, target };
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
      return target;
    },
    [flush, projectId, queryClient],
  );

  const openInEditor = async (script: ProductScript, settings: ProductVideoSettings) => {
    if (isOpening || isRendering) return;
    setIsOpening(true);
    try {
      const target = await makeVideo(script, settings);
      if (target) void navigate(editorPath(target.projectId, target.index));
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsOpening(false);
    }
  };

  const renderNow = async (script: ProductScript, settings: ProductVideoSettings) => {
    if (isOpening || isRendering) return;
    if (status !== 'user' && !(await openLogin())) return;
    setIsRendering(true);
    try {
      const target = await makeVideo(script, settings);
      if (!target) return;
      const [workspace, summary] = await Promise.all([
        readProductVideoWorkspace(target),
        queryClient.fetchQuery(projectSummaryQueryOptions(target.projectId)).catch(() => null),
      ]);
      const creditsNeeded = renderCreditCostOf(summary?.kind ?? FALLBACK_PROJECT_KIND, workspace);
      const creditsTitle = t('product.video.creditsTitle');
      if (creditsNeeded > 0 && !(await confirmCredits({ title: creditsTitle, creditsNeeded }))) return;
      try {
        await submitProductRender(target);
      } catch (error) {
        if (isApiError(error) && error.code === BusinessCode.insufficientCredits) {
          // The balance changed since the dialog read it: read it again, and the dialog shows the shortage.
          await queryClient.refetchQueries({ queryKey: userInfoQueryOptions().queryKey });
          await confirmCredits({ title: creditsTitle, creditsNeeded: Math.max(1, creditsNeeded) });
        } else if (isApiError(error)) {
          publishApiError(error);
        }
        return;
      }
      madeRef.current = null;
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
      void navigate(`/my-videos/${target.projectId}`);
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsRendering(false);
    }
  };

  return { openInEditor, renderNow, isOpening, isRendering };
}
