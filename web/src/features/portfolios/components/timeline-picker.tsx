import { useId, useState } from 'react';
import type { PortfolioSummary } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useTimeline } from '../api/list-timeline';
import { PageTurner } from './page-turner';

interface TimelinePickerProps {
  open: boolean;
  title: string;
  ownerId: string;
  /** The portfolio being edited: it cannot name itself. */
  excludeId?: string;
  /** One item (a portfolio reference) or several (a gallery, a timeline). */
  multiple: boolean;
  selected: readonly string[];
  /** The chosen ids in the order chosen, each with its summary when this opening read it. */
  onDone: (chosen: { id: string; summary: PortfolioSummary | null }[]) => void;
  onClose: () => void;
}

/**
 * "Choose from timeline" (spec 1 §2): the owner's portfolios and evidence items shown on their timeline, latest
 * first, 15 a page, ticked (several) or chosen (one). Native checkboxes and radios keep it keyboard-complete.
 */
export function TimelinePicker(props: TimelinePickerProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title} size="wide">
      {props.open ? <PickerBody {...props} /> : null}
    </Dialog>
  );
}

function PickerBody({ ownerId, excludeId, multiple, selected, onDone, onClose }: TimelinePickerProps) {
  const t = useT('portfolios');
  const id = useId();
  const [page, setPage] = useState(1);
  // Chosen items by id, kept across pages (a summary is what the component shows before it is saved).
  const [chosen, setChosen] = useState<Map<string, PortfolioSummary | null>>(
    () => new Map(selected.map((item) => [item, null])),
  );
  const timeline = useTimeline(ownerId, page);
  const items = (timeline.data?.items ?? []).filter((item) => item.id !== excludeId);
  const pages = timeline.data ? Math.max(1, Math.ceil(timeline.data.total / timeline.data.page_size)) : 1;
  const choose = (item: PortfolioSummary, on: boolean) =>
    setChosen((current) => {
      const next = new Map(multiple ? current : []);
      if (on) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  return (
    <div className="stack">
      <QueryStatus query={timeline} />
      {timeline.data && items.length === 0 ? <p>{t('timelinePicker.empty')}</p> : null}
      {items.length > 0 ? (
        <fieldset className="timeline-picker">
          <legend className="visually-hidden">{t('timelinePicker.legend', { page, pages })}</legend>
          {items.map((item) => (
            <label key={item.id} className="timeline-picker__item">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-choice`}
                checked={chosen.has(item.id)}
                onChange={(event) => choose(item, event.target.checked)}
              />
              <span>
                <strong>{item.title || t('references.untitled')}</strong>
                <span className="muted">
                  {' '}
                  · {t(item.type === 'evidence' ? 'references.evidence' : 'references.portfolio')}
                </span>
                {item.abstract_text ? <span className="timeline-picker__abstract">{item.abstract_text}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <PageTurner page={page} pages={pages} label={t('timelinePicker.pages')} onPage={setPage} />
      <div className="form__actions">
        <Button
          variant="primary"
          onClick={() =>
            onDone(
              [...chosen.entries()].map(([itemId, summary]) => ({
                id: itemId,
                summary: summary ?? items.find((item) => item.id === itemId) ?? null,
              })),
            )
          }
        >
          {t('timelinePicker.done', { count: chosen.size })}
        </Button>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
      </div>
    </div>
  );
}
