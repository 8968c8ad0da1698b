export { readFetchCorpusJson } from './fetch-corpora.ts';
export { createFakeUrlFetcher, type FakePage, type FakeUrlFetcher } from './fetch-fake-fetcher.ts';
export { startTestServer, type TestServer, type TestServerHandler, type TestServerRequest } from './fetch-test-server.ts';
export { startYouTubeFake, youTubeFakeVideoIds, youTubeFakeVideos, type YouTubeFake, type YouTubeFakeVideo } from './youtube-fake.ts';
export { buildDocx, buildZipArchive, docxParagraph } from './document-zip.ts';
export { buildPdf, deflateRepeated } from './document-pdf.ts';
