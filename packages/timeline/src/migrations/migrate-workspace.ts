import { currentWorkspaceSchemaVersion, WorkspaceSchema, type Workspace } from '../schema/workspace-schema.ts';
import { versionedTemplateBodyMigration } from './0001-versioned-template-body.ts';
import { WorkspaceVersionError, type WorkspaceDocument, type WorkspaceMigration } from './workspace-migration.ts';

/** Every migration, oldest first; the last one ends at `currentWorkspaceSchemaVersion`. */
export const workspaceMigrations: readonly WorkspaceMigration[] = [versionedTemplateBodyMigration];

function readSchemaVersion(document: WorkspaceDocument): number {
  const version = document.schemaVersion;
  if (version === undefined) return 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new WorkspaceVersionError(`schemaVersion must be a non-negative integer, got ${JSON.stringify(version)}`, version);
  }
  return version;
}

/**
 * Brings a stored document up to `targetVersion`, one migration at a time.
 * A document from a newer Talkreel is refused rather than silently
 * misread.
 */
export function migrateWorkspace(
  input: unknown,
  migrations: readonly WorkspaceMigration[] = workspaceMigrations,
  targetVersion: number = currentWorkspaceSchemaVersion,
): WorkspaceDocument {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new WorkspaceVersionError('a workspace must be a JSON object', undefined);
  }
  let document = input as WorkspaceDocument;
  let version = readSchemaVersion(document);
  if (version > targetVersion) {
    throw new WorkspaceVersionError(`workspace schemaVersion ${version} is newer than this Talkreel understands (${targetVersion})`, version);
  }
  while (version < targetVersion) {
    const migration = migrations.find((candidate) => candidate.fromVersion === version);
    if (!migration) throw new WorkspaceVersionError(`no migration from workspace schemaVersion ${version}`, version);
    document = { ...migration.up(document), schemaVersion: version + 1 };
    version += 1;
  }
  return document;
}

/** Migrates then validates: the one way to read a stored or uploaded workspace. */
export function parseWorkspace(input: unknown): Workspace {
  return WorkspaceSchema.parse(migrateWorkspace(input));
}
