import { parseYouTubeUrl, podcastOrigins, PodcastOriginSchema, podcastScriptMaxCharacters, type PodcastOrigin, type PodcastTurn } from '@talkreel/contract';
import {
  PodcastScriptOptionsSchema,
  TopicScriptOptionsSchema,
  writeScriptJob,
  type PodcastScriptOptions,
  type TopicScriptOptions,
  type WriteScriptJobResult,
} from '@talkreel/jobs';
import { implementJob, PermanentJobError, readStoredBytes, type JobContext, type Runtime } from '@talkreel/platform';
import {
  SourceError,
  createSafeFetcher,
  extractArticle,
  extractDocxText,
  extractPdfText,
  extractPlainText,
  fetchWebsiteArticle,
  fetchYouTubeTranscript,
  matchSampleArticleUrl,
  readSampleArticleHtml,
  splitTextTitle,
  type UrlFetcher,
} from '@talkreel/sources';
import { WriterError, getScriptLanguage, runWriterWithFallback, type ScriptWriter, type ScriptWriterSet } from '@talkreel/writer';
import { parseUploadedScript } from '../scripts/parse-uploaded-script.ts';
import { splitPodcastRecording } from '../scripts/split-podcast-recording.ts';

/** The podcast's source text as the writer reads it. */
interface PodcastSource {
  title: string;
  text: string;
}

/** An uploaded file's text; `truncated`: the file holds more than the characters asked for. */
interface UploadedDocument extends PodcastSource {
  truncated: boolean;
}

/** The longest source text a writer is given (a 30-minute script's worth and some). */
const maxSourceCharacters = 60_000;

/**
 * Writes a podcast's or a topic's script. Podcasts: the source is read (a
 * link through the SSRF-safe fetcher, or this server's own sample articles
 * from content; a YouTube video's captions; an uploaded PDF, DOCX or TXT; the
 * pasted text), then written as turns by the preferred writer (a configured
 * language model, else the embedded extractive writer; a failing service
 * hands over to the embedded writer and the note says so). An uploaded
 * finished script becomes turns as it is. Topics: scenes are stored one by
 * one as they are written (status 3), so the page shows them while they come.
 * A failure a user can act on (a private address, no captions, a locked PDF)
 * fails at once with its message.
 */
