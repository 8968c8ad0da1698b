/**
 * Counts the statements that may have changed data on a database only this
 * process writes to (the embedded PGlite: the server and the worker share
 * its one connection). A cache of query results notes the count before it
 * reads and keeps what it read only while the count has not moved: any
 * write since, to any table, makes it read again. Counted after the
 * statement ran, so a read that started before a write cannot be kept
 * under the count that follows it.
 */
export class WriteCounter {
  #count = 0;

  get count(): number {
    return this.#count;
  }

  /** After a statement ran: anything but a plain read (or a transaction's begin) counts. */
  noteExecuted(sql: string): void {
    if (!isPlainRead(sql)) this.#count += 1;
  }
}

function isPlainRead(sql: string): boolean {
  const statement = sql.trimStart().slice(0, 16).toLowerCase();
  if (statement.startsWith('begin')) return true;
  // A CTE may hide a write, a SELECT … FOR UPDATE takes locks for one: both count.
  return statement.startsWith('select') && !/\bfor\s+(update|no key update|share|key share)\b/iu.test(sql);
}
