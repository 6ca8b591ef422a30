import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../ui/button';

/** Pages of a library list, one at a time (the rubric list, spec 2 §9). */
export function PageButtons({
  page,
  pages,
  onPage,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: { label: string; previous: string; next: string; page: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={labels.label}>
      <Button size="small" icon={ChevronLeft} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <span role="status">{labels.page}</span>
      <Button size="small" icon={ChevronRight} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}

/**
 * Paging by scrolling (spec 2 §2: the template list): the next page is read when the end of the list comes
 * near, or when the reader presses "Show more".
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
