import { parseArgs } from 'node:util';
import { operatorGrantUsage, PlanNameSchema, type ApiEnvelope } from '@talkreel/contract';
import { ConfigError, createRepositories, openDatabase, type Config } from '@talkreel/platform';
import path from 'node:path';
import { loadProductConfig } from '../config/product-config.ts';
import { operatorTokenHeader } from '../routes/operator/grant-operator-credits.ts';
import { grantOperatorCredits, type OperatorGrant, type OperatorGrantResult } from '../services/credits/grant-operator-credits.ts';
import { readOperatorToken } from '../services/credits/operator-token.ts';

const usage = `Usage: ${operatorGrantUsage}

Gives an account credits, or moves it to a plan with that plan's month of credits.
Run it with the server's own settings (DATA_DIR, PORT, DATABASE_URL, or the same .env):
it goes through the running server when there is one, else to the database directly.`;

/** `talkreel credits grant …`; returns the exit code. Prints one line on success, the reason on failure. */
export async function runCreditsCli(args: string[], env?: Record<string, string | undefined>): Promise<number> {
  let grant: OperatorGrant;
  try {
    grant = parseGrant(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  let config: Config;
  try {
    config = loadProductConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    const result = (await grantThroughServer(config, grant)) ?? (await grantInDatabase(config, grant));
    console.log(`${result.email}: ${result.plan} plan, +${result.granted} credits, balance ${result.credit}`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

function parseGrant(args: string[]): OperatorGrant {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { email: { type: 'string' }, credits: { type: 'string' }, plan: { type: 'string' } },
  });
  if (positionals[0] !== 'grant' || positionals.length !== 1) throw new Error('Unknown command: the one command is `credits grant`');
  if (!values.email) throw new Error('--email is required');
  if (values.credits === undefined && values.plan === undefined) throw new Error('Give --credits or --plan');
  const credits = values.credits === undefined ? undefined : Number(values.credits);
  if (credits !== undefined && (!Number.isInteger(credits) || credits < 1)) throw new Error('--credits is a whole number from 1');
  const plan = values.plan === undefined ? undefined : PlanNameSchema.safeParse(values.plan);
  if (plan && !plan.success) throw new Error(`--plan is one of ${PlanNameSchema.options.join(', ')}`);
  return { email: values.email, credits, plan: plan?.data };
}

/** The running server on this machine, if one answers on PORT; undefined when none listens. */
async function grantThroughServer(config: Config, grant: OperatorGrant): Promise<OperatorGrantResult | undefined> {
  const token = await readOperatorToken(path.resolve(config.DATA_DIR));
  if (!token) return undefined;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${config.PORT}/api/operator/credits/grant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [operatorTokenHeader]: token },
      body: JSON.stringify(grant),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return undefined;
  }
  const body = (await response.json().catch(() => null)) as ApiEnvelope<OperatorGrantResult> | null;
  if (!body) throw new Error(`The server on port ${config.PORT} answered ${response.status} with no Talkreel reply: is it this install's server?`);
  if (body.code !== 0) throw new Error(body.msg);
  return body.data;
}

async function grantInDatabase(config: Config, grant: OperatorGrant): Promise<OperatorGrantResult> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', connectionString: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(path.resolve(config.DATA_DIR), 'db') },
  );
  try {
    // A grant reads no file URLs, so no storage is opened to map them to keys.
    return await grantOperatorCredits(createRepositories(database.db, { keyFromUrl: () => undefined }), grant);
  } finally {
    await database.close();
  }
}
