import type { ChatRequestBody } from '@talkreel/writer/testing';

/**
 * A fake model's answer to this package's translation request: every text
 * marked with the target language (`[fr] Hello.`), as the JSON the prompt
 * asks for. Pass it as `startOpenAiChatFake({answer: answerTranslations})`;
 * a request that holds no texts to translate is answered `{"translations": []}`.
 */
export function answerTranslations(request: ChatRequestBody): string {
  for (const message of request.messages.toReversed()) {
    if (message.role !== 'user' || typeof message.content !== 'string') continue;
    const input = readInput(message.content);
    if (input) return JSON.stringify({ translations: input.texts.map((text) => `[${input.to}] ${text}`) });
  }
  return JSON.stringify({ translations: [] });
}

function readInput(content: string): { to: string; texts: string[] } | undefined {
  try {
    const input = JSON.parse(content) as { to?: unknown; texts?: unknown };
    return Array.isArray(input.texts) ? { to: String(input.to), texts: input.texts.map(String) } : undefined;
  } catch {
    return undefined;
  }
}
