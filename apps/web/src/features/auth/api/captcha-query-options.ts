import { queryOptions } from '@tanstack/react-query';
import { getCaptchaRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';

/**
 * GET /common/captcha: `{id, b64s}` with `b64s` a PNG data URL. Each one is
 * single-use and expires in two minutes, so it is never cached beyond the
 * dialog that shows it (`openingId` keys one dialog opening).
 */
export function captchaQueryOptions(openingId: number) {
  return queryOptions({
    queryKey: ['auth', 'captcha', openingId] as const,
    queryFn: ({ signal }) => apiRequest(getCaptchaRoute, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
