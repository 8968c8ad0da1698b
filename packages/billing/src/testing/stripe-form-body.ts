/** A parameter as Stripe's bracket notation nests it. */
export type StripeParam = string | StripeParam[] | { [key: string]: StripeParam };
/** Parameters by name. */
export type StripeParams = { [key: string]: StripeParam };

/**
 * Parses Stripe's request parameters, form-encoded in a POST body or a GET
 * query, as the API does: `line_items[0][price]=price_1` is
 * `{line_items: [{price: 'price_1'}]}`, `expand[]=a&expand[]=b` is
 * `{expand: ['a', 'b']}`, `metadata[key]=value` an object. Values stay strings.
 */
export function parseStripeParams(encoded: string | URLSearchParams): StripeParams {
  const root: StripeParams = Object.create(null) as StripeParams;
  const search = typeof encoded === 'string' ? new URLSearchParams(encoded) : encoded;
  for (const [name, value] of search) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/u.exec(name);
    if (!match) throw new StripeParamError(`Invalid parameter name: ${name}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/gu)].map((part) => part[1]!)];
    if (path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype'))
      throw new StripeParamError(`Invalid parameter name: ${name}`);
    let container: { [key: string]: StripeParam } = root;
    path.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(container).length) : segment;
      if (index === path.length - 1) {
        container[key] = value;
        return;
      }
      const next = container[key];
      if (typeof next === 'string') throw new StripeParamError(`Parameter ${name} is both a value and a hash`);
      if (next === undefined) container[key] = Object.create(null) as StripeParams;
      container = container[key] as { [key: string]: StripeParam };
    });
  }
  return toArrays(root) as StripeParams;
}

/** A parameter name the API refuses. */
export class StripeParamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StripeParamError';
  }
}

/** Hashes whose keys are all 0, 1, 2, … are lists. */
function toArrays(value: StripeParam): StripeParam {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: { [key: string]: StripeParam } = Object.create(null) as StripeParams;
  for (const key of keys) converted[key] = toArrays(value[key]!);
  if (keys.length > 0 && keys.every((key) => /^\d+$/u.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
  }
  return converted;
}
