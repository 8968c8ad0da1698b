import type { TemplateVariable } from '@talkreel/contract';
import type { Template } from './template.ts';
import { TemplateValueError } from './template-value-error.ts';

/** A text variable without `max_length` takes at most this many characters (what the use call's body allows a value). */
export const defaultTextMaxLength = 5_000;

/** One variable's value, ready to fill: given and checked, or the template's default. */
export interface TemplateValue {
  variable: TemplateVariable;
  value: string;
  /** The template's own default: for an image or video a shipped file (`media/lamp.jpg`), not a storage key. */
  isDefault: boolean;
}

const colourPattern = /^#[0-9a-f]{6}$/iu;
const avatarIdPattern = /^\d{1,12}$/u;
const voiceIdPattern = /^[A-Za-z0-9_-]{1,120}$/u;
/** What a storage key looks like (`uploads/<owner>/<file>.jpg`): relative, no `..`, no scheme; the server checks whose file it is. */
const storageKeyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/u;
// Control characters other than tab and newline: nothing a caption or script can show.
const controlCharacterPattern = /[\u0000-\u0008\u000b-\u001f\u007f]/u;

function checkValue(variable: TemplateVariable, value: string): string {
  const fail = (reason: string): never => {
    throw new TemplateValueError(variable.key, `${variable.key} (${variable.label}): ${reason}`);
  };
  switch (variable.type) {
    case 'text': {
      const maxLength = variable.max_length ?? defaultTextMaxLength;
      const length = [...value].length;
      if (value.trim() === '') fail('must not be empty');
      if (length > maxLength) fail(`at most ${maxLength} characters (this one has ${length})`);
      if (controlCharacterPattern.test(value)) fail('must not hold control characters');
      return value;
    }
    case 'colour':
      if (!colourPattern.test(value)) fail(`must be a colour written #rrggbb, like #ff5a36 (not "${value.slice(0, 40)}")`);
      return value.toLowerCase();
    case 'image':
    case 'video':
      if (/^https?:/iu.test(value)) fail(`must be the storage key of an uploaded ${variable.type}: links are not fetched`);
      if (value.length > 500 || !storageKeyPattern.test(value) || value.split('/').includes('..')) {
        fail(`must be the storage key of an uploaded ${variable.type} (like uploads/…/photo.jpg)`);
      }
      return value;
    case 'avatar':
      if (!avatarIdPattern.test(value)) fail('must be an avatar id (digits)');
      return value;
    case 'voice':
      if (!voiceIdPattern.test(value)) fail('must be a voice id');
      return value;
  }
}

/**
 * Every variable of the template with the value that fills it: the given one,
 * checked for its type, or the template's default. Keys the template does not
 * have are refused, all named in one message. Throws TemplateValueError.
 *
 * Rules: text is not blank, at most `max_length` characters (5,000 without
 * one), no control characters but tab and newline; colour `#rrggbb`
 * (lower-cased); image and video a storage key (never a link: renders fetch
 * nothing from the internet); avatar an id of digits, voice an id (whether it exists is
 * the caller's to check).
 */
export function checkTemplateValues(template: Pick<Template, 'variables'>, values: Readonly<Record<string, string>>): Map<string, TemplateValue> {
  const known = new Set(template.variables.map((variable) => variable.key));
  const unknown = Object.keys(values).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    throw new TemplateValueError(
      undefined,
      `This template has no variable${unknown.length > 1 ? 's' : ''} ${unknown.slice(0, 10).join(', ')}; it has ${[...known].join(', ')}`,
    );
  }
  const checked = new Map<string, TemplateValue>();
  for (const variable of template.variables) {
    const given = Object.hasOwn(values, variable.key) ? values[variable.key] : undefined;
    checked.set(
      variable.key,
      given === undefined ? { variable, value: variable.default, isDefault: true } : { variable, value: checkValue(variable, given), isDefault: false },
    );
  }
  return checked;
}
