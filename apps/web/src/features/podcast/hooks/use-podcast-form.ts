import { useCallback, useState } from 'react';
import { EMPTY_PODCAST_FORM, type PodcastForm } from '../state/podcast-form.ts';

export interface PodcastFormState {
  form: PodcastForm;
  update: (changes: Partial<PodcastForm>) => void;
}

/** The podcast page's form: tab, source and its inputs, host pair and options. */
export function usePodcastForm(): PodcastFormState {
  const [form, setForm] = useState<PodcastForm>(EMPTY_PODCAST_FORM);
  const update = useCallback((changes: Partial<PodcastForm>) => setForm((current) => ({ ...current, ...changes })), []);
  return { form, update };
}
