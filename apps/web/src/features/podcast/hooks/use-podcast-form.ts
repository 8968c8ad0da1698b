import { useCallback, useState } from 'react';
import { EMPTY_PODCAST_FORM, type PodcastForm, type UploadedDocument } from '../state/podcast-form.ts';

export interface PodcastFormState {
  form: PodcastForm;
  update: (changes: Partial<PodcastForm>) => void;
}

/** The podcast page's form: tab, source and its inputs, host pair and options; a handed-over document opens it on the PDF source. */
export function usePodcastForm(initialDocument: UploadedDocument | null = null): PodcastFormState {
  const [form, setForm] = useState<PodcastForm>(() =>
    initialDocument ? { ...EMPTY_PODCAST_FORM, tab: 'generate', source: 'pdf', sourceDocument: initialDocument } : EMPTY_PODCAST_FORM,
  );
  const update = useCallback((changes: Partial<PodcastForm>) => setForm((current) => ({ ...current, ...changes })), []);
  return { form, update };
}
