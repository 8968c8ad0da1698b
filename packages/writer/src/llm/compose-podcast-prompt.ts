import type { ScriptLanguage } from '../language/script-language.ts';
import { podcastTargetMinutes, turnTargetSeconds, unitsForSeconds } from '../language/spoken-length.ts';
import type { PodcastRequest } from '../script-types.ts';
import type { ChatMessage } from './stream-chat-completion.ts';

/** The most source text sent: the spec's longest script (30 minutes, about 30,000 characters); the rest is cut, and the model told so. */
export const maxSourceCharacters = 30_000;

/** "about 600 words" or "about 1000 characters", as the language is measured. */
export function describeLength(units: number, language: ScriptLanguage): string {
  return `about ${units} ${language.lengthUnit === 'words' ? 'words' : 'characters'}`;
}

/** The messages that ask a model for a two-host podcast script as JSON turns. */
export function composePodcastPrompt(request: PodcastRequest, language: ScriptLanguage): ChatMessage[] {
  const minutes = podcastTargetMinutes[request.duration];
  const totalUnits = unitsForSeconds(minutes * 60, language);
  const turnUnits = unitsForSeconds(turnTargetSeconds[request.turnLength], language);
  const names = request.hostNames;
  const source = request.sourceText.trim();
  const cut = source.length > maxSourceCharacters;
  const system = [
    'You write scripts for a two-host video podcast.',
    names
      ? `Host 1 is ${names[0]} and host 2 is ${names[1]}; they call each other by these names.`
      : 'The hosts are host 1 and host 2; they do not name themselves.',
    `Write in ${language.label} (${language.nativeLabel}), whatever the language of the source.`,
    `Length: ${describeLength(totalUnits, language)} in all, about ${minutes} minutes spoken. Turns of ${describeLength(turnUnits, language)} each.`,
    'Host 1 and host 2 strictly alternate, starting with host 1.',
    `Host 1 opens by greeting the listeners and naming the subject${request.title.trim() ? `, “${request.title.trim()}”` : ''}; the last turn signs off.`,
    'The hosts talk about the source the user gives: explain it, react to it, ask each other about it. Use only facts from the source; invent no facts, numbers, names or quotes.',
    'Write only the words spoken: no stage directions, sound effects, speaker labels, markdown or emojis.',
    'Answer with JSON only, in this form: {"turns":[{"host":1,"text":"…"},{"host":2,"text":"…"}]}',
  ].join('\n');
  const user = [
    request.title.trim() ? `Title: ${request.title.trim()}` : '',
    cut ? `Source (the first ${maxSourceCharacters} characters of a longer text):` : 'Source:',
    cut ? source.slice(0, maxSourceCharacters) : source,
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
