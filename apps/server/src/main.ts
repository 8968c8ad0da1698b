import { PaymentProviderError } from '@talkreel/billing';
import { ConfigError } from '@talkreel/platform';
import { loadProductConfig } from './config/product-config.ts';
import { describeMailDelivery } from './services/mail/describe-mail-delivery.ts';
import { startProduct } from './start-product.ts';

/**
 * `talkreel [server|worker] [--no-worker]`: the server (API + web app, with the
 * job worker in-process unless --no-worker or RUN_WORKER=false), or a worker alone.
 */
async function main(argv: string[]): Promise<void> {
  const role = argv.includes('worker') ? 'worker' : 'server';
  let config;
  try {
    config = loadProductConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (argv.includes('--no-worker')) config = { ...config, RUN_WORKER: false };
  let product;
  try {
    product = await startProduct(config, { role });
  } catch (error) {
    // A price that does not match Stripe, or a key Stripe refuses: one line, as for a bad variable.
    if (error instanceof ConfigError || error instanceof PaymentProviderError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = product.runtime.logger;
  if (product.app) {
    log.info(`Talkreel is running at http://localhost:${config.PORT}`);
    log.info(describeMailDelivery(config));
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
    product.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

await main(process.argv.slice(2));
