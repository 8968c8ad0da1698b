import { renderCli } from './render-cli.ts';

// `node --import tsx packages/render/src/cli/render-cli-main.ts <workspace.json> -o <out.mp4>`
const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
process.exitCode = await renderCli(process.argv.slice(2), { signal: controller.signal });
