import type { ScriptLanguage } from '../language/script-language.ts';

/** The few words the embedded writer adds around the source's sentences so that two hosts talk: a greeting, replies, a sign-off. */
export interface PodcastPhrasing {
  /** Put between an added phrase and the source's sentence: a space, or nothing in Chinese. */
  joiner: string;
  opening(title: string, hostNames?: readonly [string, string]): string;
  /**
   * What a host says before going on with `sentence`, for the turn at
   * `turnIndex` (1, 2 ...); '' for none, so that most of what is said is
   * the source.
   */
  reply(turnIndex: number, sentence: string, hostNames?: readonly [string, string]): string;
  /** The last turn, said by `host`. */
  closing(title: string, host: 1 | 2, hostNames?: readonly [string, string]): string;
}

/** Every third turn goes on without a reply phrase. */
const isBareTurn = (turnIndex: number) => turnIndex % 3 === 0;

const englishReplies = ['Right.', 'Exactly.', "That's a good point.", 'Interesting.', 'True.', "And there's more.", 'I see.', "Here's another part of it."];

const english: PodcastPhrasing = {
  joiner: ' ',
  opening: (title, names) =>
    [
      'Hello and welcome.',
      names ? `I'm ${names[0]}, and with me is ${names[1]}.` : '',
      title ? `Today we're talking about “${title}”.` : "Here is what today's text says.",
    ]
      .filter(Boolean)
      .join(' '),
  reply: (turnIndex, _sentence, names) => {
    if (turnIndex === 1 && names) return `Thanks, ${names[0]}.`;
    return isBareTurn(turnIndex) ? '' : englishReplies[turnIndex % englishReplies.length]!;
  },
  closing: (title, host, names) =>
    [
      title ? `That's our look at “${title}”.` : "That's all for today.",
      names ? `Thanks for listening, and thank you, ${names[host === 1 ? 1 : 0]}.` : 'Thanks for listening.',
    ].join(' '),
};

/** A sentence that opens with a connective of its own (同样，但是，例如 …) takes no leading reply before it. */
const chineseConnective =
  /^(?:同样|同樣|但是|但|不过|不過|然而|而且|并且|並且|另外|此外|还有|還有|例如|比如|因此|所以|因为|因為|于是|於是|总之|總之|首先|其次|最后|最後|对|對|是的|嗯)/u;

/** Simplified (s) and Traditional (t) characters of the same words. */
function chinese(script: 's' | 't'): PodcastPhrasing {
  const say = (simplified: string, traditional: string) => (script === 's' ? simplified : traditional);
  // Replies that lead into the sentence ("对，而且…"), and ones that stand alone, for a sentence that opens with its own connective.
  const leading = script === 's' ? ['对，而且', '是的，', '嗯，', '还有，', '另外，'] : ['對，而且', '是的，', '嗯，', '還有，', '另外，'];
  const standing = script === 's' ? ['没错。', '确实。', '对。', '是的。', '嗯。'] : ['沒錯。', '確實。', '對。', '是的。', '嗯。'];
  return {
    joiner: '',
    opening: (title, names) =>
      [
        say('大家好，欢迎收听。', '大家好，歡迎收聽。'),
        names ? say(`我是${names[0]}，和我一起的是${names[1]}。`, `我是${names[0]}，和我一起的是${names[1]}。`) : '',
        title ? say(`今天我们来聊聊《${title}》。`, `今天我們來聊聊《${title}》。`) : say('今天我们来聊聊这篇文章。', '今天我們來聊聊這篇文章。'),
      ].join(''),
    reply: (turnIndex, sentence, names) => {
      if (turnIndex === 1 && names) return say(`谢谢${names[0]}。`, `謝謝${names[0]}。`);
      if (isBareTurn(turnIndex)) return '';
      const replies = chineseConnective.test(sentence) ? standing : leading;
      return replies[turnIndex % replies.length]!;
    },
    closing: (title) =>
      title
        ? say(`以上就是我们对《${title}》的讨论。感谢收听，我们下次再见！`, `以上就是我們對《${title}》的討論。感謝收聽，我們下次再見！`)
        : say('今天就聊到这里。感谢收听，我们下次再见！', '今天就聊到這裡。感謝收聽，我們下次再見！'),
  };
}

const phrasings: Record<Exclude<ScriptLanguage['phrasing'], 'none'>, PodcastPhrasing> = {
  english,
  'simplified-chinese': chinese('s'),
  'traditional-chinese': chinese('t'),
};

/** The phrasing for the language, or undefined where the writer has none: those podcasts are the source's sentences only, no words of another language added. */
export function findPodcastPhrasing(language: ScriptLanguage): PodcastPhrasing | undefined {
  return language.phrasing === 'none' ? undefined : phrasings[language.phrasing];
}
