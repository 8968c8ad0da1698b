import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceError } from '../fetch/fetch-types.ts';
import { createSafeFetcher } from '../fetch/safe-fetch.ts';
import { createFakeUrlFetcher } from '../testing/fetch-fake-fetcher.ts';
import { startTestServer, type TestServer } from '../testing/fetch-test-server.ts';
import { fetchWebsiteArticle } from './fetch-website-article.ts';
import { findHtmlCharset } from './find-html-charset.ts';

const chineseParagraphs = [
  '面包之所以会发酵膨胀，是因为酵母把面粉中的糖分转化成二氧化碳气体，而面筋形成的网络把这些气体留在面团里。揉面的时间越长，面筋网络就越结实，烤出来的面包也就越松软。',
  '温度对发酵非常重要。在二十五度到二十八度之间，酵母最为活跃；温度太低，面团几乎不会长大；温度太高，酵母又会很快死亡，面包会带有酸味。',
  '所以有经验的面包师会把面团放在温暖而湿润的地方，盖上一块湿布，静置大约一个小时，直到面团膨胀到原来的两倍大小，然后再整形烘烤。',
];
const japaneseParagraphs = [
  'パンが膨らむのは、酵母が小麦粉の糖を炭酸ガスに変え、グルテンの網目がそのガスを生地の中に閉じ込めるからです。よくこねた生地ほど網目が丈夫になり、焼き上がりがふんわりします。',
  '発酵には温度がとても大切です。二十五度から二十八度のあいだで酵母はもっとも活発に働きます。温度が低すぎると生地はほとんど膨らまず、高すぎると酵母が弱ってしまいます。',
  'そのため、パン職人は生地を暖かく湿った場所に置き、濡れ布巾をかけて一時間ほど休ませます。生地が二倍の大きさになったら、成形して焼き上げます。',
];
const frenchParagraphs = [
  'Le pain lève parce que la levure transforme les sucres de la farine en gaz carbonique, et que le réseau de gluten retient ce gaz dans la pâte. Plus on pétrit, plus ce réseau devient solide.',
  'La température est décisive : entre vingt-cinq et vingt-huit degrés, la levure travaille à son meilleur. Trop froide, la pâte ne lève presque pas ; trop chaude, elle prend un goût aigre.',
  'C’est pourquoi le boulanger laisse reposer la pâte une heure environ, couverte d’un linge humide, jusqu’à ce qu’elle double de volume — puis il façonne et enfourne.',
];

function articleHtml(title: string, paragraphs: readonly string[], head = ''): string {
  return `<!doctype html><html><head>${head}<title>${title}</title></head><body><header><a href="/">Home</a></header><article><h1>${title}</h1>${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('')}</article><footer>© 2025</footer></body></html>`;
}

