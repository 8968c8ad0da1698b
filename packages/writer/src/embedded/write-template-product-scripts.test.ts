import { describe, expect, it } from 'vitest';
import { getScriptLanguage } from '../language/script-language.ts';
import { measureSpokenSeconds } from '../language/spoken-length.ts';
import { findUnsaidProductFacts } from '../product/find-unsaid-product-facts.ts';
import { productScriptStyleOrder } from '../product/product-script-styles.ts';
import type { ProductFacts, ProductScriptRequest, ProductScriptStyle, ProductVideoDurationS } from '../script-types.ts';
import { readCorpusProduct } from './corpus-products.fixture.ts';
import { writeTemplateProductScripts } from './write-template-product-scripts.ts';

/** A listing as shops write it: a sentence, then bullet points, then shop talk. */
const lamp: ProductFacts = {
  title: 'Aurora LED Desk Lamp | Eye-Caring, Dimmable, USB-C Rechargeable, Foldable',
  description: [
    'The Aurora desk lamp gives you soft, flicker-free light for long evenings of reading and work.',
    '• Three colour temperatures and five brightness levels, changed with one touch',
    '• Flicker-free LEDs that are easy on the eyes',
    '• USB-C charging: up to 40 hours on a full battery',
    '• Folds flat to slip into a backpack',
    'Add to cart now! Free shipping on orders over $25.',
  ].join('\n'),
  brand: 'Lumio',
  price: 49.99,
  currency: 'USD',
  targetAudience: 'Students and remote workers',
};

const english = getScriptLanguage('english');
const chinese = getScriptLanguage('chinese');
const durations: ProductVideoDurationS[] = [15, 30, 45, 60];
const request = (product: ProductFacts, durationS: ProductVideoDurationS, styles: ProductScriptStyle[] = ['problem_solution', 'feature_tour', 'testimonial']) =>
  ({ product, durationS, styles, language: 'english' }) satisfies ProductScriptRequest;

