/** Where a signed upload's bytes are PUT: `/api/common/upload/put/<key>`. */
export const signedUploadPrefix = '/api/common/upload/put/';

export function signedUploadPath(key: string): string {
  return `${signedUploadPrefix}${key}`;
}

/** Query parameters bound into a signed upload URL besides `expires` and `signature`. */
export const signedUploadExtraNames = ['name', 'owner', 'use_to'] as const;
