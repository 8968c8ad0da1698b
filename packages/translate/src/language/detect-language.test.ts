import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['en', 'The weather is beautiful today, so we are going to the beach.'],
    ['en', 'Where is the train station?'],
    ['es', 'El tiempo es hermoso hoy, así que vamos a la playa.'],
    ['es', '¿Dónde está la estación de tren?'],
    ['fr', "Il fait beau aujourd'hui, alors nous allons à la plage."],
    ['fr', 'Où est la gare, s’il vous plaît ?'],
    ['de', 'Das Wetter ist heute schön, also gehen wir an den Strand.'],
    ['de', 'Guten Tag, wie geht es Ihnen?'],
    ['zh', '今天天气很好，我们去海边吧。'],
    ['zh', '火车站在哪里？'],
    ['ja', 'こんにちは、元気ですか。'],
    ['ru', 'Привет, как у тебя дела? Что ты делаешь сегодня вечером?'],
  ])('%s: %s', (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it('is undefined when there is too little to tell', () => {
    expect(detectLanguage('')).toBeUndefined();
    expect(detectLanguage('Hello')).toBeUndefined();
    expect(detectLanguage('12 345, 678!')).toBeUndefined();
    expect(detectLanguage('你')).toBeUndefined();
  });
});
