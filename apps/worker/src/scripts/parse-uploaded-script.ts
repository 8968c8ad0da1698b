import type { PodcastTurn } from '@talkreel/contract';
import type { ScriptLanguage } from '@talkreel/writer';
import { splitLongTurn } from './split-long-turn.ts';

/** 'Alex: text' or 'Alex：text' (a name of up to 40 characters, no sentence punctuation in it). */
const speakerLine = /^\s*([^:：.!?。！？\n]{1,40}?)\s*[:：]\s*(\S.*)$/u;

/**
 * A finished two-person script as uploaded: 'Speaker: text' lines (the first
 * speaker named is host 1, the second host 2; a third and later alternate), or,
 * without names, one paragraph per speaker, alternating. A speaker's
 * consecutive lines make one turn, and a turn longer than about a minute
 * (a whole article pasted as one paragraph) is cut after sentences into
 * several turns of the same speaker (see splitLongTurn).
 */
export function parseUploadedScript(text: string, language: ScriptLanguage): PodcastTurn[] {
  return readTurns(text).flatMap((turn) => splitLongTurn(turn.text, language).map((part) => ({ host: turn.host, text: part })));
}

function readTurns(text: string): PodcastTurn[] {
  const lines = text
    .replace(/\r\n?/gu, '\n')
    .split('\n')
    .map((line) => line.trim());
  const named = lines.filter(Boolean).map((line) => speakerLine.exec(line));
  const namedCount = named.filter(Boolean).length;
  const turns: PodcastTurn[] = [];
  const push = (host: 1 | 2, content: string) => {
    const last = turns.at(-1);
    if (last && last.host === host) last.text = `${last.text} ${content}`;
    else turns.push({ host, text: content });
  };
  if (namedCount >= 2 && namedCount >= named.length * 0.5) {
    const speakers: string[] = [];
    let host: 1 | 2 = 1;
    for (const line of lines) {
      if (!line) continue;
      const match = speakerLine.exec(line);
      if (match?.[1] && match[2]) {
        const name = match[1].toLowerCase();
        if (!speakers.includes(name)) speakers.push(name);
        host = speakers.indexOf(name) % 2 === 0 ? 1 : 2;
        push(host, match[2].trim());
      } else {
        // A line without a name continues the current speaker's turn.
        push(host, line);
      }
    }
    return turns;
  }
  const paragraphs = text.includes('\n\n') || /\n\s*\n/u.test(text) ? text.split(/\n\s*\n/u) : lines;
  let host: 1 | 2 = 1;
  for (const paragraph of paragraphs.map((part) => part.replace(/\s+/gu, ' ').trim()).filter(Boolean)) {
    turns.push({ host, text: paragraph });
    host = host === 1 ? 2 : 1;
  }
  return turns;
}
