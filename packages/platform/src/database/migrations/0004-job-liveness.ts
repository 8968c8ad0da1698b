import { sql, type Kysely } from 'kysely';

/**
 * Liveness and delivery fences for tasks: a running task's worker writes
 * `heartbeat_at` every few seconds, and a monitor in every process re-queues
 * (or fails) a task whose heartbeat stopped, so a killed worker's job runs
 * again within seconds whatever its expected length. `queue_job_id` names the
 * one pg-boss job that may start the task now; any other delivery is a no-op.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table tasks
      add column heartbeat_at timestamptz,
      add column worker_id text,
      add column queue_job_id uuid,
      add column retry_limit integer not null default 2,
      add column failed_runs integer not null default 0`.execute(db);
  await sql`create index tasks_running_heartbeat on tasks (heartbeat_at) where status = 'running'`.execute(db);
  await sql`create index tasks_running_owner on tasks (owner_id, kind) where status = 'running'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tasks_running_owner`.execute(db);
  await sql`drop index if exists tasks_running_heartbeat`.execute(db);
  await sql`
    alter table tasks
      drop column heartbeat_at,
      drop column worker_id,
      drop column queue_job_id,
      drop column retry_limit,
      drop column failed_runs`.execute(db);
}
