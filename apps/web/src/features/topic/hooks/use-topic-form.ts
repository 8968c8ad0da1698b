import { useCallback, useState } from 'react';
import { DEFAULT_TOPIC_FORM, type TopicForm } from '../state/topic-form.ts';

export interface TopicFormState {
  form: TopicForm;
  update: (changes: Partial<TopicForm>) => void;
  /** Replaces every value (Edit Topic and Back bring a script's values back). */
  reset: (form: TopicForm) => void;
}

/** Step 1's values; they live on the page, so they outlast a visit to step 2. */
export function useTopicForm(): TopicFormState {
  const [form, setForm] = useState<TopicForm>(DEFAULT_TOPIC_FORM);
  const update = useCallback((changes: Partial<TopicForm>) => setForm((current) => ({ ...current, ...changes })), []);
  return { form, update, reset: setForm };
}
