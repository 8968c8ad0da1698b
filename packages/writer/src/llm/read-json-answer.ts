import type { z } from 'zod';

/**
 * The first JSON value in a model's answer that the schema accepts. It is
 * the whole answer when the server honoured `response_format`; a server
 * that ignored it may wrap the JSON in a ```json fence, or put a sentence or
 * a reasoning model's <think> block before it. Undefined when none is
 * accepted.
 */
export function readJsonAnswer<Schema extends z.ZodType>(content: string, schema: Schema): z.output<Schema> | undefined {
  const answer = content.replace(/<think>[\s\S]*?<\/think>/gu, '').trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/u.exec(answer)?.[1];
  const candidates = [answer, fenced, sliceJson(answer, '{', '}'), sliceJson(answer, '[', ']')];
  for (const candidate of candidates) {
    if (!candidate) continue;
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

function sliceJson(text: string, open: string, close: string): string | undefined {
  const start = text.indexOf(open);
  const end = text.lastIndexOf(close);
  return start !== -1 && end > start ? text.slice(start, end + 1) : undefined;
}
