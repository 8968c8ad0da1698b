/** A stored workspace document before validation: plain JSON. */
export type WorkspaceDocument = Record<string, unknown>;

/**
 * One step up the schema versions. `up` receives a document at `fromVersion`
 * and returns it at `fromVersion + 1`; it must not mutate its input, and it
 * must accept any document an older Talkreel (or a template) could have
 * stored at that version.
 */
export interface WorkspaceMigration {
  fromVersion: number;
  description: string;
  up(document: WorkspaceDocument): WorkspaceDocument;
}

export class WorkspaceVersionError extends Error {
  constructor(
    message: string,
    readonly schemaVersion: unknown,
  ) {
    super(message);
    this.name = 'WorkspaceVersionError';
  }
}
