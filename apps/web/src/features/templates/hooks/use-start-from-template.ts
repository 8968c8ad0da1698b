import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { requestUseTemplate } from '../api/use-template-request.ts';

/**
 * 'Use the template' from the dialog: copies the template into a new project
 * (a guest session first when there is none) and opens it in the Editor. A
 * refusal shows the server's msg as a toast (api layer) and the dialog stays.
 */
export function useStartFromTemplate() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (templateId: string) => requestUseTemplate(templateId),
    onSuccess: (path) => void navigate(path),
  });
  return { startFromTemplate: (templateId: string) => mutation.mutate(templateId), isStarting: mutation.isPending };
}
