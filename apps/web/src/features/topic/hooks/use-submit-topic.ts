import { useState } from 'react';
import { createTopicScript } from '../api/topic-requests.ts';
import { toTopicScriptRequest, topicErrorOf, type TopicForm } from '../state/topic-form.ts';

export interface SubmitTopic {
  submit: (form: TopicForm) => Promise<void>;
  isSubmitting: boolean;
}

/**
 * Step 1's submit (spec §4): a valid form starts the script, and step 2
 * follows it. A refusal (a language without a writer here, three scripts
 * already being written) is the server's toast and leaves the form as it is.
 */
export function useSubmitTopic(onCreated: (projectId: string) => void): SubmitTopic {
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (form: TopicForm) => {
    if (isSubmitting || topicErrorOf(form.topic)) return;
    setIsSubmitting(true);
    try {
      onCreated(await createTopicScript(toTopicScriptRequest(form)));
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsSubmitting(false);
    }
  };

  return { submit, isSubmitting };
}