describe('writeTemplateProductScripts (English)', () => {
  it('says the name and the price in every script, for every framework and length', () => {
    for (const product of [lamp, readCorpusProduct('eg-0010'), readCorpusProduct('eg-4505', 'Wine lovers')]) {
      for (const durationS of durations) {
        for (const script of writeTemplateProductScripts(request(product, durationS, ['offer', 'problem_solution', 'testimonial']), english)) {
          expect(findUnsaidProductFacts(script.scenes.join(' '), product), `${product.title} ${durationS} s ${script.style}`).toEqual([]);
        }
        const [tour] = writeTemplateProductScripts(request(product, durationS, ['feature_tour', 'testimonial', 'offer']), english);
        expect(findUnsaidProductFacts(tour!.scenes.join(' '), product)).toEqual([]);
      }
    }
    const microwave = writeTemplateProductScripts(request(readCorpusProduct('eg-0010'), 15, ['offer', 'problem_solution', 'feature_tour']), english);
    expect(microwave[0]!.scenes[0]).toMatch(/^Kenmore White 17" Microwave, now just 55 dollars\./u);
    const wine = writeTemplateProductScripts(request(readCorpusProduct('eg-4505'), 15, ['feature_tour', 'testimonial', 'offer']), english);
    expect(wine[0]!.scenes.at(-1)).toMatch(/^That's Château Snotty 2020, at 999 euros\./u);
  });

  it('writes the three requested frameworks in order, each in its own words', () => {
    const scripts = writeTemplateProductScripts(request(lamp, 30, ['testimonial', 'offer', 'problem_solution']), english);
    expect(scripts.map((script) => [script.style, script.title])).toEqual([
      ['testimonial', 'Testimonial'],
      ['offer', 'Offer'],
      ['problem_solution', 'Problem → solution'],
    ]);
    const [testimonial, offer, problem] = scripts.map((script) => script.scenes);
    // Problem–solution opens with the pain, names the product as its answer next, and ends on the call to action.
    expect(problem![0]).toMatch(/^Students and remote workers, tired of things that never quite work\?/u);
    expect(problem![0]).not.toContain('Aurora');
    expect(problem![1]).toMatch(/^Meet Aurora LED Desk Lamp from Lumio\. /u);
    expect(problem!.at(-1)).toMatch(/^Get Aurora LED Desk Lamp today for just 49\.99 dollars\./u);
    // The testimonial is a customer speaking: the first person in every scene.
    for (const scene of testimonial!) expect(scene).toMatch(/\b(?:I|I've|me|my)\b/u);
    // The offer leads with the price and closes with urgency.
    expect(offer![0]).toMatch(/^Aurora LED Desk Lamp from Lumio, now just 49\.99 dollars\./u);
    expect(offer!.at(-1)).toMatch(/^Don't wait: get yours for 49\.99 dollars while you still can\./u);
    const allScenes = scripts.flatMap((script) => script.scenes);
    expect(new Set(allScenes).size).toBe(allScenes.length);
  });

  it('walks the features in a tour, one body scene each, in the description’s order and without the shop talk', () => {
    const [tour] = writeTemplateProductScripts(request(lamp, 45, ['feature_tour', 'testimonial', 'offer']), english);
    const scenes = tour!.scenes;
    expect(scenes).toHaveLength(5);
    expect(scenes[0]).toMatch(/^A quick tour of Aurora LED Desk Lamp from Lumio\./u);
    expect(scenes.slice(1, 4).map((scene) => scene.split(': ')[0])).toEqual(['First', 'Next', 'And finally']);
    const body = scenes.slice(1, 4).join(' ');
    expect(body).toContain('Three colour temperatures and five brightness levels, changed with one touch.');
    expect(body).toContain('Flicker-free LEDs that are easy on the eyes.');
    expect(body.indexOf('Three colour')).toBeLessThan(body.indexOf('Flicker-free LEDs'));
    expect(scenes.join(' ')).not.toMatch(/cart|shipping|\$25/u);
  });

  it('sizes the scenes to the duration: 3, 4, 5 or 6 scenes, within 10 % of the length at 150 words a minute', () => {
    for (const durationS of durations) {
      for (const script of writeTemplateProductScripts(request(lamp, durationS, ['problem_solution', 'testimonial', 'offer']), english)) {
        expect(script.scenes, `${durationS} s ${script.style}`).toHaveLength({ 15: 3, 30: 4, 45: 5, 60: 6 }[durationS]);
        expect(script.duration_s).toBeCloseTo(measureSpokenSeconds(script.scenes.join(' '), english), 1);
        expect(Math.abs(script.duration_s - durationS) / durationS, `${durationS} s ${script.style}: ${script.duration_s} s`).toBeLessThanOrEqual(0.1);
      }
    }
  });

  it('says no price and promises no deal when the product has none, and fewer scenes when its description is thin', () => {
    const golf = readCorpusProduct('eg-0328', 'Hot hatch fans');
    const scripts = writeTemplateProductScripts(request(golf, 30, ['offer', 'problem_solution', 'feature_tour']), english);
    expect(scripts[0]!.scenes[0]).toBe('2009 Volkswagen Golf V GTI MY09 Direct-Shift Gearbox is here, and now is the time to get it.');
    for (const script of scripts) {
      expect(script.scenes.join(' ')).not.toMatch(/dollars|euros|\bjust\b/u);
      expect(findUnsaidProductFacts(script.scenes.join(' '), golf)).toEqual([]);
    }
    // The description's first sentence only repeats the title and its condition; the "(...)" of a cut text is not said.
    expect(scripts.flatMap((script) => script.scenes).join(' ')).not.toContain('(...)');
    const shirt = writeTemplateProductScripts(request(readCorpusProduct('eg-3475'), 60), english);
    expect(shirt[0]!.scenes.length).toBeLessThan(6);
  });

  it('is deterministic', () => {
    expect(writeTemplateProductScripts(request(lamp, 30), english)).toEqual(writeTemplateProductScripts(request(lamp, 30), english));
  });
});

describe('writeTemplateProductScripts (Simplified Chinese)', () => {
  const lampZh: ProductFacts = {
    title: '极光护眼台灯',
    description: '三档亮度，随心调节。无频闪LED光源，长时间阅读也不累眼。USB-C充电，续航长达40小时。可折叠设计，出差旅行轻松带走。',
    brand: '流明',
    price: 199,
    currency: 'CNY',
    targetAudience: '学生和上班族',
  };

  it('phrases every framework in Chinese, with the name and the price in yuan, sized in characters', () => {
    for (const durationS of durations) {
      const scripts = writeTemplateProductScripts(
        { product: lampZh, durationS, styles: ['problem_solution', 'feature_tour', 'testimonial'], language: 'chinese' },
        chinese,
      );
      expect(scripts.map((script) => script.title)).toEqual(['痛点 → 方案', '功能介绍', '用户口碑']);
      for (const script of scripts) {
        const text = script.scenes.join('');
        expect(findUnsaidProductFacts(text, lampZh), `${durationS} s ${script.style}`).toEqual([]);
        expect(text).toContain('199元');
        expect(text).not.toMatch(/[a-z]{3,}/u);
        expect(Math.abs(script.duration_s - durationS) / durationS, `${durationS} s ${script.style}: ${script.duration_s} s`).toBeLessThanOrEqual(0.15);
      }
    }
    const [problem, tour, testimonial] = writeTemplateProductScripts(
      { product: lampZh, durationS: 30, styles: ['problem_solution', 'feature_tour', 'testimonial'], language: 'chinese' },
      chinese,
    ).map((script) => script.scenes);
    expect(problem![0]).toMatch(/^学生和上班族，总是找不到真正好用的？/u);
    expect(tour![1]).toMatch(/^第一，/u);
    expect(testimonial![0]).toMatch(/^必须跟你说说极光护眼台灯（流明出品）。/u);
  });
});

describe('writeTemplateProductScripts (languages without phrasing)', () => {
  it("says only the product's own text, the price in the language's own words, and keeps each framework's order", () => {
    const french = getScriptLanguage('french');
    const product: ProductFacts = {
      title: 'Lampe de bureau Aurora',
      description:
        'Une lumière douce et sans scintillement pour lire le soir. Trois températures de couleur et cinq niveaux de luminosité. Recharge USB-C : jusqu’à 40 heures d’autonomie.',
      price: 49.99,
      currency: 'EUR',
      targetAudience: 'Étudiants et télétravailleurs',
    };
    const scripts = writeTemplateProductScripts({ product, durationS: 30, styles: [...productScriptStyleOrder].slice(0, 3), language: 'french' }, french);
    const ownSentences = new Set([
      'Lampe de bureau Aurora.',
      'Étudiants et télétravailleurs.',
      'Une lumière douce et sans scintillement pour lire le soir.',
      'Trois températures de couleur et cinq niveaux de luminosité.',
      'Recharge USB-C : jusqu’à 40 heures d’autonomie.',
      'Lampe de bureau Aurora: 49,99 euros.',
    ]);
    for (const script of scripts) {
      expect(findUnsaidProductFacts(script.scenes.join(' '), product)).toEqual([]);
      const sentences = script.scenes.join(' ').split(/(?<=\.)\s+/u);
      expect(
        sentences.filter((sentence) => !ownSentences.has(sentence)),
        script.style,
      ).toEqual([]);
    }
    // Problem–solution opens with the audience, the tour with the name, the testimonial with the best feature sentence.
    expect(scripts.map((script) => script.scenes[0]!.split(/(?<=\.)\s/u)[0])).toEqual([
      'Étudiants et télétravailleurs.',
      'Lampe de bureau Aurora.',
      'Une lumière douce et sans scintillement pour lire le soir.',
    ]);
  });
});
