import type { ScriptTone } from '../script-tones.ts';
import type { TopicAngle, TopicPhrasing, ToneFamily } from './topic-phrasing.ts';

const openers: Record<ScriptTone, (subject: string) => string> = {
  Professional: (s) => `今天我们来看看${s}。`,
  Friendly: (s) => `嗨，大家好！今天想和你聊聊${s}。`,
  Casual: (s) => `来，随便聊聊${s}。`,
  Humorous: (s) => `说到${s}，先别慌，没人给你打分。`,
  Persuasive: (s) => `如果${s}还不在你的计划里，听完你就知道为什么该把它加上。`,
  Empathetic: (s) => `如果一想到${s}就觉得压力很大，你并不孤单。`,
  Formal: (s) => `本期视频将围绕${s}展开。`,
  Optimistic: (s) => `关于${s}，有个好消息：今天就可以开始。`,
  Serious: (s) => `${s}，值得我们认真对待。`,
  Conversational: (s) => `你最近是不是也在想${s}？我们一起聊聊。`,
  Inspirational: (s) => `每一次改变，都从一个想法开始。今天，这个想法就是${s}。`,
  Direct: (s) => `说说${s}，直接讲怎么做。`,
  Playful: (s) => `准备好了吗？我们一起去${s}的世界探个险！`,
  Bold: (s) => `忘掉你听过的那些说法，关于${s}，我们这次认真来。`,
  Educational: (s) => `今天这一课：${s}。`,
  Reflective: (s) => `让我们停下来，想一想${s}。`,
  Energetic: (s) => `出发！今天全部都是关于${s}！`,
  Polite: (s) => `感谢您的观看。今天想和您聊一聊${s}。`,
  Neutral: (s) => `本视频的主题是${s}。`,
};

const closers: Record<ScriptTone, (subject: string) => string> = {
  Professional: (s) => `从这些关于${s}的要点里选一条，这周就付诸实践。`,
  Friendly: () => '挑一条试试看，也欢迎告诉我们效果如何！',
  Casual: () => '就这些。今天先试一件事，看看感觉怎么样。',
  Humorous: () => '快去试试吧。最坏的结果，也就是多了个好笑的故事。',
  Persuasive: (s) => `别等完美的时机了，今天就迈出${s}的第一步。`,
  Empathetic: () => '慢慢来，一次一步，你可以的。',
  Formal: (s) => `建议从第一点开始，并定期回顾${s}的进展。`,
  Optimistic: () => '今天从小事做起，一个月后看看自己走了多远。',
  Serious: () => '请认真对待这些要点，现在就落实第一条。',
  Conversational: () => '那么，你打算先试哪一条？在评论区告诉我们吧。',
  Inspirational: () => '今天就迈出第一步，未来的你会感谢现在的自己。',
  Direct: () => '现在就做，今天开始。',
  Playful: () => '你的任务，如果你选择接受的话：今天就试一条！',
  Bold: () => '别再等了，今天就行动。',
  Educational: () => '把这几点再复习一遍，这周就试试第一条。',
  Reflective: () => '花一点时间想一想，哪一点对你最重要。',
  Energetic: () => '现在就去，把它变成现实！',
  Polite: () => '感谢您的观看，希望您能尽快试试其中一个想法。',
  Neutral: (s) => `以上就是关于${s}的主要内容，可以从第一点开始。`,
};

const leads: Record<ToneFamily, readonly [string, string, string, string, string]> = {
  formal: ['首先，', '其次，', '第三，', '第四，', '最后，'],
  warm: ['先说第一点，', '接下来，', '还有一点，', '再来，', '最后，'],
  upbeat: ['第一！', '第二！', '第三！', '第四！', '最后一点！'],
  playful: ['第一关：', '第二关：', '第三关：', '第四关：', '最后一关：'],
  plain: ['第一点：', '第二点：', '第三点：', '第四点：', '最后一点：'],
};

const counts = ['零', '一', '两', '三', '四', '五'];

const points: Record<TopicAngle, (lead: string, p: string, s: string) => string[]> = {
  meaning: (lead, p, s) => [
    `${lead}想清楚你说的${p}到底指什么。`,
    '用一句大白话把它说出来，就像讲给朋友听。',
    '如果这句话很难写，那正是该开始的地方。',
    '去掉术语，只留下你平时真会说的话。',
    '把这句话写下来，放在看得见的地方。',
    `关于${s}的其他一切，都建立在这句话上。`,
    '以后迷路的时候，就回到这句话，从这里重新出发。',
    `把${p}想清楚，能省下很多兜圈子的时间。`,
  ],
  reason: (lead, p, s) => [
    `${lead}问问自己，${p}现在能为你改变什么。`,
    '是时间、金钱、健康，还是身边的人？',
    '找出最重要的那个理由，对自己诚实一点。',
    '一个你真正相信的理由，会在难熬的日子里撑着你。',
    '借来的理由，往往一周就淡了。',
    '把你的理由写在刚才那句话旁边。',
    `如果找不到理由，也许现在还不是做${p}的时候，这也没关系。`,
    `知道了为什么，之后关于${s}的每个选择都会更容易。`,
  ],
  firstStep: (lead, p) => [
    `${lead}为${p}选一个这周就能完成的小步骤。`,
    '小到你找不到理由拖延。',
    '把它写进日程，定好时间和地点。',
    '告诉一个人，让他之后来问你进展。',
    '做成一步，胜过计划十步。',
    '完成之后，留意一下感受，再选下一步。',
    '下一步也一样小，然后继续走。',
    `朝着${p}的小步累积起来，比你想象的快。`,
  ],
  trap: (lead, p) => [
    `${lead}小心${p}最常见的误区：什么都想一次做完。`,
    '这样看起来很努力，其实分散了注意力。',
    '先把基础做好，再考虑别的。',
    '进阶的部分以后再说，它们不会跑掉。',
    '另一个误区，是拿自己的第一周去比别人的第五年。',
    `${p}的进步来自重复，而不是完美的计划。`,
    '偶尔掉队，不用从零开始，接着走下一步就好。',
    `对${p}保持耐心，本身就是功课的一部分。`,
  ],
  measure: (lead, p, s) => [
    `${lead}想好怎样衡量${p}的进展。`,
    '选一个看得见、数得出的指标，而不是模糊的感觉。',
    '每周固定时间看一次，记下有什么变化。',
    '数字往好的方向变，就继续现在的做法。',
    '一个月后还没有变化，就调整一件事再试。',
    '一次只改一件事，才知道是什么起了作用。',
    `回头看看记录，你会发现自己在${s}上走了多远。`,
    '这份记录，也是下一步最好的向导。',
  ],
};

/** Simplified Chinese. */
export const chineseTopicPhrasing: TopicPhrasing = {
  joiner: '',
  hook: (tone, subject, pointCount) => [
    openers[tone](subject),
    `接下来分${counts[pointCount]}点来说。`,
    '不管你是刚开始还是已经上路，都用得上。',
    '看到最后，你会知道今天就能做的一件事。',
  ],
  closing: (tone, subject) => [closers[tone](subject), '收藏这个视频，方便以后再看。', `也可以分享给同样在关注${subject}的朋友。`],
  pointLeads: (family) => leads[family],
  point: (angle, lead, phrase, subject) => points[angle](lead, phrase, subject),
};
