import { useCallback, useState } from 'react';
import { writeProductScripts } from '../api/product-requests.ts';
import { toWriteScriptsRequest, type ProductVideoSettings } from '../state/product-video-settings.ts';
import { chooseScript, editScene, scriptChoiceOf, type ScriptChoice } from '../state/script-choice.ts';

export interface ProductScripts {
  /** Null until the first options arrive. */
  choice: ScriptChoice | null;
  isWriting: boolean;
  /** Saves the form first (`flush`), then asks for three options; the choice starts on the first. */
  write: (settings: ProductVideoSettings, flush: () => Promise<boolean>) => Promise<void>;
  choose: (index: number) => void;
  editScene: (scriptIndex: number, sceneIndex: number, text: string) => void;
}

/** 'Write scripts' (POST /project/product/scripts): three options in named frameworks, one chosen and editable scene by scene. */
export function useProductScripts(projectId: string): ProductScripts {
  const [choice, setChoice] = useState<ScriptChoice | null>(null);
  const [isWriting, setIsWriting] = useState(false);

  const write = useCallback(
    async (settings: ProductVideoSettings, flush: () => Promise<boolean>) => {
      if (isWriting) return;
      setIsWriting(true);
      try {
        if (!(await flush())) return;
        setChoice(scriptChoiceOf(await writeProductScripts(toWriteScriptsRequest(projectId, settings))));
      } catch {
        // The API layer already showed the server's message; the options shown so far stay.
      } finally {
        setIsWriting(false);
      }
    },
    [isWriting, projectId],
  );

  return {
    choice,
    isWriting,
    write,
    choose: useCallback((index: number) => setChoice((current) => (current ? chooseScript(current, index) : current)), []),
    editScene: useCallback(
      (scriptIndex: number, sceneIndex: number, text: string) =>
        setChoice((current) => (current ? editScene(current, scriptIndex, sceneIndex, text) : current)),
      [],
    ),
  };
}
