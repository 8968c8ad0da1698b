// `node --import tsx scripts/run-at-once.ts typecheck lint build`: runs npm
// scripts at the same time, for a 2-core machine where each is mostly one
// thread (tsc, eslint, knip, the vite build): about a minute less than one
// after the other. Each one's output is printed whole when it ends; the exit
// code is 1 when any of them failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) throw new Error('Name the npm scripts to run, e.g. typecheck lint build');

const exitCodes = await Promise.all(
  names.map(
    (name) =>
      new Promise<number>((resolve) => {
        const startedMs = performance.now();
        const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code) => {
          const seconds = ((performance.now() - startedMs) / 1000).toFixed(1);
          process.stdout.write(`${Buffer.concat(chunks).toString()}\n[${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s]\n`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exitCode = exitCodes.some((code) => code !== 0) ? 1 : 0;
