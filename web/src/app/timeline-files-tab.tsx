import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { contentKind, getPortfolio, holdsFiles, humanFileSize, listTimeline } from '@tessera/shared';
import { Button } from '../components/ui/button';
import { errorText } from '../lib/api-error';
import { api } from '../lib/api-client';
import type { PickedAttachment, TimelineFilesTabProps } from '../lib/attachment-ui';
import { useLocale, useT } from '../lib/i18n';
import { resourceKeys } from '../lib/query-keys';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const extension = (name: string): string => (name.includes('.') ? (name.split('.').pop() ?? '') : '').toLowerCase();

/**
 * The files a portfolio's content holds, in both shapes spec 1 §3 gives (an attachment-type component's
 * parallel lists id[], owner_id[], filename[], size[]; a resource attachment's attachments[]), the owner's own
 * only (a file of someone else's is not the owner's to reuse), each once.
 */
export function filesInContent(
  pages: readonly { components: readonly Record<string, unknown>[] }[],
  content: Readonly<Record<string, unknown>>,
  ownerId: string,
): PickedAttachment[] {
  const found = new Map<string, PickedAttachment>();
  const add = (id: string, owner: string, filename: string, size: number) => {
    if (owner === ownerId && id && !found.has(id))
      found.set(id, { id, owner_id: owner, filename, size, type: extension(filename) });
  };
  for (const page of pages)
    for (const component of page.components) {
      const held = content[String(component.component_id)] as Record<string, unknown> | undefined;
      // The kinds that hold files (shared's FILE_COMPONENT_KINDS), a rich component by the kind it wraps.
      if (!held || !holdsFiles(contentKind(String(component.type), held))) continue;
      if (Array.isArray(held.attachments))
        for (const entry of held.attachments as Record<string, unknown>[])
          add(
            String(entry.id ?? ''),
            typeof entry.owner_id === 'string' ? entry.owner_id : ownerId,
            typeof entry.filename === 'string' ? entry.filename : '',
            typeof entry.size === 'number' ? entry.size : 0,
          );
      const ids = strings(held.id);
      const owners = strings(held.owner_id);
      const names = strings(held.filename);
      const sizes = Array.isArray(held.size) ? (held.size as unknown[]) : [];
      ids.forEach((id, index) =>
        add(
          id,
          owners[index] ?? ownerId,
          names[index] ?? '',
          typeof sizes[index] === 'number' ? (sizes[index] as number) : 0,
        ),
      );
    }
  return [...found.values()];
}

/** One timeline item: a disclosure that reads the item when opened and lists its files. */
function TimelineItemFiles({
  ownerId,
  item,
  fits,
  onPicked,
}: TimelineFilesTabProps & { item: { id: string; title: string } }) {
  const t = useT('attachmentSources');
  const common = useT('common');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const portfolio = useQuery({
    queryKey: resourceKeys.portfolio(ownerId, item.id),
    queryFn: ({ signal }) => api(getPortfolio, { path: { id: ownerId, portfolioId: item.id }, query: {}, signal }),
    enabled: open,
  });
  const files = portfolio.data ? filesInContent(portfolio.data.pages, portfolio.data.content, ownerId) : [];
  const panelId = `timeline-files-${item.id}`;
  return (
    <li className="previous-uploads__item timeline-files__item">
      <Button
        variant="ghost"
        icon={open ? ChevronDown : ChevronRight}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
      >
        {item.title || t('untitled')}
      </Button>
      {open ? (
        <div id={panelId} className="timeline-files__panel">
          {portfolio.isPending ? (
            <p role="status">{common('loading')}</p>
          ) : portfolio.isError ? (
            <p role="alert" className="field__error">
              {errorText(portfolio.error, locale)}
            </p>
          ) : files.length === 0 ? (
            <p>{t('noFiles')}</p>
          ) : (
            <ul className="previous-uploads__list" aria-label={t('filesOf', { title: item.title || t('untitled') })}>
              {files.map((file) => (
                <li key={file.id} className="previous-uploads__item">
                  <div className="previous-uploads__text">
                    <span className="previous-uploads__name">{file.filename}</span>
                    <span className="previous-uploads__meta">
                      {file.size > 0 ? humanFileSize(file.size) : null}
                      {fits(file) ? null : ` · ${t('doesNotFit')}`}
                    </span>
                  </div>
                  {fits(file) ? (
                    <Button
                      size="small"
                      aria-label={t('useNamed', { name: file.filename })}
                      onClick={() => onPicked(file)}
                    >
                      {t('use')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The upload dialog's "timeline" tab (spec 1 §2): the owner's timeline items (the portfolios timeline contract,
 * 15 a page, latest first), each opened to list the files it holds; a file that fits the component is used
 * with its Use button. Composed here because it joins two features' contracts (features never import each
 * other); the attachments dialog receives it through lib/attachment-ui.
 */
export function TimelineFilesTab(props: TimelineFilesTabProps) {
  const t = useT('attachmentSources');
  const common = useT('common');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const timeline = useQuery({
    queryKey: resourceKeys.timelinePage(props.ownerId, page),
    queryFn: ({ signal }) => api(listTimeline, { path: { id: props.ownerId }, query: { page }, signal }),
  });
  if (timeline.isPending) return <p role="status">{common('loading')}</p>;
  if (timeline.isError)
    return (
      <p role="alert" className="field__error">
        {errorText(timeline.error, locale)}
      </p>
    );
  const { items, total, page_size: size } = timeline.data;
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <div className="previous-uploads">
      <p className="field__hint">{t('hint')}</p>
      {items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="previous-uploads__list" aria-label={t('caption')}>
          {items.map((item) => (
            <TimelineItemFiles key={item.id} {...props} item={item} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="button-row">
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span>{t('page', { page, pages })}</span>
          <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export default TimelineFilesTab;
