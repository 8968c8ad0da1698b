import { useCallback, useRef, useState } from 'react';
import { detectTopicLanguage } from '../state/detect-topic-language.ts';
import { DEFAULT_TOPIC_FORM, type TopicForm } from '../state/topic-form.ts';

export interface TopicFormState {
  form: TopicForm;
  update: (changes: Partial<TopicForm>) => void;
  /** Replaces every value (Edit Topic and Back bring a script's values back). */
  reset: (form: TopicForm) => void;
}

/**
 * Step 1's values; they live on the page, so they outlast a visit to step 2.
 * Until the person picks a language, it follows the topic's own (a Chinese
 * sample topic on the Chinese page gets a Chinese script).
 */
export function useTopicForm(): TopicFormState {
  const [form, setForm] = useState<TopicForm>(DEFAULT_TOPIC_FORM);
  const isLanguageChosenRef = useRef(false);
  const update = useCallback((changes: Partial<TopicForm>) => {
    if (changes.language !== undefined) isLanguageChosenRef.current = true;
    const detected = changes.topic !== undefined && !isLanguageChosenRef.current ? detectTopicLanguage(changes.topic) : undefined;
    setForm((current) => ({ ...current, ...changes, ...(detected ? { language: detected } : {}) }));
  }, []);
  const reset = useCallback((next: TopicForm) => {
    // A script's own values come back as they were chosen.
    isLanguageChosenRef.current = true;
    setForm(next);
  }, []);
  return { form, update, reset };
}
