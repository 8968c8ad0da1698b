import { maxProductMedia, type ProductMediaItem } from '@talkreel/contract';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createManualProduct, saveProduct, type ManualProduct } from '../api/product-requests.ts';
import { productPagePathForManual } from '../state/product-route-param.ts';

export interface ManualProductFlow {
  /** The product the 'Add media' dialog fills; null while the dialog is closed. */
  product: ManualProduct | null;
  isStarting: boolean;
  isFinishing: boolean;
  /** POST /project/analyze/product_manual, then the dialog opens (a product made before is reused). */
  start: () => Promise<void>;
  /** 下一步: saves the media (the first 20 chosen for the video), then opens the product page. */
  finish: (media: readonly ProductMediaItem[]) => Promise<void>;
  close: () => void;
}

/**
 * The manual flow (site §2, §4, §7): a product without a link, its media
 * uploaded in the 'Add media' dialog, then `/create/product?productId=&sub_type=2`.
 */
export function useManualProduct(): ManualProductFlow {
  const navigate = useNavigate();
  const [product, setProduct] = useState<ManualProduct | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [isFinishing, setIsFinishing] = useState(false);
  // Closing the dialog keeps the empty product: opening it again fills the same one rather than making another.
  const createdRef = useRef<ManualProduct | null>(null);

  const start = useCallback(async () => {
    if (createdRef.current) {
      setProduct(createdRef.current);
      return;
    }
    setIsStarting(true);
    try {
      createdRef.current = await createManualProduct();
      setProduct(createdRef.current);
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsStarting(false);
    }
  }, []);

  const finish = useCallback(
    async (media: readonly ProductMediaItem[]) => {
      if (!product || media.length === 0) return;
      setIsFinishing(true);
      try {
        await saveProduct({
          prj_id: product.projectId,
          id: product.productId,
          title: '',
          intro_text: '',
          target_audience: '',
          intro_medias: [...media],
          select_media: media.slice(0, maxProductMedia).map((item) => item.url),
        });
        createdRef.current = null;
        void navigate(productPagePathForManual(product.productId));
      } catch {
        // The API layer already showed the server's message; the dialog stays with its media.
      } finally {
        setIsFinishing(false);
      }
    },
    [navigate, product],
  );

  return { product, isStarting, isFinishing, start, finish, close: useCallback(() => setProduct(null), []) };
}
