import type { ScriptLanguage } from '../language/script-language.ts';

/** What a topic script is about, in the topic's own words. */
export interface TopicOutline {
  /** The topic without the request around it: "Write a video about the benefits of X" → "the benefits of X". */
  subject: string;
  /** The topic's key phrases, in its order: the several-word ones ("remote work", "small teams") when it has any, else its words; else the subject. */
  focusPhrases: string[];
}

const englishRequestWords =
  /^(?:(?:please|can you|could you)\s+)?(?:(?:write|create|make|generate|produce|draft|give me|i want|i need)\s+(?:me\s+)?(?:an?\s+)?(?:short\s+|quick\s+|brief\s+|\d+[- ](?:second|minute)\s+)?(?:video|script|clip|explainer|reel|story|post)?\s*(?:script\s+)?(?:about|on|explaining|covering|for)\s+|(?:an?\s+)?(?:video|script)\s+(?:about|on)\s+|(?:explain|describe|introduce|discuss|talk about|tell me about)\s+)/iu;
/** English words that carry no topic of their own; they split a topic into its phrases. */
const englishLinkWords = new Set(
  `a an the and or but of for to in on at by with from about into over under as is are be can will how why what when where who which your you our my
  their this that these those do does it its than more most some any every each all both not no so very just why vs versus
  along across through around near between among within during after before behind beyond toward towards via`.split(/\s+/u),
);
/** Capitalised at the start but a common word, so lowercase inside a sentence ("How to…" → "…how to…"). */
const commonFirstWords = new Set([...englishLinkWords, 'tips', 'ways', 'benefits', 'reasons', 'steps', 'guide', 'introduction', 'basics', 'top', 'best']);

const chineseRequestWords =
  /^(?:请|請)?(?:帮我|幫我)?(?:写|寫|做|生成|制作|製作)?(?:一[个個条條部段])?(?:关于|關於|介绍一下|介紹一下|介绍|介紹|讲讲|講講|聊聊|说说|說說)/u;
const chineseRequestEnding = /(?:的)?(?:短视频|短視頻|视频|視頻|脚本|腳本|文案)$/u;
/** Particles and question words that join a Chinese topic's phrases. */
const chineseLinks = /[的和与與及、，,在对對为為把让讓给給从從向跟]|如何|怎么|怎麼|怎样|怎樣|为什么|為什麼|什么|什麼|是/u;

/** Reads the subject and key phrases of a topic as typed in the form (English or Chinese; other languages keep it whole). */
export function outlineTopic(topic: string, language: ScriptLanguage): TopicOutline {
  const typed = topic
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.!?。！？]+$/u, '');
  if (language.phrasing === 'simplified-chinese' || language.phrasing === 'traditional-chinese') {
    const subject = typed.replace(chineseRequestWords, '').replace(chineseRequestEnding, '').trim() || typed;
    const phrases = subject
      .split(new RegExp(chineseLinks.source, 'gu'))
      .map((phrase) => phrase.trim())
      .filter((phrase) => [...phrase].length >= 2);
    return { subject, focusPhrases: orderPhrases(phrases, subject) };
  }
  let subject = typed.replace(englishRequestWords, '').trim() || typed;
  const firstWord = /^\p{L}+/u.exec(subject)?.[0];
  if (firstWord && /^\p{Lu}\p{Ll}*$/u.test(firstWord) && commonFirstWords.has(firstWord.toLowerCase())) subject = subject[0]!.toLowerCase() + subject.slice(1);
  const phrases: string[] = [];
  let current: string[] = [];
  for (const word of subject.split(/[\s,;:()“”"]+/u)) {
    const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!bare || englishLinkWords.has(bare.toLowerCase())) {
      if (current.length > 0) phrases.push(current.join(' '));
      current = [];
    } else current.push(bare);
  }
  if (current.length > 0) phrases.push(current.join(' '));
  // The outline's sentences need noun phrases ("progress with …", "a step toward …"): verb phrases become
  // gerunds, clauses and auxiliaries are left out; with nothing left, the sentences speak of "this topic".
  const nounPhrases = phrases.flatMap((phrase) => toEnglishNounPhrase(phrase) ?? []);
  return { subject, focusPhrases: orderPhrases(nounPhrases, phrases.length > 0 && nounPhrases.length === 0 ? 'this topic' : subject) };
}

/** Words of a clause, not of a thing to talk about ("have never exercised", "people have never trusted"). */
const englishClauseWords = new Set(
  'have has had having never ever always often been being would could should must might may need needs want wants i we they he she'.split(' '),
);
/** Common verbs a topic starts with ("start running", "stay cool", "plant trees"); a phrase starting with one is an action. */
const englishVerbs = new Set(
  `start stop stay keep make get learn build plant grow save lose run write read cook manage use find choose improve reduce avoid create
  become prepare train speak sleep eat drink travel invest work study teach raise sell buy clean organize organise plan fix change
  practice practise protect care pay quit beat overcome handle deal lead motivate focus boost increase cut spend earn live talk`.split(/\s+/u),
);

/**
 * An English topic phrase as a noun phrase, or null when it is a clause: "start running" → "running" (the action
 * already has its -ing word), "stay cool" → "staying cool", "cities plant trees" (a subject, its verb and its
 * object) → "planting trees", "people have never trusted" → null.
 */
function toEnglishNounPhrase(phrase: string): string | null {
  const words = phrase.split(' ');
  const first = words[0]!.toLowerCase();
  if (words.some((word) => englishClauseWords.has(word.toLowerCase()))) return null;
  // A plural subject, its verb and the verb's object ("cities plant trees"): the action without its subject ("planting trees").
  const verbIndex = words.findIndex(
    (word, index) => index > 0 && index < words.length - 1 && englishVerbs.has(word.toLowerCase()) && /s$/iu.test(words[index - 1]!),
  );
  if (verbIndex > 0) return [toGerund(words[verbIndex]!.toLowerCase()), ...words.slice(verbIndex + 1)].join(' ');
  if (!englishVerbs.has(first)) return phrase;
  if (words.length > 1 && /ing$/iu.test(words[1]!)) return words.slice(1).join(' ');
  return [toGerund(first), ...words.slice(1)].join(' ');
}

/** run → running, make → making, study → studying, lie → lying. */
function toGerund(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/u.test(verb)) return `${verb.slice(0, -1)}ing`;
  if (verb.length <= 4 && /^[^aeiou]*[aeiou][^aeiouwxy]$/u.test(verb)) return `${verb}${verb.at(-1)}ing`;
  return `${verb}ing`;
}

/** Several-word phrases say what the topic is about; single words ("benefits", "start") only when there is nothing else. */
function orderPhrases(phrases: string[], subject: string): string[] {
  const unique = [...new Set(phrases)];
  const long = unique.filter((phrase) => phrase.includes(' ') || /\p{Script=Han}{3,}/u.test(phrase));
  if (long.length > 0) return long;
  return unique.length > 0 ? unique : [subject];
}
