import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_URL_PARAM } from '../state/product-route-param.ts';
import { normalizeProductUrl, productUrlProblemOf, type ProductUrlProblem } from '../state/product-url.ts';

export interface LinkFromAddress {
  /** The link the address brought, for the field; '' when none. */
  initialLink: string;
  /** Why that link cannot be analysed (shown under the field at once); null when it can, or none came. */
  initialProblem: ProductUrlProblem | null;
}

/**
 * `?url=` (the site's URL-to-video hero form): the link fills the field and
 * is analysed once, then leaves the address, so a reload or Back does not
 * start it again. Present but empty, it shows 请添加网址.
 */
export function useLinkFromAddress(analyze: (link: string) => Promise<void>): LinkFromAddress {
  const [searchParams, setSearchParams] = useSearchParams();
  const [linkParam] = useState(() => searchParams.get(PRODUCT_URL_PARAM));
  const [initialProblem] = useState(() => (linkParam === null ? null : productUrlProblemOf(linkParam, window.location.host)));
  const hasStartedRef = useRef(false);

  useEffect(() => {
    if (hasStartedRef.current || linkParam === null) return;
    hasStartedRef.current = true;
    setSearchParams({}, { replace: true });
    const link = initialProblem ? null : normalizeProductUrl(linkParam);
    if (link) void analyze(link);
  }, [analyze, initialProblem, linkParam, setSearchParams]);

  return { initialLink: linkParam ?? '', initialProblem };
}
