import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import { startTestServer, type TestServer } from '@talkreel/sources/testing';
import { getProductCorpusPath } from '../src/testing/product-corpora.ts';

/** Hosts whose addresses are vocabularies, not a shop's files: left as they are. */
const vocabularyHosts = /^(?:schema\.org|ogp\.me|www\.w3\.org|purl\.org|rdfs\.org|opengraphprotocol\.org)$/iu;
/** A stand-in picture's size: 3:4, so that it fills a 9:16 frame when cropped (see the product video's builder). */
const pictureWidthPx = 900;
const pictureHeightPx = 1200;
/** Well apart, so that frames tell the pictures apart. */
const pictureColours: readonly (readonly [number, number, number])[] = [
  [224, 122, 48],
  [52, 112, 214],
  [46, 160, 98],
  [196, 60, 128],
  [138, 92, 204],
  [214, 176, 40],
];

export interface LocalShop {
  server: TestServer;
  /** `http://127.0.0.1:port/shop/{file}`: a captured page of corpora/product-pages/real-shop-pages. */
  pageUrl(file: string): string;
  /** The colour of the stand-in picture at this path: each new path asked for takes the next one. */
  colourOf(picturePath: string): readonly [number, number, number];
  close(): Promise<void>;
}

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = 0xffffffff;
  for (const byte of typeAndData) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return Buffer.concat([length, typeAndData, checksum]);
}

/**
 * A stand-in for a shop's product photo (this machine has no network and the
 * corpus keeps pages, not pictures): an RGB PNG in the picture's colour,
 * lighter towards the top, with a white disc a little above the middle as
 * the 'product', so a frame shows where the picture is and how it moves
 * (and captions below it stay on the picture's colour).
 */
export function drawStandInPicture([red, green, blue]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pictureWidthPx, 0);
  header.writeUInt32BE(pictureHeightPx, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  const centre = { x: pictureWidthPx / 2, y: pictureHeightPx * 0.45 };
  const radiusPx = pictureWidthPx * 0.28;
  for (let y = 0; y < pictureHeightPx; y++) {
    const row = Buffer.alloc(1 + pictureWidthPx * 3);
    const light = 1.25 - (0.45 * y) / pictureHeightPx;
    for (let x = 0; x < pictureWidthPx; x++) {
      const isDisc = (x - centre.x) ** 2 + (y - centre.y) ** 2 < radiusPx ** 2;
      const pixel = isDisc ? [245, 245, 240] : [red, green, blue].map((channel) => Math.min(255, Math.round(channel * light)));
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A shop on this machine for the real server to read (its FETCH_ALLOW_HOSTS
 * names `server.hostAndPort`): the captured pages of
 * corpora/product-pages/real-shop-pages at `/shop/{file}`, every absolute
 * address of another host in them sent to this server instead
 * (`https://ak1.ostkcdn.com/x.jpg` → `/web/ak1.ostkcdn.com/x.jpg`), and
 * under `/web/` a stand-in picture per path, drawn once. `port` 0 picks a
 * free one.
 */
export async function startLocalShop(port = 0): Promise<LocalShop> {
  const colours = new Map<string, readonly [number, number, number]>();
  const pictures = new Map<string, Buffer>();
  const colourOf = (picturePath: string) => {
    if (!colours.has(picturePath)) colours.set(picturePath, pictureColours[colours.size % pictureColours.length]!);
    return colours.get(picturePath)!;
  };
  const server = await startTestServer(
    async (request, response) => {
      const requestPath = (request.url ?? '/').split('?')[0]!;
      if (requestPath.startsWith('/shop/') && /^[a-z0-9-]+\.html$/u.test(requestPath.slice('/shop/'.length))) {
        const html = await readFile(getProductCorpusPath('product-pages', 'real-shop-pages', requestPath.slice('/shop/'.length)), 'utf8');
        const page = html.replace(/https?:\/\/([a-z0-9.-]+\.[a-z]{2,})(?=\/)/giu, (whole, host: string) =>
          vocabularyHosts.test(host) ? whole : `${server.origin}/web/${host}`,
        );
        response.writeHead(200, { 'content-type': 'text/html' }).end(page);
        return;
      }
      if (requestPath.startsWith('/web/')) {
        const picture = pictures.get(requestPath) ?? drawStandInPicture(colourOf(requestPath));
        pictures.set(requestPath, picture);
        response.writeHead(200, { 'content-type': 'image/png' }).end(picture);
        return;
      }
      response.writeHead(404).end();
    },
    { port },
  );
  return {
    server,
    pageUrl: (file) => `${server.origin}/shop/${file}`,
    colourOf,
    close: () => server.close(),
  };
}
