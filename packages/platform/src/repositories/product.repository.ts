import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ProductMediaRecord, ProductsTable } from '../database/database-schema.ts';

export type ProductRow = Selectable<ProductsTable>;

/** A product with the state of its analysis task (null for a manual product). */
export type ProductWithTask = ProductRow & { task_status: string | null; task_error: string | null };

/** What an analysis found, or what a person saved on the product form. */
export interface ProductFields {
  title: string;
  intro_text: string;
  target_audience: string;
  brand?: string;
  price: number | null;
  currency: string | null;
  intro_medias: readonly ProductMediaRecord[];
  select_media: readonly string[];
  sources?: Readonly<Record<string, string>>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Products (`products`): analysed from a link as a job, or put together from uploaded media. */
export class ProductRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The product of a project just created (in the creating transaction); returns its id. */
  async create(product: { id?: string; projectId: string; ownerId: string; subType: 1 | 2; url: string; status: number; taskId?: string }): Promise<string> {
    const row = await this.db
      .insertInto('products')
      .values({
        ...(product.id ? { id: product.id } : {}),
        project_id: product.projectId,
        owner_id: product.ownerId,
        sub_type: product.subType,
        url: product.url,
        status: product.status,
        task_id: product.taskId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The owner's product by its own id or by its project's id; undefined for another owner's, a malformed id or none. */
  async findOwned(ownerId: string, productOrProjectId: string): Promise<ProductWithTask | undefined> {
    if (!uuidPattern.test(productOrProjectId)) return undefined;
    return this.db
      .selectFrom('products')
      .leftJoin('tasks', 'tasks.id', 'products.task_id')
      .selectAll('products')
      .select(['tasks.status as task_status', 'tasks.error_message as task_error'])
      .where('products.owner_id', '=', ownerId)
      .where((where) => where.or([where('products.id', '=', productOrProjectId), where('products.project_id', '=', productOrProjectId)]))
      .executeTakeFirst();
  }

  /** Locks the owner (parallel starts take turns) and counts their analyses still queued or running. */
  async lockOwnerAndCountAnalysing(ownerId: string): Promise<number> {
    await this.db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
    const { count } = await this.db
      .selectFrom('products')
      .innerJoin('tasks', 'tasks.id', 'products.task_id')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('products.owner_id', '=', ownerId)
      .where('products.status', '=', 1)
      .where('tasks.status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async findById(id: string): Promise<ProductRow | undefined> {
    return this.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** An analysis's progress (0–100, never lowered) and stage, while it is still analysing. */
  async reportProgress(id: string, progress: number, stage: string): Promise<void> {
    await this.db
      .updateTable('products')
      .set((eb) => ({ progress: eb.fn('greatest', ['progress', eb.val(Math.round(progress))]), stage, updated_at: new Date() }))
      .where('id', '=', id)
      .where('status', '=', 1)
      .execute();
  }

  /** An analysis's result: the fields and media, ready (status 2). */
  async saveAnalysis(id: string, fields: ProductFields): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ ...toColumns(fields), status: 2, progress: 100, stage: 'done', error: null, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** An analysis that failed (status 3), with the reason and what to tell the person. */
  async markFailed(id: string, error: { reason: string; msg: string }): Promise<void> {
    await this.db
      .updateTable('products')
      .set({ status: 3, stage: 'failed', error: JSON.stringify(error), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** The product form saved by its owner; false when the product is not theirs or not of that project. */
  async saveForm(ownerId: string, id: string, projectId: string, fields: ProductFields): Promise<boolean> {
    const result = await this.db
      .updateTable('products')
      .set({ ...toColumns(fields), updated_at: new Date() })
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

function toColumns(fields: ProductFields) {
  return {
    title: fields.title,
    intro_text: fields.intro_text,
    target_audience: fields.target_audience,
    ...(fields.brand !== undefined ? { brand: fields.brand } : {}),
    price: fields.price,
    currency: fields.currency,
    intro_medias: JSON.stringify(fields.intro_medias),
    select_media: JSON.stringify(fields.select_media),
    ...(fields.sources !== undefined ? { sources: JSON.stringify(fields.sources) } : {}),
  };
}
