import type { ProjectFormat } from './project-format.ts';

/**
 * A plain project: a timeline the user (or an API caller) sent as JSON and
 * edits. Its workspace is the user's own, so nothing builds it; a render
 * pays a talking photo's price when a person in it speaks or listens.
 */
export const editorFormat = {
  kind: 'editor',
  creditCost: null,
  renderScale: 1,
  isListed: true,
} satisfies ProjectFormat<'editor'>;
