#!/usr/bin/env node
// `talkreel [server] [--no-worker]` | `talkreel worker` | `talkreel render <workspace.json> -o <out.mp4>`
// | `talkreel credits grant --email <email> (--credits <n> | --plan <name>)`
// Builds the web app first when its build is missing or older than its sources,
// then runs the TypeScript entry point through tsx (no separate compile step).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');
const webDir = path.join(repoRoot, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtimeMs(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtimeMs(path.join(target, name))), 0);
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'index.html', 'vite.config.ts', 'public'].map((name) => path.join(webDir, name));
  sources.push(path.join(repoRoot, 'packages/contract/src'));
  const newestSourceMs = Math.max(...sources.map(newestMtimeMs));
  return newestSourceMs > statSync(builtIndex).mtimeMs;
}

register();

const args = process.argv.slice(2);
if (args[0] === 'render') {
  const { renderCli } = await import('@talkreel/render');
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  process.exit(await renderCli(args.slice(1), { signal: controller.signal, ffmpegPath: process.env.FFMPEG_PATH, ffprobePath: process.env.FFPROBE_PATH }));
}

if (args[0] === 'credits') {
  const { runCreditsCli } = await import('../src/cli/credits-cli.ts');
  process.exit(await runCreditsCli(args.slice(1)));
}

// A bad setting stops here, before any build or start-up work.
const { ConfigError } = await import('@talkreel/platform/config');
const { loadProductConfig } = await import('../src/config/product-config.ts');
try {
  loadProductConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (!args.includes('worker') && webBuildIsStale()) {
  console.log('Building the web app (first start, or its sources changed)...');
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@talkreel/web', '--', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../src/main.ts');
