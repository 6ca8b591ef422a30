import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ActivityView, ComponentMode } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useActivityChoices } from '../api/list-activity-choices';
import { useReferencedActivities } from '../api/list-referenced-activities';
import { referenceHref } from '../utils/reference-link';
import { PortfolioViewerButton } from './portfolio-viewer-dialog';

type Content = Record<string, unknown> | undefined;
type ComponentType = 'timeline' | 'other';

/** One activity as the component keeps it (spec 1 §3 "Activity reference content: list of activities"). */
export interface ActivityEntry {
  id: string;
  title: string;
  group_title: string;
  due_datetime: string;
  portfolio_id: string | null;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The activities the content lists, in its order, and how they are laid out (timeline or other). */
export function activityEntries(content: Content): { activities: ActivityEntry[]; componentType: ComponentType } {
  const raw = Array.isArray(content?.activities) ? (content.activities as unknown[]) : [];
  const activities = raw.flatMap((entry) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    const id = str(item.id);
    if (!id) return [];
    const portfolio = str(item.portfolio_id);
    return [
      {
        id,
        title: str(item.title),
        group_title: str(item.group_title),
        due_datetime: str(item.due_datetime),
        portfolio_id: portfolio || null,
      },
    ];
  });
  return { activities, componentType: content?.component_type === 'timeline' ? 'timeline' : 'other' };
}

const entryOf = (activity: ActivityView): ActivityEntry => ({
  id: activity.id,
  title: activity.title,
  group_title: activity.group_title,
  due_datetime: activity.due_datetime,
  portfolio_id: activity.portfolio_id,
});

/**
 * An activity reference (spec 1 §2 "insert activity", "insert activity reference"; §3): activities of the
 * owner's sections, each a card with its section and due date. A card whose owner had started the activity's
 * portfolio opens it read-only in the reference viewer (its title) or in the portfolio viewer (a frame);
 * readers who may not open it see the card only. The owner, where the component is editable, chooses the
 * activities in a modal (15 a page, "Load more") and whether they show as a timeline.
 */
