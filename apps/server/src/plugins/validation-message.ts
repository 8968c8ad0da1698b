/**
 * One failed check of a request, as fastify-type-provider-zod reports it: the
 * zod issue's code as `keyword`, its path as `instancePath` (`/a/0/b`), and
 * the rest of the issue (`maximum`, `origin`, `format`, `values`...) as `params`.
 */
export interface ValidationFailure {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Names users know a field by, where its wire name would read oddly in a sentence. */
const fieldLabels: Record<string, string> = {
  appid: 'app id',
  use_to: 'upload purpose',
  lang_id: 'voice id',
  timbre_id: 'voice id',
  favorite_id: 'voice id',
  audition_path: 'recording',
  filename: 'file name',
  filetype: 'file type',
  username: 'email address',
  email: 'email address',
  page_size: 'page size',
  gender: 'gender (1 or 2)',
};

const whereLabels: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'address',
  headers: 'request headers',
  workspace: 'workspace',
};

/** Zod's own wording starts like this; a message written in a schema is shown as it is. */
const zodDefaultMessage = /^(Invalid|Too big|Too small|Unrecognized key)/;

/**
 * A sentence a user can act on for the first failed check, e.g.
 * "The project id is not valid." or "The text is too long: at most 300
 * characters." Never the validator's wording or a raw field path.
 */
export function describeValidationFailure(failure: ValidationFailure | undefined, where = 'body'): string {
  const path = (failure?.instancePath ?? '').split('/').filter(Boolean);
  const subject = describePath(path) ?? whereLabels[where] ?? 'request';
  const params = failure?.params ?? {};
  const message = failure?.message ?? '';
  // A message written in the schema (often the spec's exact text) is shown exactly as written.
  if (message && !zodDefaultMessage.test(message)) return message;
  const The = `The ${subject}`;
  switch (failure?.keyword) {
    case 'invalid_type': {
      if (/received undefined/.test(message)) return `${The} is missing.`;
      return `${The} must be ${expectedType(String(params.expected ?? ''))}.`;
    }
    case 'too_big': {
      const maximum = formatBound(params.maximum);
      if (params.origin === 'string') return `${The} is too long: at most ${maximum} characters.`;
      if (params.origin === 'array' || params.origin === 'set') return `${The} list is too long: at most ${maximum} ${maximum === '1' ? 'entry' : 'entries'}.`;
      return `${The} is too large: at most ${maximum}.`;
    }
    case 'too_small': {
      const minimum = formatBound(params.minimum);
      if (params.origin === 'string') return minimum === '1' ? `${The} is missing.` : `${The} is too short: at least ${minimum} characters.`;
      if (params.origin === 'array' || params.origin === 'set') return `${The} list needs at least ${minimum} ${minimum === '1' ? 'entry' : 'entries'}.`;
      return `${The} is too small: at least ${minimum}.`;
    }
    case 'invalid_format': {
      if (params.format === 'email') return `${The} is not a valid email address.`;
      if (params.format === 'url') return `${The} is not a valid web address.`;
      return `${The} is not valid.`;
    }
    case 'invalid_union':
    case 'invalid_value': {
      const values = failure?.keyword === 'invalid_union' ? unionLiterals(params.errors) : Array.isArray(params.values) ? params.values : [];
      if (values.length === 1) return `${The} must be ${String(values[0])}.`;
      if (values.length > 0 && values.length <= 12) return `${The} must be one of: ${values.map(String).join(', ')}.`;
      return `${The} is not one of the accepted values.`;
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.map(String) : [];
      return `The ${subject} has ${keys.length === 1 ? 'a field' : 'fields'} this call does not accept (${keys.join(', ')}).`;
    }
    case 'not_multiple_of':
      return `${The} must be a multiple of ${formatBound(params.divisor)}.`;
    default:
      return `${The} is not valid.`;
  }
}

/** The accepted values of a union of literals (`z.union([z.literal(0), z.literal(1)])`); empty for other unions. */
function unionLiterals(branches: unknown): unknown[] {
  if (!Array.isArray(branches)) return [];
  const values: unknown[] = [];
  for (const branch of branches) {
    const issue = Array.isArray(branch) && branch.length === 1 ? (branch[0] as { code?: string; path?: unknown[]; values?: unknown[] }) : undefined;
    if (issue?.code !== 'invalid_value' || (issue.path?.length ?? 0) > 0 || !Array.isArray(issue.values)) return [];
    values.push(...issue.values);
  }
  return values;
}

/** `workspaces/0/index` → "index of workspace 1"; `project_id` → "project id". */
export function describePath(path: string[]): string | undefined {
  if (path.length === 0) return undefined;
  const words: string[] = [];
  for (let position = path.length - 1; position >= 0; position -= 1) {
    const segment = path[position]!;
    if (/^\d+$/.test(segment)) continue;
    const next = path[position + 1];
    const label = labelFor(segment);
    words.push(next !== undefined && /^\d+$/.test(next) ? `${singular(label)} ${Number(next) + 1}` : label);
  }
  if (words.length === 0) return `entry ${Number(path.at(-1)) + 1}`;
  return words.join(' of ');
}

function labelFor(segment: string): string {
  return (
    fieldLabels[segment] ??
    segment
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replaceAll('_', ' ')
      .toLowerCase()
  );
}

function singular(label: string): string {
  return label.endsWith('s') && !label.endsWith('ss') ? label.slice(0, -1) : label;
}

function expectedType(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'int':
      return 'a whole number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return `a ${expected || 'valid value'}`;
  }
}

function formatBound(bound: unknown): string {
  return typeof bound === 'bigint' || typeof bound === 'number' ? String(bound) : '?';
}
