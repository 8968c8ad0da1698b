/**
 * The avatar row's photo tiles: the photos uploaded on this visit and the
 * earlier ones the server lists, shown once each however often the same
 * photo was uploaded, and hidden for good once removed.
 */

/** One photo of the row: `key` identifies the tile, `url` its stored image. */
export interface PhotoTile {
  key: string;
  /** The file name without its extension, as the server names an earlier photo. */
  name: string;
  url: string;
}

/** 'portrait.final.jpg' → 'portrait.final': the name the avatar list gives an earlier photo (its upload's name without the extension). */
export function photoNameOf(fileName: string): string {
  return fileName.replace(/\.[a-z0-9]+$/i, '') || fileName;
}

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * A short fingerprint of some bytes (FNV-1a, 32 bits, and the length): tells
 * two uploads of one photo apart from two photos, without the secure context
 * `crypto.subtle` needs (a server reached over plain HTTP on a LAN).
 */
export function fingerprintOf(bytes: Uint8Array): string {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, FNV_PRIME) >>> 0;
  return `${bytes.length.toString(16)}-${hash.toString(16).padStart(8, '0')}`;
}

/**
 * The tiles whose name another tile shares: only these need their stored
 * bytes compared (two uploads of one file keep its name; different photos
 * rarely share one).
 */
export function tilesSharingAName(tiles: readonly PhotoTile[]): PhotoTile[] {
  const counts = new Map<string, number>();
  for (const tile of tiles) counts.set(tile.name, (counts.get(tile.name) ?? 0) + 1);
  return tiles.filter((tile) => (counts.get(tile.name) ?? 0) > 1);
}

/** A stored photo's identity: its address without the signature, which changes from one listing to the next. */
export function photoKeyOf(url: string): string {
  return url.split(/[?#]/u)[0] ?? url;
}

/** A photo as the row shows it: its first (newest) tile, and the tiles of the same photo uploaded again. */
export interface PhotoTileGroup<Tile extends PhotoTile> {
  shown: Tile;
  copies: Tile[];
}

/**
 * The tiles grouped by photo: a tile with the same stored file as an
 * earlier one, or the same name and the same bytes by `fingerprintOfUrl`,
 * joins that one's group, so that the first — the newest — stands for the
 * photo. A tile whose fingerprint is not known yet stands alone.
 */
export function groupPhotoTiles<Tile extends PhotoTile>(tiles: readonly Tile[], fingerprintOfUrl: (url: string) => string | undefined): PhotoTileGroup<Tile>[] {
  const groups: PhotoTileGroup<Tile>[] = [];
  const groupByKey = new Map<string, PhotoTileGroup<Tile>>();
  for (const tile of tiles) {
    const fingerprint = fingerprintOfUrl(tile.url);
    const identities = [`file\u0000${photoKeyOf(tile.url)}`, ...(fingerprint === undefined ? [] : [`content\u0000${tile.name}\u0000${fingerprint}`])];
    let group = identities.map((identity) => groupByKey.get(identity)).find((found) => found !== undefined);
    if (group) group.copies.push(tile);
    else {
      group = { shown: tile, copies: [] };
      groups.push(group);
    }
    for (const identity of identities) if (!groupByKey.has(identity)) groupByKey.set(identity, group);
  }
  return groups;
}

/** localStorage key of the earlier photos a person removed from the row, per account. */
function hiddenPhotosKey(username: string): string {
  return `talkreel.hiddenTalkingPhotos.${username}`;
}

/** The photo keys (see `photoKeyOf`) removed from this account's row on this browser. */
export function findHiddenPhotoKeys(username: string, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(hiddenPhotosKey(username)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps photos (by `photoKeyOf`) out of this account's row from now on; the keys now hidden. */
export function hidePhotos(username: string, photoKeys: readonly string[], storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string[] {
  const hidden = [...new Set([...findHiddenPhotoKeys(username, storage), ...photoKeys])];
  storage.setItem(hiddenPhotosKey(username), JSON.stringify(hidden));
  return hidden;
}
