import { useEffect, useRef } from 'react';
import { Button } from '../ui/button';

/**
 * Paging by scrolling (spec 2 §2: the rubric and template lists): the next page is read when the end of the
 * list comes near, or when the reader presses "Load more"; there is one while the last page said `more`.
 */
export function MorePages({
  query,
  moreLabel,
  loadingLabel,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  moreLabel: string;
  loadingLabel: string;
}) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <>
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="button-row">
          <Button disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? loadingLabel : moreLabel}
          </Button>
        </div>
      ) : null}
    </>
  );
}
