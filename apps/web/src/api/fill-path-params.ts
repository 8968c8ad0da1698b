/**
 * Puts each `:name` segment of a contract path (`/v1/webhooks/:id/test`)
 * from `params`, URL-encoded. A path parameter left without a value is a
 * programming error and throws before anything is sent; so does a value
 * given for a name the path does not have.
 */
export function fillPathParams(path: string, params: Readonly<Record<string, string>> = {}): string {
  const used = new Set<string>();
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/gu, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for the path parameter '${name}'`);
    used.add(name);
    return encodeURIComponent(value);
  });
  const unknown = Object.keys(params).filter((name) => !used.has(name));
  if (unknown.length > 0) throw new Error(`${path}: no path parameter named ${unknown.map((name) => `'${name}'`).join(', ')}`);
  return filled;
}
