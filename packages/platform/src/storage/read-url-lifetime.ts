/** How long a read URL from createReadUrl stays valid when the caller does not say: one day, in seconds. */
export const defaultReadUrlExpiresInSeconds = 24 * 3600;
