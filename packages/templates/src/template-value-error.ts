/** A value given for a template's variable (or a variable it does not have) that cannot fill it; the message names the variable. */
export class TemplateValueError extends Error {
  constructor(
    /** The variable, or undefined when the message is about several (unknown keys). */
    readonly key: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'TemplateValueError';
  }
}
