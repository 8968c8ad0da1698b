import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadProductConfig } from '../config/product-config.ts';
import { startProduct, type StartedProduct } from '../start-product.ts';

export interface TestProduct extends StartedProduct {
  app: FastifyInstance;
  dataDir: string;
  /** Every log line written so far (set LOG_LEVEL in env to see more than errors). */
  readLogs(): string;
  /** A fresh guest's bearer token. */
  createGuestToken(deviceId?: string): Promise<string>;
  uploadFile(token: string, file: { bytes: Buffer; name: string; purpose?: string }): Promise<LightMyRequestResponse>;
  cleanup(): Promise<void>;
}

let deviceCounter = 0;

/** The whole server with its in-process worker, on an in-memory PGlite and a temp DATA_DIR; no port is opened. */
export async function startTestProduct(
  env: Record<string, string> = {},
  options: { templatesDirectory?: string; billingClock?: () => Date } = {},
): Promise<TestProduct> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'talkreel-test-'));
  // PGLITE_TEMPLATE_DIR (set by vitest.config.ts): each test product starts from a migrated copy.
  const template = process.env.PGLITE_TEMPLATE_DIR ? { PGLITE_TEMPLATE_DIR: process.env.PGLITE_TEMPLATE_DIR } : {};
  const config = loadProductConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error', NODE_ENV: 'test', ...template, ...env }, '/nonexistent/.env');
  const logStream = new PassThrough();
  let logs = '';
  logStream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  const product = await startProduct(config, { role: 'server', listen: false, inMemoryDatabase: true, logDestination: logStream, ...options });
  const app = product.app!;
  return {
    ...product,
    app,
    dataDir,
    readLogs: () => logs,
    createGuestToken: async (deviceId = `test-device-${process.pid}-${(deviceCounter += 1)}`) => {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/guest', payload: { appid: 52000, device_id: deviceId } });
      const body = response.json() as { code: number; data: { token: string } };
      if (body.code !== 0) throw new Error(`guest session failed: ${response.body}`);
      return body.data.token;
    },
    uploadFile: (token, file) => {
      const form = new FormData();
      if (file.purpose) form.append('use_to', file.purpose);
      form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
      return app.inject({ method: 'POST', url: '/api/common/upload', headers: { authorization: `Bearer ${token}` }, payload: form });
    },
    cleanup: async () => {
      await product.stop(1000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
