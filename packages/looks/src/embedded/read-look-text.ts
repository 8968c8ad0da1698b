import type { AvatarGender } from '@talkreel/contract';
import type { HairStyle, OutfitKind, SceneKind } from './look-kinds.ts';
import { colourWords, hairColourWords } from './palette.ts';

/** Words of the wizard's texts → what to draw; English and a few Simplified Chinese keywords. */
export function hasWord(text: string, ...words: string[]): boolean {
  return words.some((word) => (/[\u4e00-\u9fff]/u.test(word) ? text.includes(word) : new RegExp(`(^|[^a-z])${word}([^a-z]|$)`, 'u').test(text)));
}

const chineseWords: [string, string][] = [
  ['眼镜', 'glasses'],
  ['胡子', 'beard'],
  ['胡须', 'beard'],
  ['小胡子', 'moustache'],
  ['金发', 'blonde'],
  ['黑发', 'black hair'],
  ['棕发', 'brown hair'],
  ['红发', 'red hair'],
  ['白发', 'white hair'],
  ['灰发', 'grey hair'],
  ['长发', 'long hair'],
  ['短发', 'short hair'],
  ['卷发', 'curly'],
  ['马尾', 'ponytail'],
  ['发髻', 'bun'],
  ['光头', 'bald'],
  ['耳环', 'earrings'],
  ['微笑', 'smile'],
  ['西装', 'suit'],
  ['衬衫', 'shirt'],
  ['卫衣', 'hoodie'],
  ['毛衣', 'sweater'],
  ['T恤', 'tee'],
  ['红色', 'red'],
  ['蓝色', 'blue'],
  ['绿色', 'green'],
  ['黑色', 'black'],
  ['白色', 'white'],
  ['灰色', 'grey'],
  ['黄色', 'yellow'],
  ['紫色', 'purple'],
  ['粉色', 'pink'],
  ['办公室', 'office'],
  ['教室', 'classroom'],
  ['户外', 'outdoors'],
  ['公园', 'park'],
  ['厨房', 'kitchen'],
  ['健身房', 'gym'],
  ['新闻', 'newsroom'],
  ['演播室', 'studio'],
  ['图书馆', 'library'],
  ['咖啡', 'cafe'],
  ['客厅', 'living room'],
  ['城市', 'city'],
];

/** Lower case, with the English of each Simplified Chinese keyword appended, for `hasWord` and the readers below. */
export function normalise(text: string): string {
  let result = text.toLowerCase();
  for (const [chinese, english] of chineseWords) if (result.includes(chinese)) result += ` ${english} `;
  return result;
}

const garmentWords: [OutfitKind, string[]][] = [
  ['suit', ['suit', 'tuxedo']],
  ['blazer', ['blazer', 'jacket', 'coat']],
  ['blouse', ['blouse']],
  ['shirt', ['shirt', 'button-down', 'oxford']],
  ['hoodie', ['hoodie', 'hooded']],
  ['sweater', ['sweater', 'jumper', 'cardigan', 'knit', 'turtleneck']],
  ['polo', ['polo']],
  ['tee', ['t-shirt', 'tshirt', 'tee', 'tank']],
];

/** The garment the text asks for, and the colour said next to it (or anywhere). */
export function readOutfit(text: string): { kind: OutfitKind | null; colour: string | null } {
  let kind: OutfitKind | null = null;
  let at = -1;
  for (const [candidate, words] of garmentWords) {
    for (const word of words) {
      const index = text.search(new RegExp(`(^|[^a-z])${word}`, 'u'));
      if (index >= 0 && (kind === null || index < at)) {
        kind = candidate;
        at = index;
      }
    }
  }
  let colour: string | null = null;
  let distance = Infinity;
  for (const [word, value] of Object.entries(colourWords)) {
    const pattern = new RegExp(`(^|[^a-z])${word}([^a-z]|$)`, 'gu');
    for (const match of text.matchAll(pattern)) {
      // A colour that names the hair ("red hair") is not the clothes'.
      const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 6);
      if (/^\s*hair/u.test(after) || /^hair/u.test(after)) continue;
      const gap = at >= 0 ? Math.abs((match.index ?? 0) - at) : 0;
      if (gap < distance) {
        distance = gap;
        colour = value;
      }
    }
  }
  return { kind, colour };
}

/** The hair colour (#rrggbb) the text names, if any. */
export function readHairColour(text: string): string | null {
  for (const [word, value] of Object.entries(hairColourWords).sort((a, b) => b[0].length - a[0].length)) {
    if (
      hasWord(text, `${word} hair`, `${word}-haired`, `${word} haired`) ||
      (['blonde', 'blond', 'brunette', 'ginger', 'auburn', 'platinum'].includes(word) && hasWord(text, word))
    ) {
      return value;
    }
  }
  return null;
}

/** The hair style the text names, if any (a bare "short" or "long" too). */
export function readHairStyle(text: string, gender: AvatarGender): HairStyle | null {
  if (hasWord(text, 'bald', 'shaved head')) return 'bald';
  if (hasWord(text, 'afro')) return 'afro';
  if (hasWord(text, 'locs', 'dreadlocks', 'dreads', 'braids')) return 'locs';
  if (hasWord(text, 'ponytail')) return 'ponytail';
  if (hasWord(text, 'bun', 'updo')) return 'bun';
  if (hasWord(text, 'curly', 'curls')) return 'curly';
  if (hasWord(text, 'bob')) return 'bob';
  if (hasWord(text, 'pixie')) return 'pixie';
  if (hasWord(text, 'buzz', 'buzzcut', 'buzz cut', 'crew cut')) return 'buzz';
  if (hasWord(text, 'wavy')) return 'wavy';
  if (hasWord(text, 'long hair', 'long-haired', 'long')) return 'long';
  if (hasWord(text, 'short hair', 'short-haired', 'short')) return gender === 'female' ? 'pixie' : 'crop';
  return null;
}

/** The scene the background text names, if any. */
export function readScene(text: string): SceneKind | null {
  const table: [SceneKind, string[]][] = [
    ['newsroom', ['newsroom', 'news', 'broadcast', 'anchor', 'tv studio']],
    ['classroom', ['classroom', 'school', 'blackboard', 'chalkboard', 'lecture', 'education', 'university']],
    ['library', ['library', 'bookshelf', 'bookshelves', 'books', 'study']],
    ['gym', ['gym', 'fitness', 'workout', 'health_fitness', 'sport', 'yoga']],
    ['kitchen', ['kitchen', 'cooking', 'chef', 'restaurant']],
    ['cafe', ['cafe', 'café', 'coffee', 'coffee shop', 'bar']],
    ['living-room', ['living room', 'home', 'sofa', 'couch', 'lifestyle', 'cozy', 'cosy', 'apartment']],
    ['city', ['city', 'street', 'skyline', 'urban', 'downtown', 'night']],
    ['outdoors', ['outdoors', 'outdoor', 'outside', 'park', 'nature', 'garden', 'forest', 'beach', 'mountain', 'sky', 'trees']],
    ['office', ['office', 'business', 'corporate', 'meeting', 'workplace', 'desk', 'conference']],
    ['studio', ['studio', 'plain', 'backdrop', 'solid', 'gradient', 'simple']],
  ];
  for (const [scene, words] of table) if (hasWord(text, ...words)) return scene;
  return null;
}

/** The first colour the text names (#rrggbb), if any. */
export function readAccent(text: string): string | null {
  for (const [word, value] of Object.entries(colourWords)) if (hasWord(text, word)) return value;
  return null;
}
