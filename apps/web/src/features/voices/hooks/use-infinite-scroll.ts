import { useEffect, useRef, type RefObject } from 'react';

export interface UseInfiniteScrollOptions {
  /** The scrolling element the sentinel is watched in (null: the page). */
  rootRef: RefObject<HTMLElement | null>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** How far before the end the next page starts loading, in pixels: the list seldom visibly stops. */
const PRELOAD_MARGIN_PX = 240;

/**
 * Loads the next page when the returned sentinel scrolls into view (spec §4:
 * infinite scroll at the bottom). The observer is made anew after each page,
 * so a sentinel still in view after a short page asks for the next at once.
 */
export function useInfiniteScroll({ rootRef, hasNextPage, isFetchingNextPage, fetchNextPage }: UseInfiniteScrollOptions) {
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const fetchNextPageRef = useRef(fetchNextPage);

  useEffect(() => {
    fetchNextPageRef.current = fetchNextPage;
  }, [fetchNextPage]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPageRef.current();
      },
      { root: rootRef.current, rootMargin: `0px 0px ${PRELOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, rootRef]);

  return sentinelRef;
}
