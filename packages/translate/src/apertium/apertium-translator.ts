import { execFile } from 'node:child_process';
import path from 'node:path';
import { toIso6391 } from '../language/iso-639.ts';
import { describeLanguage } from '../language/translation-languages.ts';
import { checkTranslationRequest, TranslationError, type TextTranslator, type TranslationRequest, type TranslationResult } from '../text-translator.ts';
import { BatchMismatch, createApertiumBatch } from './apertium-batch.ts';
import { defaultModesDirectory, findApertiumPairs, findApertiumRoute, listApertiumLanguages, type ApertiumPairs } from './apertium-pairs.ts';
import { runApertium } from './run-apertium.ts';

export interface ApertiumOptions {
  /** The `apertium` program; found on PATH when unset. */
  apertiumPath?: string | undefined;
  /** The installed modes, `<data>/modes` (`/usr/share/apertium/modes`); `apertium -d <data>` runs them. */
  modesDirectory?: string | undefined;
  /** How long one hop of a route may run. Default 60 s and 2 ms a character (about 260 s for the most a request holds; a warm pair does 4,000 characters a second on one core). */
  timeoutMs?: number | undefined;
}

interface Installation {
  binary: string | undefined;
  pairs: ApertiumPairs;
}

/**
 * Apertium, the rule-based translator Debian packages with its language
 * pairs. Pairs are the installed modes; a pair without a mode goes through
 * Spanish when both halves exist. Each hop is one run of the program for
 * every text of the request. Without the program, it translates nothing
 * (canTranslate is null for every pair).
 */
export function createApertiumTranslator(options: ApertiumOptions = {}): TextTranslator {
  const modesDirectory = options.modesDirectory ?? defaultModesDirectory;
  let installation: Promise<Installation> | undefined;
  const findInstallation = () =>
    (installation ??= (async () => {
      const binary = await findProgram(options.apertiumPath ?? 'apertium');
      return { binary, pairs: binary ? await findApertiumPairs(modesDirectory) : new Map() };
    })());

  const routeOf = async (from: string, to: string) => {
    const { binary, pairs } = await findInstallation();
    const source = toIso6391(from);
    const target = toIso6391(to);
    if (!binary || !source || !target) return null;
    const hops = findApertiumRoute(pairs, source, target);
    return hops && { binary, hops, route: [source, ...hops.map((hop) => hop.to)] };
  };

  return {
    name: 'apertium',
    isEmbedded: true,
    quality: 'rule-based',

    async canTranslate(from: string, to: string): Promise<string[] | null> {
      return (await routeOf(from, to))?.route ?? null;
    },

    async translate(request: TranslationRequest): Promise<TranslationResult> {
      checkTranslationRequest(request);
      const found = await routeOf(request.from, request.to);
      if (!found) {
        const { binary, pairs } = await findInstallation();
        const known = binary ? `it translates ${listApertiumLanguages(pairs).join(', ')}` : 'it is not installed';
        throw new TranslationError(
          `Apertium has no path from ${describeLanguage(request.from)} to ${describeLanguage(request.to)}: ${known}.`,
          'no_route',
          'apertium',
        );
      }
      let texts = [...request.texts];
      const timeoutMs = options.timeoutMs ?? 60_000 + 2 * texts.reduce((sum, text) => sum + text.length, 0);
      for (const hop of found.hops) {
        const batch = createApertiumBatch(texts);
        if (batch.paragraphCount === 0) break;
        const answer = await runApertium(
          { binary: found.binary, dataDirectory: path.dirname(modesDirectory), mode: hop.mode, timeoutMs, signal: request.signal },
          batch.html,
        );
        try {
          texts = batch.readAnswer(answer);
        } catch (error) {
          if (!(error instanceof BatchMismatch)) throw error;
          throw new TranslationError(`Apertium (${hop.mode}) answered out of shape: ${error.message}.`, 'bad_answer', 'apertium');
        }
      }
      return { texts, engine: 'apertium', route: found.route };
    },
  };
}

/** The program when it runs (`apertium -V` answers); undefined when it is not installed or does not start. */
function findProgram(program: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(program, ['-V'], { timeout: 10_000 }, (error) => resolve(error ? undefined : program));
  });
}
