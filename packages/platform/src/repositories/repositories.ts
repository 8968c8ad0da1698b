import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';
import { AccountRepository } from './account.repository.ts';
import { ApiKeyRepository } from './api-key.repository.ts';
import { AuthEventRepository } from './auth-event.repository.ts';
import { AvatarRepository } from './avatar.repository.ts';
import { BatchRepository } from './batch.repository.ts';
import { ProductRepository } from './product.repository.ts';
import { TranslationRepository } from './translation.repository.ts';
import { BillingCustomerRepository } from './billing-customer.repository.ts';
import { CaptchaRepository } from './captcha.repository.ts';
import { CreditLedgerRepository } from './credit-ledger.repository.ts';
import { FileRepository, type KeyFromUrlOrKey } from './file.repository.ts';
import { GuestRepository } from './guest.repository.ts';
import { HostPairRepository } from './host-pair.repository.ts';
import { IdentityRepository } from './identity.repository.ts';
import { OutboxMailRepository } from './outbox-mail.repository.ts';
import { PhotoFaceRepository } from './photo-face.repository.ts';
import { ProjectScriptRepository } from './project-script.repository.ts';
import { ProjectRepository } from './project.repository.ts';
import { RenderRepository } from './render.repository.ts';
import { runInTransaction } from './run-in-transaction.ts';
import { SessionRepository } from './session.repository.ts';
import { TalkingPhotoRepository } from './talking-photo.repository.ts';
import { TaskRepository } from './task.repository.ts';
import { UserVoiceRepository } from './user-voice.repository.ts';
import { VerificationCodeRepository } from './verification-code.repository.ts';
import { VoiceRepository } from './voice.repository.ts';
import { WebhookCallbackRepository } from './webhook-callback.repository.ts';
import { WebhookDeliveryRepository } from './webhook-delivery.repository.ts';
import { WebhookEndpointRepository } from './webhook-endpoint.repository.ts';
import { WebhookEventRepository } from './webhook-event.repository.ts';
import { WorkspaceRepository } from './workspace.repository.ts';

/**
 * One instance of every repository, all over one executor: the database
 * (`runtime.repositories`, built once per process) or one transaction.
 *
 * Transactions: `inTransaction(work)` opens one and hands `work` the
 * repositories bound to it (and the transaction itself, for the queue's
 * `enqueue({transaction})` and the credit ledger); everything they do commits
 * or rolls back together. `boundTo(trx)` binds them to a transaction someone
 * else opened (a task's `completeInTransaction`, `enqueue`'s
 * `alsoInTransaction`). On bound repositories `inTransaction` joins the
 * transaction they are bound to. Repositories hold no state but their
 * executor, so binding costs one object per repository.
 */
export interface Repositories {
  accounts: AccountRepository;
  apiKeys: ApiKeyRepository;
  authEvents: AuthEventRepository;
  avatars: AvatarRepository;
  batches: BatchRepository;
  products: ProductRepository;
  translations: TranslationRepository;
  billingCustomers: BillingCustomerRepository;
  captchas: CaptchaRepository;
  creditLedger: CreditLedgerRepository;
  files: FileRepository;
  guests: GuestRepository;
  hostPairs: HostPairRepository;
  identities: IdentityRepository;
  outboxMail: OutboxMailRepository;
  photoFaces: PhotoFaceRepository;
  projects: ProjectRepository;
  projectScripts: ProjectScriptRepository;
  renders: RenderRepository;
  sessions: SessionRepository;
  talkingPhotos: TalkingPhotoRepository;
  tasks: TaskRepository;
  userVoices: UserVoiceRepository;
  verificationCodes: VerificationCodeRepository;
  voices: VoiceRepository;
  webhookCallbacks: WebhookCallbackRepository;
  webhookDeliveries: WebhookDeliveryRepository;
  webhookEndpoints: WebhookEndpointRepository;
  webhookEvents: WebhookEventRepository;
  workspaces: WorkspaceRepository;
  /** Runs `work` in one transaction with the repositories bound to it. */
  inTransaction<Result>(work: (repositories: Repositories, trx: Transaction<DatabaseSchema>) => Promise<Result>): Promise<Result>;
  /** The repositories bound to a transaction opened elsewhere. */
  boundTo(trx: Transaction<DatabaseSchema>): Repositories;
}

/** What repositories need besides the database: how a read URL maps back to its storage key (the storage's `keyFromUrl`). */
export interface RepositoryOptions {
  keyFromUrl: (url: string) => string | undefined;
}

/** Builds every repository over `db` (the database, or a transaction). */
export function createRepositories(db: Kysely<DatabaseSchema>, options: RepositoryOptions): Repositories {
  const keyOf: KeyFromUrlOrKey = (urlOrKey) => options.keyFromUrl(urlOrKey) ?? urlOrKey;
  const repositories: Repositories = {
    accounts: new AccountRepository(db),
    apiKeys: new ApiKeyRepository(db),
    authEvents: new AuthEventRepository(db),
    avatars: new AvatarRepository(db),
    batches: new BatchRepository(db),
    products: new ProductRepository(db),
    translations: new TranslationRepository(db),
    billingCustomers: new BillingCustomerRepository(db),
    captchas: new CaptchaRepository(db),
    creditLedger: new CreditLedgerRepository(db),
    files: new FileRepository(db, keyOf),
    guests: new GuestRepository(db),
    hostPairs: new HostPairRepository(db),
    identities: new IdentityRepository(db),
    outboxMail: new OutboxMailRepository(db),
    photoFaces: new PhotoFaceRepository(db),
    projects: new ProjectRepository(db),
    projectScripts: new ProjectScriptRepository(db),
    renders: new RenderRepository(db),
    sessions: new SessionRepository(db),
    talkingPhotos: new TalkingPhotoRepository(db),
    tasks: new TaskRepository(db),
    userVoices: new UserVoiceRepository(db),
    verificationCodes: new VerificationCodeRepository(db),
    voices: new VoiceRepository(db),
    webhookCallbacks: new WebhookCallbackRepository(db),
    webhookDeliveries: new WebhookDeliveryRepository(db),
    webhookEndpoints: new WebhookEndpointRepository(db),
    webhookEvents: new WebhookEventRepository(db),
    workspaces: new WorkspaceRepository(db),
    inTransaction: (work) => runInTransaction(db, (trx) => work(trx === db ? repositories : createRepositories(trx, options), trx)),
    boundTo: (trx) => (trx === db ? repositories : createRepositories(trx, options)),
  };
  return repositories;
}
