import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { hideLoading, showLoading } from '../../../ui/global-loading-overlay/loading-store.ts';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';
import { PRODUCT_QUERY_KEYS } from '../api/product-query-options.ts';
import { analyzeProductLink } from '../api/product-requests.ts';
import { waitForProductAnalysis } from '../api/wait-for-product-analysis.ts';
import { analysisOutcomeOf, failureToastOf } from '../state/analysis-outcome.ts';
import { analysisOverlayOf, analysisStepMsFor, remainingLoaderMs } from '../state/analysis-pacing.ts';
import { productPagePathForProject } from '../state/product-route-param.ts';

/** The overlay is repainted this often, so the paced bar moves smoothly between polls, ms. */
const OVERLAY_REPAINT_MS = 100;
const MESSAGE_KEYS = ['product.analysis.title', 'product.analysis.description', 'product.analysis.media'] as const;

export interface ProductAnalysis {
  /** Analyses a normalised link: the overlay, then the product page or the extensions dialog. */
  analyze: (link: string) => Promise<void>;
  isAnalyzing: boolean;
  isExtensionsOpen: boolean;
  closeExtensions: () => void;
}

function wait(durationMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, durationMs));
}

/**
 * Site §4's URL analysis: POST /project/analyze/product (after the guest
 * login), then the page-wide overlay with its percent and the three
 * messages, paced by the spec and floored by the record's real progress and
 * stage, polled every 700 ms. Ready → `/create/product?id=`; failed or
 * refused → the extensions dialog, with the message as a toast unless the
 * page was blocked or the goods are unsupported. The overlay shows for at
 * least 500 ms.
 */
export function useProductAnalysis(): ProductAnalysis {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isAnalyzing, setIsAnalyzing] = useState(false);
  const [isExtensionsOpen, setIsExtensionsOpen] = useState(false);
  const runRef = useRef<AbortController | null>(null);

  const leaveTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Leaving the page stops the wait and its overlay. Deferred a tick: React's development double mount runs this
  // cleanup and the effect again at once, which must not stop an analysis the address (`?url=`) just started.
  useEffect(() => {
    clearTimeout(leaveTimerRef.current);
    return () => {
      leaveTimerRef.current = setTimeout(() => {
        if (!runRef.current) return;
        runRef.current.abort();
        hideLoading();
      }, 0);
    };
  }, []);

  const analyze = useCallback(
    async (link: string) => {
      if (runRef.current) return;
      const controller = new AbortController();
      runRef.current = controller;
      setIsAnalyzing(true);
      const shownAtMs = Date.now();
      const stepMs = analysisStepMsFor(link);
      const host = new URL(link).host;
      const real = { progress: 0, stage: '' };
      const paint = (isDone = false) => {
        const overlay = analysisOverlayOf({ elapsedMs: Date.now() - shownAtMs, stepMs, realProgress: real.progress, realStage: real.stage, isDone });
        showLoading({ title: t(MESSAGE_KEYS[overlay.messageIndex]), subtitle: t('product.analysis.reading', { host }), percent: overlay.percent });
      };
      paint();
      const repaint = setInterval(() => paint(), OVERLAY_REPAINT_MS);
      let toast: string | null = null;
      let destination: string | null = null;
      try {
        const projectId = await analyzeProductLink(link);
        const record = await waitForProductAnalysis(projectId, {
          signal: controller.signal,
          timeoutMessage: t('product.analysis.tooLong'),
          onRecord: (answer) => {
            real.progress = answer.progress;
            real.stage = answer.stage;
          },
        });
        const outcome = analysisOutcomeOf(record);
        if (outcome.kind === 'ready') {
          queryClient.setQueryData(PRODUCT_QUERY_KEYS.record(projectId), record);
          destination = productPagePathForProject(projectId);
        } else if (outcome.kind === 'failed') {
          toast = outcome.toast;
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error)) toast = failureToastOf(null, error.msg);
        else console.error('The product analysis failed', error);
      } finally {
        clearInterval(repaint);
      }
      if (destination) paint(true);
      await wait(remainingLoaderMs(shownAtMs, Date.now()));
      runRef.current = null;
      if (controller.signal.aborted) return;
      hideLoading();
      setIsAnalyzing(false);
      if (destination) {
        void navigate(destination);
        return;
      }
      if (toast) showErrorToast(toast);
      setIsExtensionsOpen(true);
    },
    [navigate, queryClient, t],
  );

  return { analyze, isAnalyzing, isExtensionsOpen, closeExtensions: useCallback(() => setIsExtensionsOpen(false), []) };
}
