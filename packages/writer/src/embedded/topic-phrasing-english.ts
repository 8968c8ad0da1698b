import type { ScriptTone } from '../script-tones.ts';
import type { TopicAngle, TopicPhrasing, ToneFamily } from './topic-phrasing.ts';

const openers: Record<ScriptTone, (subject: string) => string> = {
  Professional: (s) => `Let's look at ${s}.`,
  Friendly: (s) => `Hi there! Today, let's talk about ${s}.`,
  Casual: (s) => `So, let's talk about ${s} for a minute.`,
  Humorous: (s) => `Thinking about ${s}? Don't panic, nobody is grading you.`,
  Persuasive: (s) => `If ${s} isn't on your list yet, here's why it should be.`,
  Empathetic: (s) => `If thinking about ${s} feels overwhelming, you're not alone.`,
  Formal: (s) => `This video addresses ${s}.`,
  Optimistic: (s) => `Here's some good news about ${s}: you can start today.`,
  Serious: (s) => `It's worth giving ${s} careful attention.`,
  Conversational: (s) => `Have you been thinking about ${s}? Let's talk it through.`,
  Inspirational: (s) => `Every big change starts with one idea. Today, that idea is ${s}.`,
  Direct: (s) => `Let's talk about ${s}. Here's what to do.`,
  Playful: (s) => `Ready for a quick adventure into ${s}? Let's go!`,
  Bold: (s) => `Forget what you've heard about ${s}. Let's do it properly.`,
  Educational: (s) => `Today's lesson: ${s}.`,
  Reflective: (s) => `Let's pause for a moment and think about ${s}.`,
  Energetic: (s) => `Let's go! Today it's all about ${s}!`,
  Polite: (s) => `Thank you for joining us. Today we'd like to talk about ${s}.`,
  Neutral: (s) => `This video is about ${s}.`,
};

const closers: Record<ScriptTone, (subject: string) => string> = {
  Professional: (s) => `Pick one of these points about ${s} and put it into practice this week.`,
  Friendly: () => 'Give one of these a try, and tell us how it goes!',
  Casual: () => "That's it. Try one thing today and see how it feels.",
  Humorous: () => "Now go try it. Worst case, you'll have a funny story to tell.",
  Persuasive: (s) => `Don't wait for the perfect moment. Take your first step with ${s} today.`,
  Empathetic: () => "Go gently, one step at a time. You've got this.",
  Formal: (s) => `We recommend beginning with the first point and reviewing your progress with ${s} regularly.`,
  Optimistic: () => 'Start small today, and see how far you get in a month.',
  Serious: () => 'Take these points seriously, and act on the first one now.',
  Conversational: () => 'So, which one will you try first? Let us know in the comments.',
  Inspirational: () => 'Take the first step today. Your future self will thank you.',
  Direct: () => 'Now do it. Start today.',
  Playful: () => 'Your mission, should you choose to accept it: try one today!',
  Bold: (s) => `Stop waiting. Make your move on ${s} today.`,
  Educational: () => 'Review these points once more, then try the first one this week.',
  Reflective: () => 'Take a moment to think about which point matters most to you.',
  Energetic: () => 'Now get out there and make it happen!',
  Polite: () => "Thank you for watching. We hope you'll try one of these ideas soon.",
  Neutral: (s) => `Those are the main points about ${s}. Start with the first one.`,
};

const leads: Record<ToneFamily, readonly [string, string, string, string, string]> = {
  formal: ['First,', 'Second,', 'Third,', 'Fourth,', 'Finally,'],
  warm: ['So first,', 'Next,', "Here's another one:", 'And then,', 'Last one:'],
  upbeat: ['Number one:', 'Number two:', 'Number three:', 'Number four:', 'And the last one:'],
  playful: ['Level one:', 'Level two:', 'Level three:', 'Level four:', 'Final level:'],
  plain: ['Point one:', 'Point two:', 'Point three:', 'Point four:', 'Last point:'],
};

const counts = ['zero', 'one', 'two', 'three', 'four', 'five'];

const points: Record<TopicAngle, (lead: string, p: string, s: string) => string[]> = {
  meaning: (lead, p, s) => [
    `${lead} get clear on what you mean by ${p}.`,
    'Say it in one plain sentence, as if to a friend.',
    'If that sentence is hard to write, that is exactly where to begin.',
    'Cut the jargon, and keep only the words you would actually say.',
    'Then write the sentence down and keep it where you can see it.',
    `Everything else about ${s} builds on that one sentence.`,
    'When you get lost later, come back to it and start again from there.',
    `A clear idea of ${p} saves you hours of going in circles.`,
  ],
  reason: (lead, p, s) => [
    `${lead} ask what ${p} would change for you right now.`,
    'Is it about time, money, health, or the people around you?',
    'Name the one reason that counts most, and be honest about it.',
    'A reason you believe in will keep you going on the hard days.',
    'A reason borrowed from someone else usually fades within a week.',
    'Write your reason down next to that first sentence.',
    `If you can't find a reason, it may not be the right time for ${p}, and that's fine.`,
    `Knowing why makes every later choice about ${s} easier.`,
  ],
  firstStep: (lead, p) => [
    `${lead} pick one small step toward ${p} that you can take this week.`,
    'Make it small enough that you cannot talk yourself out of it.',
    'Put it in your calendar, with a time and a place.',
    'Tell one person about it, so that someone will ask how it went.',
    'One step taken is worth more than ten steps planned.',
    'When it is done, notice how it felt before choosing the next one.',
    'Keep the next step just as small, and keep going.',
    `Small steps toward ${p} add up faster than you think.`,
  ],
  trap: (lead, p) => [
    `${lead} watch out for the usual trap with ${p}: trying to do everything at once.`,
    'It feels productive, but it spreads your attention too thin.',
    'Start with the basics, and get them right before anything else.',
    'Leave the advanced parts for later; they will still be there.',
    "Another trap is comparing your first week with someone else's fifth year.",
    `Progress with ${p} comes from repetition, not from a perfect plan.`,
    "When you slip, don't start over from zero; just take the next step.",
    `Being patient with ${p} is part of the work.`,
  ],
  measure: (lead, p, s) => [
    `${lead} decide how you will measure progress with ${p}.`,
    'Pick one thing you can see or count, not a vague feeling.',
    'Check it once a week, at the same time, and write down what changed.',
    "If it moves the right way, keep doing what you're doing.",
    'If nothing changes after a month, adjust one thing and try again.',
    'Change only one thing at a time, so you know what made the difference.',
    `Looking back at your notes will show you how far you have come with ${s}.`,
    'That record is also the best guide to your next step.',
  ],
};

export const englishTopicPhrasing: TopicPhrasing = {
  joiner: ' ',
  hook: (tone, subject, pointCount) => [
    openers[tone](subject),
    `Here are ${counts[pointCount]} points to keep in mind.`,
    'They work whether you are just starting or already on your way.',
    'Stay to the end for the one thing to do today.',
  ],
  closing: (tone, subject) => [
    closers[tone](subject),
    'Save this video so you can come back to it.',
    `And share it with someone who is thinking about ${subject} too.`,
  ],
  pointLeads: (family) => leads[family],
  point: (angle, lead, phrase, subject) => points[angle](lead, phrase, subject),
};