export function ActivityReferenceField({
  componentId,
  label,
  content,
  mode,
  ownerId,
  portfolioId,
  revision,
  onChange,
}: {
  componentId: string;
  label: string;
  content: Content;
  mode: ComponentMode;
  ownerId?: string;
  portfolioId?: string;
  revision?: number;
  onChange: (content: Record<string, unknown>) => void;
}) {
  const t = useT('portfolios');
  const [picking, setPicking] = useState(false);
  const { activities, componentType } = activityEntries(content);
  const fresh = useReferencedActivities(activities.map((activity) => activity.id));
  const byId = new Map((fresh.data?.items ?? []).map((item) => [item.id, item]));
  const editable = mode === 'editable' && ownerId !== undefined;
  const write = (next: ActivityEntry[], type: ComponentType) => onChange({ activities: next, component_type: type });
  return (
    <div className="composer__readonly" role={editable ? 'group' : undefined} aria-label={editable ? label : undefined}>
      {label ? <p className="composer__label">{label}</p> : null}
      {activities.length === 0 ? (
        <p className="composer__value">{t('empty.items')}</p>
      ) : (
        <ul className={`reference-list reference-list--${componentType === 'timeline' ? 'timeline' : 'gallery'}`}>
          {activities.map((activity) => {
            const now = byId.get(activity.id);
            const title = now?.title || activity.title || t('references.untitled');
            const section = now?.group_title || activity.group_title;
            const due = now?.due_datetime || activity.due_datetime;
            const link =
              portfolioId && activity.portfolio_id
                ? {
                    originalPortfolioId: portfolioId,
                    referencePortfolioId: activity.portfolio_id,
                    referenceComponentId: componentId,
                    rootPortfolioId: portfolioId,
                    revision,
                  }
                : null;
            return (
              <li key={activity.id} className="reference-card">
                <div className="reference-card__body">
                  {link ? (
                    <Link className="reference-card__title" to={referenceHref(link)}>
                      {title}
                    </Link>
                  ) : (
                    <span className="reference-card__title">{title}</span>
                  )}
                  <p className="activity-card__meta">
                    {section ? <span>{section}</span> : null}
                    {section && due ? ' · ' : null}
                    {due ? <span>{t('activities.due', { date: due })}</span> : null}
                  </p>
                  {!link ? <p className="activity-card__meta">{t('activities.notStarted')}</p> : null}
                  <div className="button-row">
                    {link ? <PortfolioViewerButton link={link} title={title} /> : null}
                    {editable ? (
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('references.remove', { title })}
                        onClick={() =>
                          write(
                            activities.filter((other) => other.id !== activity.id),
                            componentType,
                          )
                        }
                      >
                        {t('files.remove')}
                      </Button>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editable ? (
        <>
          <Button onClick={() => setPicking(true)}>{t('activities.insert')}</Button>
          <Dialog
            open={picking}
            onClose={() => setPicking(false)}
            title={t('activities.insertTitle', { label: label || t('activities.component') })}
            description={t('activities.insertDescription')}
            size="wide"
          >
            {picking ? (
              <ActivityPickerBody
                ownerId={ownerId}
                excludePortfolioId={portfolioId}
                selected={activities}
                componentType={componentType}
                onClose={() => setPicking(false)}
                onDone={(chosen, type) => {
                  setPicking(false);
                  write(chosen, type);
                }}
              />
            ) : null}
          </Dialog>
        </>
      ) : null}
    </div>
  );
}

function ActivityPickerBody({
  ownerId,
  excludePortfolioId,
  selected,
  componentType,
  onDone,
  onClose,
}: {
  ownerId: string;
  excludePortfolioId?: string;
  selected: ActivityEntry[];
  componentType: ComponentType;
  onDone: (chosen: ActivityEntry[], type: ComponentType) => void;
  onClose: () => void;
}) {
  const t = useT('portfolios');
  const id = useId();
  const choices = useActivityChoices(ownerId);
  // Chosen activities by id, in the order chosen; those already listed keep their place.
  const [chosen, setChosen] = useState<Map<string, ActivityEntry>>(
    () => new Map(selected.map((entry) => [entry.id, entry])),
  );
  const [type, setType] = useState<ComponentType>(componentType);
  // The activity this portfolio is the work of cannot list itself.
  const items = (choices.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((activity) => !excludePortfolioId || activity.portfolio_id !== excludePortfolioId);
  const toggle = (activity: ActivityView, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(activity.id, entryOf(activity));
      else next.delete(activity.id);
      return next;
    });
  return (
    <div className="stack">
      <QueryStatus query={choices} />
      {choices.data && items.length === 0 ? <p>{t('activities.none')}</p> : null}
      {items.length > 0 ? (
        <fieldset className="timeline-picker">
          <legend className="visually-hidden">{t('activities.legend')}</legend>
          {items.map((activity) => (
            <label key={activity.id} className="timeline-picker__item">
              <input
                type="checkbox"
                checked={chosen.has(activity.id)}
                onChange={(event) => toggle(activity, event.target.checked)}
              />
              <span className="insert-choices__text">
                {activity.title}
                <span className="timeline-picker__abstract">
                  {activity.group_title}
                  {activity.due_datetime ? ` · ${t('activities.due', { date: activity.due_datetime })}` : ''}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {choices.hasNextPage ? (
        <div>
          <Button
            size="small"
            disabled={choices.isFetchingNextPage}
            aria-busy={choices.isFetchingNextPage || undefined}
            onClick={() => void choices.fetchNextPage()}
          >
            {t('activities.more')}
          </Button>
        </div>
      ) : null}
      <fieldset className="insert-choices">
        <legend className="field__label">{t('activities.layout')}</legend>
        {(['other', 'timeline'] as const).map((value) => (
          <label key={value} className="composer__choice">
            <input type="radio" name={`${id}-layout`} checked={type === value} onChange={() => setType(value)} />
            {t(`activities.layouts.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="form__actions">
        <Button variant="primary" onClick={() => onDone([...chosen.values()], type)}>
          {t('activities.done', { count: chosen.size })}
        </Button>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
      </div>
    </div>
  );
}