export function createWriteScriptHandler(runtime: Runtime, writerSet: ScriptWriterSet) {
  const { files, projectScripts } = runtime.repositories;
  const allowHosts = runtime.config.FETCH_ALLOW_HOSTS?.split(',');
  const fetcher = createSafeFetcher({ userAgent: 'Mozilla/5.0 (compatible; TalkreelBot/1.0; +podcast script)', ...(allowHosts ? { allowHosts } : {}) });
  const youTubeBase = runtime.config.YOUTUBE_BASE_URL ? { baseUrl: runtime.config.YOUTUBE_BASE_URL } : {};
  const port = runtime.config.PORT;
  const ownOrigins = [runtime.config.PUBLIC_URL, `http://localhost:${port}`, `http://127.0.0.1:${port}`].filter((origin): origin is string => Boolean(origin));

  return implementJob(writeScriptJob, async (payload, context): Promise<WriteScriptJobResult> => {
    const row = await projectScripts.find(payload.projectId);
    if (!row) throw new PermanentJobError('This project no longer exists');
    await projectScripts.markWriting(payload.projectId);
    try {
      if (row.kind === 'topic') return await writeTopic(TopicScriptOptionsSchema.parse(row.options), payload.projectId, context);
      const origin = PodcastOriginSchema.parse(row.origin);
      return await writePodcast(origin, row.source as Record<string, string>, PodcastScriptOptionsSchema.parse(row.options), payload, context);
    } catch (error) {
      if (error instanceof SourceError || error instanceof WriterError) throw new PermanentJobError(error.message);
      throw error;
    }
  });

  async function writePodcast(
    origin: PodcastOrigin,
    source: Record<string, string>,
    options: PodcastScriptOptions,
    payload: { ownerId: string; projectId: string },
    context: JobContext,
  ): Promise<WriteScriptJobResult> {
    await context.reportProgress(5, 'reading');
    if (origin === podcastOrigins.uploadedScript) {
      const document = await readUploadedDocument(payload.ownerId, source.file_path ?? '', podcastScriptMaxCharacters, context.signal);
      if (document.truncated) {
        throw new PermanentJobError(
          `The uploaded script is longer than ${podcastScriptMaxCharacters.toLocaleString('en')} characters (about 30 minutes of podcast). Please shorten it or split it into two podcasts.`,
        );
      }
      const turns = parseUploadedScript(document.text, getScriptLanguage(options.language)).slice(0, 300);
      if (turns.length === 0) throw new PermanentJobError('The uploaded script has no text');
      return savePodcast(payload.projectId, document.title, turns, 'upload', undefined, context);
    }
    if (origin === podcastOrigins.uploadedAudio) {
      await context.reportProgress(10, 'splitting');
      const recording = await splitPodcastRecording(runtime, payload.ownerId, payload.projectId, source.file_path ?? '', context.signal);
      return savePodcast(payload.projectId, recording.title, recording.turns, 'recording', recording.note, context);
    }
    const read = await readPodcastSource(origin, source, payload.ownerId, options.language, context.signal);
    await context.reportProgress(40, 'writing');
    const request = {
      sourceText: read.text.slice(0, maxSourceCharacters),
      title: read.title,
      language: options.language,
      duration: options.video_duration,
      turnLength: options.duration_per_turn,
      ...(options.host_names ? { hostNames: options.host_names } : {}),
      signal: context.signal,
    };
    const written = await runWriterWithFallback(writerSet, { language: options.language, script: 'podcast', signal: context.signal }, (writer) =>
      writer.writePodcast(request),
    );
    return savePodcast(payload.projectId, read.title, written.result, written.engine, written.note, context);
  }

  async function savePodcast(
    projectId: string,
    title: string,
    turns: PodcastTurn[],
    writerId: string,
    note: string | undefined,
    context: JobContext,
  ): Promise<WriteScriptJobResult> {
    await context.reportProgress(95, 'saving');
    return context.completeInTransaction(async (trx) => {
      await runtime.repositories
        .boundTo(trx)
        .projectScripts.saveWrittenPodcast(projectId, { title: title.slice(0, 200), turns, writer: writerId, note: note ?? null });
      return { parts: turns.length, writer: writerId, ...(note ? { note } : {}) };
    });
  }

  async function readPodcastSource(
    origin: PodcastOrigin,
    source: Record<string, string>,
    ownerId: string,
    language: string,
    signal: AbortSignal,
  ): Promise<PodcastSource> {
    if (origin === podcastOrigins.document && source.file_path) return readUploadedDocument(ownerId, source.file_path, maxSourceCharacters, signal);
    if (origin === podcastOrigins.longText || origin === podcastOrigins.document) {
      // The title is taken out of the text: the podcast opens with it, and would say it twice.
      const { title, body } = splitTextTitle(source.long_text ?? '');
      return { title, text: body };
    }
    if (origin === podcastOrigins.youtube) {
      const parsed = parseYouTubeUrl(source.url ?? '');
      if (!parsed.ok) throw new PermanentJobError(parsed.message);
      // Captions in the podcast's language first ('pt-BR', then 'pt'); a written track in another language still beats an automatic one.
      const locale = getScriptLanguage(language).locale;
      const preferredLanguages = [...new Set([locale, locale.split('-')[0]!])];
      const transcript = await fetchYouTubeTranscript(parsed.videoId, { fetcher: abortable(fetcher, signal), preferredLanguages, ...youTubeBase });
      return { title: transcript.title, text: transcript.text };
    }
    const link = source.url ?? '';
    const sample = matchSampleArticleUrl(link, ownOrigins);
    if (sample) {
      const html = await readSampleArticleHtml(sample.slug);
      if (!html) throw new PermanentJobError('This sample article no longer exists');
      const article = extractArticle(html, link);
      return { title: article.title || sample.title, text: article.text };
    }
    const article = await fetchWebsiteArticle(link, abortable(fetcher, signal));
    return { title: article.title, text: article.text };
  }

  /**
   * An uploaded TXT, PDF or DOCX file's text, at most `maxChars` of it, read
   * in a thread of its own (the API answers meanwhile in one process). A
   * PDF's title is its heading (or its metadata's), else the file's name.
   */
  async function readUploadedDocument(ownerId: string, filePath: string, maxChars: number, signal: AbortSignal): Promise<UploadedDocument> {
    const file = await files.findOwned(ownerId, filePath);
    if (!file) throw new PermanentJobError('The uploaded file is not a file of this account');
    signal.throwIfAborted();
    const bytes = await readStoredBytes(runtime.storage, file.storage_key);
    const fileTitle = (file.original_name ?? 'Uploaded script').replace(/\.[a-z0-9]+$/iu, '');
    if (file.kind === 'pdf') {
      const pdf = await extractPdfText(bytes, { maxChars });
      return { title: pdf.title || fileTitle, text: pdf.text, truncated: pdf.truncated };
    }
    if (file.kind === 'docx') return { title: fileTitle, ...(await extractDocxText(bytes, { maxChars })) };
    if (file.kind === 'txt') return { title: fileTitle, ...(await extractPlainText(bytes, { maxChars })) };
    throw new PermanentJobError('A podcast script is a TXT, PDF or DOCX file');
  }

  async function writeTopic(options: TopicScriptOptions, projectId: string, context: JobContext): Promise<WriteScriptJobResult> {
    const request = {
      topic: options.topic,
      language: options.language,
      tone: options.tone,
      model: options.model,
      expectedDuration: options.expected_duration,
      signal: context.signal,
    };
    const scenes: string[] = [];
    const run = async (writer: ScriptWriter) => {
      for await (const scene of writer.writeTopicScript(request)) {
        scenes.push(scene);
        // Scenes so far, for the page that polls; a stop (status set to done) ends the writing.
        if (!(await projectScripts.savePartialParts(projectId, scenes, writer.id))) return false;
        await context.reportProgress(Math.min(90, 10 + scenes.length * 15), 'writing');
      }
      return true;
    };
    // A service that stored scenes before failing is not started over by the built-in writer.
    const written = await runWriterWithFallback(
      writerSet,
      { language: options.language, script: 'topic', signal: context.signal, canHandOver: () => scenes.length === 0 },
      run,
    );
    const { result: finished, engine: writerId, note } = written;
    return context.completeInTransaction(async (trx) => {
      // Stopped: the scenes written so far stay as they are (the stop route set status 4).
      if (finished) {
        await runtime.repositories.boundTo(trx).projectScripts.saveWrittenTopic(projectId, { scenes, writer: writerId, note: note ?? null });
      }
      return { parts: scenes.length, writer: writerId, ...(note ? { note } : {}) };
    });
  }
}

/** The fetcher with the job's abort signal on every request. */
function abortable(fetcher: UrlFetcher, signal: AbortSignal): UrlFetcher {
  return { fetch: (url, request) => fetcher.fetch(url, { ...request, signal: request?.signal ? AbortSignal.any([request.signal, signal]) : signal }) };
}
