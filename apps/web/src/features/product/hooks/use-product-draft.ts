import type { ProductRecord } from '@talkreel/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { saveProduct } from '../api/product-requests.ts';
import { mediaBoardOf, type MediaBoard } from '../state/media-board.ts';
import { productDetailsOf, saveSignatureOf, toSaveProductRequest, type ProductDetails } from '../state/product-details.ts';

/** Edits are saved this long after the last one, ms. */
export const AUTOSAVE_DELAY_MS = 1200;

/** `invalid`: a price or currency that cannot be saved as typed. */
export type DraftSaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'invalid';

export interface ProductDraft {
  details: ProductDetails;
  updateDetails: (changes: Partial<ProductDetails>) => void;
  board: MediaBoard;
  setBoard: (change: (board: MediaBoard) => MediaBoard) => void;
  saveState: DraftSaveState;
  /** Saves what is unsaved now (waiting for a save under way first); true when everything is saved. */
  flush: () => Promise<boolean>;
}

/**
 * The product form and its media as the person edits them, saved with PUT
 * /project/analyze/product a moment after each change and before anything
 * is written or made from them. Key the component that uses it by the
 * record's id: a new record starts a new draft.
 */
export function useProductDraft(record: ProductRecord): ProductDraft {
  const [details, setDetails] = useState(() => productDetailsOf(record));
  const [board, setBoardState] = useState(() => mediaBoardOf(record));
  const [savedSignature, setSavedSignature] = useState(() => {
    const initial = toSaveProductRequest(record, productDetailsOf(record), mediaBoardOf(record));
    return initial ? saveSignatureOf(initial) : '';
  });
  const [isSaving, setIsSaving] = useState(false);
  const [failedSignature, setFailedSignature] = useState<string | null>(null);
  const inFlightRef = useRef<Promise<boolean> | null>(null);
  const savedSignatureRef = useRef(savedSignature);

  const request = useMemo(() => toSaveProductRequest(record, details, board), [record, details, board]);
  const signature = request ? saveSignatureOf(request) : null;
  const requestRef = useRef(request);
  useEffect(() => {
    requestRef.current = request;
  }, [request]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    while (inFlightRef.current) await inFlightRef.current;
    const current = requestRef.current;
    if (!current) return false;
    const currentSignature = saveSignatureOf(current);
    if (currentSignature === savedSignatureRef.current) return true;
    const saving = (async () => {
      setIsSaving(true);
      try {
        await saveProduct(current);
        savedSignatureRef.current = currentSignature;
        setSavedSignature(currentSignature);
        setFailedSignature(null);
        return true;
      } catch {
        // The API layer already showed the server's message; the state says 'not saved' and offers Save.
        setFailedSignature(currentSignature);
        return false;
      } finally {
        setIsSaving(false);
      }
    })();
    inFlightRef.current = saving;
    try {
      return await saving;
    } finally {
      inFlightRef.current = null;
    }
  }, []);

  const saveState: DraftSaveState =
    signature === null ? 'invalid' : isSaving ? 'saving' : signature === savedSignature ? 'saved' : signature === failedSignature ? 'failed' : 'unsaved';

  useEffect(() => {
    if (saveState !== 'unsaved') return;
    const timer = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saveState, signature, saveNow]);

  return {
    details,
    updateDetails: useCallback((changes: Partial<ProductDetails>) => setDetails((current) => ({ ...current, ...changes })), []),
    board,
    setBoard: useCallback((change: (current: MediaBoard) => MediaBoard) => setBoardState(change), []),
    saveState,
    flush: saveNow,
  };
}
