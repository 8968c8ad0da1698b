import type { ProductScriptStyle } from '@talkreel/contract';
import type { ProductPhrasing, ProductWords } from './product-phrasing.ts';

/** "Busy parents" inside a sentence: a capitalised plain first word is lowercased ("busy parents"), names and acronyms are kept. */
function inSentence(audience: string): string {
  return /^\p{Lu}\p{Ll}+(?:\s|$)/u.test(audience) ? audience.charAt(0).toLowerCase() + audience.slice(1) : audience;
}

/** At the start of a sentence: its first letter up. */
function atStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const fromBrand = (words: ProductWords) => (words.brand ? ` from ${words.brand}` : '');

/** Lead-ins of the body scenes after the first; the last body scene of a tour takes "And finally:". */
const leads: Record<ProductScriptStyle, readonly string[]> = {
  problem_solution: ["Here's how it helps:", 'On top of that:', "And there's more:", 'Plus:'],
  feature_tour: ['First:', 'Next:', 'Then:', 'After that:'],
  testimonial: ['What won me over?', 'I also love this:', 'And this surprised me:', 'What I like too:'],
  offer: ["Here's what you get:", 'Plus:', 'And:', 'On top of that:'],
};

/** Said after a body scene's feature when there is room: the framework's voice, claiming nothing about the product. */
const bodyExtras: Record<ProductScriptStyle, readonly string[]> = {
  problem_solution: [
    'It was made to fix exactly that.',
    'No more workarounds.',
    "That's one less thing to worry about.",
    'Think about what that changes for you.',
    'It fits right into your day.',
    'Simple as that.',
    'Finally, something made with you in mind.',
  ],
  feature_tour: [
    'Take a closer look.',
    "It's the kind of detail you notice every day.",
    'Keep that one in mind.',
    'This is where it shines.',
    "Here's a closer view.",
    'Small detail, big difference.',
  ],
  testimonial: [
    'I use it all the time now.',
    "I didn't expect to like it this much.",
    'Honestly, that alone sold me.',
    'My friends keep asking about it.',
    "It's become part of my routine.",
    'I wish I had found it sooner.',
  ],
  offer: [
    'All of that, in one product.',
    'You get the whole package.',
    "That's real value.",
    'And it all comes in one order.',
    'Everything you need, right here.',
    'No extras to hunt for.',
  ],
};

/** Product scripts in English, built around the product's name, price, audience and the description's own feature sentences. */
export const englishProductPhrasing: ProductPhrasing = {
  joiner: ' ',

  opener(style, words) {
    const { name, audience, price } = words;
    switch (style) {
      case 'problem_solution':
        return [
          audience ? `${atStart(audience)}, tired of things that never quite work?` : 'Tired of things that never quite work?',
          "You've tried everything, and it costs you time, money and patience.",
          'Sound familiar?',
          'You deserve something that simply does the job.',
        ];
      case 'feature_tour':
        return [
          `A quick tour of ${name}${fromBrand(words)}.`,
          audience ? `It's made for ${inSentence(audience)}.` : "Here's what it does.",
          'These are the highlights.',
          'Stay to the end to see them all.',
        ];
      case 'testimonial':
        return [
          `I have to tell you about ${name}${fromBrand(words)}.`,
          'I was skeptical at first, honestly.',
          audience ? `It's made for ${inSentence(audience)}, and that's exactly me.` : 'I had tried so many others before.',
          "Here's what changed my mind.",
        ];
      case 'offer':
        return [
          price ? `${atStart(name)}${fromBrand(words)}, now just ${price}.` : `${atStart(name)}${fromBrand(words)} is here, and now is the time to get it.`,
          price ? "That's the deal you've been waiting for." : "You've been waiting for this.",
          audience ? `Made for ${inSentence(audience)}.` : "Here's why it's worth it.",
        ];
    }
  },

  body(style, words, feature, index, count) {
    const said = feature ?? (words.audience ? `It's made for ${inSentence(words.audience)}.` : `That's ${words.name}.`);
    const isLast = index === count - 1;
    if (style === 'problem_solution' && index === 0) return `Meet ${words.name}${fromBrand(words)}. ${said}`;
    if (style === 'feature_tour' && count === 1) return `The highlight: ${said}`;
    if (style === 'feature_tour' && isLast && index > 0) return `And finally: ${said}`;
    return `${leads[style][index % leads[style].length]!} ${said}`;
  },

  bodyExtras: (style) => bodyExtras[style],

  closer(style, words) {
    const { name, price } = words;
    switch (style) {
      case 'problem_solution':
        return [
          price ? `Get ${name} today for just ${price}.` : `Get ${name} today.`,
          'Stop settling, and tap the link to order yours.',
          'Your future self will thank you.',
          'Why wait any longer?',
        ];
      case 'feature_tour':
        return [
          price ? `That's ${name}, at ${price}.` : `That's ${name}.`,
          'See it for yourself.',
          'Tap the link to learn more and get yours.',
          'Thanks for taking the tour.',
        ];
      case 'testimonial':
        return [
          price ? `For ${price}? Totally worth it, if you ask me.` : 'Totally worth it, if you ask me.',
          `If you're on the fence, get ${name}. You won't regret it.`,
          'The link is right there.',
          'Trust me on this one.',
        ];
      case 'offer':
        return [
          price ? `Don't wait: get yours for ${price} while you still can.` : `Don't wait: get ${name} while you still can.`,
          'Tap the link and order now.',
          "Once it's gone, it's gone.",
          'Grab yours today.',
        ];
    }
  },
};
