import { parseArgs } from 'node:util';

export interface RenderArguments {
  workspacePath: string;
  outputPath: string;
  scale: number;
  watermark: boolean;
  mediaDirectory: string | undefined;
  preset: string | undefined;
}

export const renderUsage = `Usage: talkreel render <workspace.json> -o <out.mp4> [options]

Renders a workspace to an MP4 (H.264 + AAC), with a cover JPEG, scene
thumbnails and, when it has captions, SRT / WebVTT subtitles beside it.

Options:
  -o, --output <file>     the MP4 to write (required)
  --scale <factor>        output size as a fraction of the reference canvas (default 1: 1080×1920 for 9:16)
  --watermark             add the 'Made with Talkreel' mark
  --media-dir <dir>       where relative media paths point (default: the workspace file's folder)
  --preset <name>         libx264 preset (default ultrafast)
  -h, --help              show this help`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Reads the command line; null means help was asked for. */
export function parseRenderArguments(argv: readonly string[]): RenderArguments | null {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        output: { type: 'string', short: 'o' },
        scale: { type: 'string' },
        watermark: { type: 'boolean', default: false },
        'media-dir': { type: 'string' },
        preset: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return null;
  const [workspacePath, ...extra] = positionals;
  if (!workspacePath) throw new UsageError('missing <workspace.json>');
  if (extra.length > 0) throw new UsageError(`unexpected argument: ${extra[0]}`);
  if (!values.output) throw new UsageError('missing -o <out.mp4>');
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!(scale > 0 && scale <= 4)) throw new UsageError(`--scale must be a number above 0 and at most 4, got ${values.scale}`);
  return { workspacePath, outputPath: values.output, scale, watermark: values.watermark, mediaDirectory: values['media-dir'], preset: values.preset };
}
