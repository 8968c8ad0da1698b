/** The keys of the batch pages' queries. */
export const BATCH_QUERY_KEYS = {
  all: ['batch'] as const,
  list: ['batch', 'list'] as const,
  status: (projectId: string) => ['batch', 'status', projectId] as const,
  templates: (search: string) => ['batch', 'templates', search] as const,
  template: (templateId: string) => ['batch', 'template', templateId] as const,
};
