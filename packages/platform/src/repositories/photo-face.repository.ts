import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, FilesTable, PhotoFacesTable } from '../database/database-schema.ts';

export type PhotoFaceRow = Selectable<PhotoFacesTable>;

export interface PhotoFaceRecord {
  fileId: string;
  version: number;
  usable: boolean;
  /** 1 female, 2 male, 0 unsure or no face. */
  gender: number;
  analysis: Record<string, unknown>;
}

/** A user's photo with its face analysis (the talking-photo avatar row). */
export interface AnalysedPhoto {
  file: Selectable<FilesTable>;
  gender: number;
}

/** Face analyses of uploaded photos (`photo_faces`), one per file; a newer analysis version replaces an older one. */
export class PhotoFaceRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The stored analysis of this version, if there is one. */
  find(fileId: string, version: number): Promise<PhotoFaceRow | undefined> {
    return this.db.selectFrom('photo_faces').selectAll().where('file_id', '=', fileId).where('version', '=', version).executeTakeFirst();
  }

  /** Two requests analysing the same photo at once both write the same thing: the last one wins. */
  async save(record: PhotoFaceRecord): Promise<void> {
    const values = { version: record.version, usable: record.usable, gender: record.gender, analysis: JSON.stringify(record.analysis) };
    await this.db
      .insertInto('photo_faces')
      .values({ file_id: record.fileId, ...values })
      .onConflict((conflict) => conflict.column('file_id').doUpdateSet(values))
      .execute();
  }

  /**
   * The owner's photos with a usable face that are not hidden from the row,
   * newest first. Copies of one photo (uploaded again: the same name and the
   * same size in bytes) are listed once, as the newest copy.
   */
  async findUsableByOwner(ownerId: string, version: number, limit: number): Promise<AnalysedPhoto[]> {
    const rows = await this.db
      .selectFrom((query) =>
        query
          .selectFrom('photo_faces')
          .innerJoin('files', 'files.id', 'photo_faces.file_id')
          .selectAll('files')
          .select('photo_faces.gender as face_gender')
          .select((expression) =>
            expression.fn
              .agg<number>('row_number')
              .over((over) => over.partitionBy(['files.original_name', 'files.size_bytes']).orderBy('files.created_at', 'desc'))
              .as('copy_rank'),
          )
          .where('files.owner_id', '=', ownerId)
          .where('files.talking_photo_hidden_at', 'is', null)
          .where('photo_faces.version', '=', version)
          .where('photo_faces.usable', '=', true)
          .as('photos'),
      )
      .selectAll()
      .where('copy_rank', '=', 1)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(({ face_gender, copy_rank: _copyRank, ...file }) => ({ file, gender: face_gender }));
  }

  /**
   * Takes a photo off its owner's avatar row, with every copy of it (the
   * same name and size): the files stay, for the projects that use them.
   * How many files were hidden.
   */
  async hideFromRow(ownerId: string, photo: Pick<Selectable<FilesTable>, 'original_name' | 'size_bytes'>): Promise<number> {
    const result = await this.db
      .updateTable('files')
      .set({ talking_photo_hidden_at: new Date() })
      .where('owner_id', '=', ownerId)
      .where('original_name', '=', photo.original_name)
      .where('size_bytes', '=', photo.size_bytes)
      .where('talking_photo_hidden_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
