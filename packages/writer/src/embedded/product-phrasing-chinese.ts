import type { ProductScriptStyle } from '@talkreel/contract';
import type { ProductPhrasing, ProductWords } from './product-phrasing.ts';

const ofBrand = (words: ProductWords) => (words.brand ? `（${words.brand}出品）` : '');

/** Lead-ins of the body scenes after the first; the last body scene of a tour takes "最后，". */
const leads: Record<ProductScriptStyle, readonly string[]> = {
  problem_solution: ['它是这样帮你的：', '不仅如此，', '还有，', '另外，'],
  feature_tour: ['第一，', '第二，', '第三，', '第四，'],
  testimonial: ['最打动我的是：', '我还特别喜欢这一点：', '还有个惊喜：', '另外，'],
  offer: ['你能得到：', '还有：', '另外：', '不止这些：'],
};

/** Said after a body scene's feature when there is room: the framework's voice, claiming nothing about the product. */
const bodyExtras: Record<ProductScriptStyle, readonly string[]> = {
  problem_solution: [
    '它就是为解决这个问题而来。',
    '再也不用将就了。',
    '从此少操一份心。',
    '想想这会给你带来什么改变。',
    '轻松融入你的日常。',
    '就是这么简单。',
    '终于有一款懂你的了。',
    '用过之后，你就回不去了。',
  ],
  feature_tour: [
    '仔细看看这个细节。',
    '这是每天都能感受到的细节。',
    '记住这一点。',
    '这正是它的过人之处。',
    '再靠近一点看看。',
    '细节虽小，差别很大。',
    '用起来你就知道，这一点有多贴心。',
    '很多同类产品恰恰忽略了这一点。',
  ],
  testimonial: [
    '现在我几乎每天都在用。',
    '没想到我会这么喜欢它。',
    '说实话，光这一点就值了。',
    '朋友们都在问我是哪买的。',
    '它已经成了我生活的一部分。',
    '真希望早点遇到它。',
    '身边好几个朋友都被我安利了。',
  ],
  offer: [
    '这些全都有。',
    '一次全部拿下。',
    '这才叫实惠。',
    '一单全搞定。',
    '你需要的都在这里。',
    '不用再另外找配件。',
    '这样的价格，这样的配置，很难再找到第二家。',
  ],
};

/** Product scripts in Simplified Chinese, built around the product's name, price, audience and the description's own feature sentences. */
export const chineseProductPhrasing: ProductPhrasing = {
  joiner: '',

  opener(style, words) {
    const { name, audience, price } = words;
    switch (style) {
      case 'problem_solution':
        return [
          audience ? `${audience}，总是找不到真正好用的？` : '总是找不到真正好用的？',
          '试了很多办法，浪费时间，浪费钱，也消耗耐心。',
          '你并不孤单。',
          '你值得一个真正好用的选择。',
        ];
      case 'feature_tour':
        return [
          `快速了解${name}${ofBrand(words)}。`,
          audience ? `它是为${audience}设计的。` : '来看看它能做什么。',
          '接下来几个亮点，一个一个给你看。',
          '一定要看到最后。',
        ];
      case 'testimonial':
        return [
          `必须跟你说说${name}${ofBrand(words)}。`,
          '说实话，一开始我也有点怀疑。',
          audience ? `它是为${audience}设计的，我正好就是。` : '之前我试过好多别的。',
          '后来是这些让我改变了看法。',
        ];
      case 'offer':
        return [
          price ? `${name}${ofBrand(words)}，现在只要${price}！` : `${name}${ofBrand(words)}来了，现在就是入手的好时机！`,
          price ? '你等的就是这个价格。' : '你等的就是它。',
          audience ? `专为${audience}打造。` : '来看看为什么值得买。',
        ];
    }
  },

  body(style, words, feature, index, count) {
    const said = feature ?? (words.audience ? `它是为${words.audience}设计的。` : `这就是${words.name}。`);
    const isLast = index === count - 1;
    if (style === 'problem_solution' && index === 0) return `试试${words.name}${ofBrand(words)}。${said}`;
    if (style === 'feature_tour' && count === 1) return `最大的亮点：${said}`;
    if (style === 'feature_tour' && isLast && index > 0) return `最后，${said}`;
    return `${leads[style][index % leads[style].length]!}${said}`;
  },

  bodyExtras: (style) => bodyExtras[style],

  closer(style, words) {
    const { name, price } = words;
    switch (style) {
      case 'problem_solution':
        return [
          price ? `现在只要${price}，把${name}带回家。` : `现在就把${name}带回家。`,
          '别再将就了，点击链接马上下单。',
          '未来的你会感谢现在的决定。',
          '还等什么呢？',
        ];
      case 'feature_tour':
        return [
          price ? `这就是${name}，售价${price}。` : `这就是${name}。`,
          '亲自试试就知道。',
          '点击链接了解更多，把它带回家。',
          '感谢你看完这次介绍，喜欢的话记得收藏。',
        ];
      case 'testimonial':
        return [
          price ? `${price}，我觉得真的太值了。` : '我觉得真的太值了。',
          `还在犹豫的话，入手${name}吧，你不会后悔的。`,
          '链接就在下面。',
          '相信我，没错的。',
        ];
      case 'offer':
        return [
          price ? `别犹豫，${price}就能拿下，现在就下单。` : `别犹豫，现在就拿下${name}。`,
          '点击链接，马上抢购。',
          '卖完就没有了。',
          '今天就带一个回家。',
        ];
    }
  },
};