describe('fetchWebsiteArticle', () => {
  it('decodes a GBK page by the charset its <meta> declares when the server names none', async () => {
    const html = articleHtml('面包为什么会发酵膨胀', chineseParagraphs, '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">');
    const fetcher = createFakeUrlFetcher({ 'https://bakery.example.cn/bread': { contentType: 'text/html', body: iconv.encode(html, 'gbk') } });
    const article = await fetchWebsiteArticle('https://bakery.example.cn/bread', fetcher);
    expect(article.title).toBe('面包为什么会发酵膨胀');
    // Readability drops a heading that repeats the title by comparing space-separated words, which Chinese has none of.
    expect(article.text.split('\n\n')).toEqual(['面包为什么会发酵膨胀', ...chineseParagraphs]);
    expect(article.url).toBe('https://bakery.example.cn/bread');
  });

  it('decodes Shift_JIS by the charset the server declares, over a wrong <meta>', async () => {
    const html = articleHtml('パンが膨らむしくみ', japaneseParagraphs, '<meta charset="utf-8">');
    const fetcher = createFakeUrlFetcher({ 'https://pan.example.jp/': { contentType: 'text/html; charset=Shift_JIS', body: iconv.encode(html, 'shift_jis') } });
    expect((await fetchWebsiteArticle('https://pan.example.jp/', fetcher)).text.split('\n\n')).toEqual(['パンが膨らむしくみ', ...japaneseParagraphs]);
  });

  it('guesses windows-1252 when nothing is declared, and reads XHTML', async () => {
    const html = `<?xml version="1.0" encoding="windows-1252"?>${articleHtml('Pourquoi le pain lève-t-il ?', frenchParagraphs)}`;
    const fetcher = createFakeUrlFetcher({
      'https://boulangerie.example.fr/': {
        contentType: 'text/html',
        body: iconv.encode(articleHtml('Pourquoi le pain lève-t-il ?', frenchParagraphs), 'windows-1252'),
      },
      'https://boulangerie.example.fr/x': { contentType: 'application/xhtml+xml', body: iconv.encode(html, 'windows-1252') },
    });
    for (const url of ['https://boulangerie.example.fr/', 'https://boulangerie.example.fr/x']) {
      const article = await fetchWebsiteArticle(url, fetcher);
      expect(article.title, url).toBe('Pourquoi le pain lève-t-il ?');
      expect(article.text.split('\n\n'), url).toEqual(frenchParagraphs);
    }
  });

  it('asks only for HTML and passes the byte cap and the signal on', async () => {
    const fetcher = createFakeUrlFetcher({ 'https://example.com/a.pdf': { contentType: 'application/pdf', body: '%PDF-1.7' } });
    const signal = new AbortController().signal;
    await expect(fetchWebsiteArticle('https://example.com/a.pdf', fetcher, { maxBytes: 5000, signal })).rejects.toMatchObject({
      reason: 'unsupported_content',
    });
    expect(fetcher.requests[0]?.request).toEqual({ accept: ['text/html', 'application/xhtml+xml'], maxBytes: 5000, signal });
  });

  it('says there is no article when the page has none or too little text', async () => {
    const fetcher = createFakeUrlFetcher({
      'https://example.com/login': {
        contentType: 'text/html',
        body: '<html><head><title>Sign in</title></head><body><form><input name="user"></form></body></html>',
      },
      'https://example.com/teaser': {
        contentType: 'text/html',
        body: articleHtml('A teaser of a long story', ['Subscribe to read the whole story about bread.']),
      },
    });
    for (const url of ['https://example.com/login', 'https://example.com/teaser']) {
      const error: unknown = await fetchWebsiteArticle(url, fetcher).catch((rejection: unknown) => rejection);
      expect(error, url).toBeInstanceOf(SourceError);
      expect(error, url).toMatchObject({ reason: 'no_article', message: 'We could not find an article on this page.' });
    }
  });
});

describe('fetchWebsiteArticle through the safe fetcher', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer((request, response) => {
      if (request.url === '/old-address') response.writeHead(301, { location: '/2025/bread' }).end();
      else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(articleHtml('Pourquoi le pain lève-t-il ?', frenchParagraphs));
    });
  });

  afterAll(() => server.close());

  it('follows the redirect of a named host and reports the final address', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [server.hostAndPort], lookup: async () => [{ address: '127.0.0.1', family: 4 }] });
    const article = await fetchWebsiteArticle(`http://blog.example.com:${server.port}/old-address`, fetcher);
    expect(article.url).toBe(`http://blog.example.com:${server.port}/2025/bread`);
    expect(article.text.split('\n\n')).toEqual(frenchParagraphs);
    expect(server.requests.map(({ headers }) => headers.accept)).toEqual(['text/html, application/xhtml+xml', 'text/html, application/xhtml+xml']);
  });
});

describe('findHtmlCharset', () => {
  it('finds <meta charset>, the http-equiv form and the XML declaration in the first 1024 bytes', () => {
    expect(findHtmlCharset(Buffer.from('<html><head><meta charset="GBK"></head>'))).toBe('gbk');
    expect(findHtmlCharset(Buffer.from("<meta http-equiv='content-type' content='text/html; charset=Shift_JIS'>"))).toBe('shift_jis');
    expect(findHtmlCharset(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><html>'))).toBe('iso-8859-1');
    expect(findHtmlCharset(Buffer.from(`${' '.repeat(1024)}<meta charset="gbk">`))).toBeUndefined();
    expect(findHtmlCharset(Buffer.from('<!-- <meta charset="big5"> --><p>no declaration</p>'))).toBeUndefined();
  });

  it('reads a UTF-16 declaration in ASCII markup as UTF-8', () => {
    expect(findHtmlCharset(Buffer.from('<meta charset="utf-16le">'))).toBe('utf-8');
  });
});
