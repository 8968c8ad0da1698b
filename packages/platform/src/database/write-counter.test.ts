import { describe, expect, it } from 'vitest';
import { WriteCounter } from './write-counter.ts';

describe('WriteCounter', () => {
  it('counts every statement that may change data, and no plain read', () => {
    const writes = new WriteCounter();
    for (const read of ['select 1', '  SELECT "id" from "tasks" where "id" = $1', 'begin']) writes.noteExecuted(read);
    expect(writes.count).toBe(0);
    const changing = [
      'insert into "files" values ($1)',
      'update "tasks" set "progress" = $1',
      'delete from "renders"',
      'with moved as (update "tasks" set "status" = $1 returning *) select * from moved',
      'select "credit" from "users" where "id" = $1 for update',
      'commit',
      'rollback',
      'create table t (id int)',
    ];
    for (const statement of changing) writes.noteExecuted(statement);
    expect(writes.count).toBe(changing.length);
  });
});
