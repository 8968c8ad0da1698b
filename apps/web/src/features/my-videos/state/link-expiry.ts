/**
 * When a signed read URL stops working: local storage signs `expires=<unix s>`,
 * S3 presigns `X-Amz-Date=<YYYYMMDDTHHMMSSZ>` plus `X-Amz-Expires=<s>`.
 * Undefined for a URL that carries neither (it does not expire by itself).
 */
export function findLinkExpiry(url: string): Date | undefined {
  const search = new URL(url, 'http://link.invalid').searchParams;
  const expiresSeconds = Number(search.get('expires'));
  if (search.has('expires') && Number.isFinite(expiresSeconds) && expiresSeconds > 0) return new Date(expiresSeconds * 1000);
  const amzDate = search.get('X-Amz-Date');
  const amzExpiresSeconds = Number(search.get('X-Amz-Expires'));
  const parts = amzDate?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (parts && Number.isFinite(amzExpiresSeconds) && amzExpiresSeconds > 0) {
    const [, year, month, day, hour, minute, second] = parts.map(Number) as [number, number, number, number, number, number, number];
    return new Date(Date.UTC(year, month - 1, day, hour, minute, second) + amzExpiresSeconds * 1000);
  }
  return undefined;
}
