import { useId, useState, type ReactNode } from 'react';
import { ASSESSMENT_COMPONENT_KINDS, COMPONENT_KIND_NAMES, isComponentKind, type ComponentMode } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { usePortfolioReference } from '../api/get-portfolio-reference';
import { usePortfolio } from '../api/get-portfolio';
import { useOwnerPortfolios } from '../api/list-owner-portfolios';
import { PortfolioViewerButton } from './portfolio-viewer-dialog';
import { PageTurner } from './page-turner';

type Content = Record<string, unknown> | undefined;
type Config = Record<string, unknown>;
type Page = { id: string; title: string; components: Config[] };

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** What a component reference names (spec 1 §2: reference_portfolio_id, reference_component_id). */
export function componentReferenceOf(content: Content): { portfolioId: string; componentId: string } | null {
  const portfolioId = str(content?.reference_portfolio_id);
  const componentId = str(content?.reference_component_id);
  return portfolioId && componentId ? { portfolioId, componentId } : null;
}

/** The components of a portfolio another may show: not references themselves, nor the assessors' own. */
export function referenceableComponents(pages: readonly Page[]): { page: Page; components: Config[] }[] {
  return pages
    .map((page) => ({
      page,
      components: page.components.filter((config) => {
        const kind = String(config.type);
        return (
          kind !== 'reference' && kind !== 'title' && !(ASSESSMENT_COMPONENT_KINDS as readonly string[]).includes(kind)
        );
      }),
    }))
    .filter((group) => group.components.length > 0);
}

const nameOf = (config: Config): string => {
  const label = str(config.label);
  const kind = str(config.type);
  return label || (isComponentKind(kind) ? COMPONENT_KIND_NAMES[kind] : kind);
};

/**
 * A component reference (spec 1 §2 "insert component reference"): a component of another of the owner's
 * portfolios shown read-only as it is there, with the portfolio it comes from (which the portfolio viewer
 * opens). The owner reads their own portfolio (so a choice shows before it is saved); anyone else reads it
 * through the reference, as the referencing portfolio (or the revision shown) names it.
 */
export function ComponentReferenceField({
  componentId,
  label,
  content,
  mode,
  ownerId,
  portfolioId,
  revision,
  onChange,
  renderComponent,
}: {
  componentId: string;
  label: string;
  content: Content;
  mode: ComponentMode;
  ownerId?: string;
  portfolioId?: string;
  revision?: number;
  onChange: (content: Record<string, unknown>) => void;
  /** Draws the referenced component read-only (the composer's own field, passed in to avoid an import cycle). */
  renderComponent: (config: Config, content: Content) => ReactNode;
}) {
  const t = useT('portfolios');
  const user = useCurrentUser();
  const [picking, setPicking] = useState(false);
  const named = componentReferenceOf(content);
  const editable = mode === 'editable' && ownerId !== undefined;
  const own = ownerId !== undefined && ownerId === user.id && revision === undefined;
  const ownRead = usePortfolioRead(own && named ? ownerId : null, named?.portfolioId ?? '');
  const link =
    named && portfolioId
      ? {
          originalPortfolioId: portfolioId,
          referencePortfolioId: named.portfolioId,
          referenceComponentId: componentId,
          rootPortfolioId: portfolioId,
          revision,
        }
      : null;
  const shared = usePortfolioReference(!own && link ? link : null);
  const source = own ? ownRead : shared;
  const data = source.data;
  const config = data?.pages.flatMap((page) => page.components).find((c) => str(c.component_id) === named?.componentId);
  const text = str(content?.content);
  return (
    <div className="composer__readonly" role={editable ? 'group' : undefined} aria-label={editable ? label : undefined}>
      {label ? <p className="composer__label">{label}</p> : null}
      {!named ? (
        <p className="composer__value">{text || t('empty.items')}</p>
      ) : source.isPending && source.fetchStatus !== 'idle' ? (
        <p className="composer__value">{t('componentReference.loading')}</p>
      ) : !data || !config ? (
        <p className="composer__value">{t('componentReference.missing')}</p>
      ) : (
        <div className="referenced-component">
          <p className="activity-card__meta">
            {t('componentReference.from', { title: data.title || t('references.untitled') })}
          </p>
          {renderComponent(config, data.content[named.componentId] as Content)}
          {link ? <PortfolioViewerButton link={link} title={data.title || t('references.untitled')} /> : null}
        </div>
      )}
      {editable ? (
        <div className="button-row">
          <Button onClick={() => setPicking(true)}>
            {named ? t('componentReference.change') : t('componentReference.insert')}
          </Button>
          {named ? (
            <Button variant="ghost" onClick={() => onChange({ content: '' })}>
              {t('componentReference.clear')}
            </Button>
          ) : null}
          <Dialog
            open={picking}
            onClose={() => setPicking(false)}
            title={t('componentReference.title', { label: label || t('componentReference.component') })}
            description={t('componentReference.description')}
            size="wide"
          >
            {picking ? (
              <ComponentPickerBody
                ownerId={ownerId}
                excludeId={portfolioId}
                selected={named}
                onClose={() => setPicking(false)}
                onDone={(chosen) => {
                  setPicking(false);
                  onChange({
                    content: '',
                    reference_portfolio_id: chosen.portfolioId,
                    reference_component_id: chosen.componentId,
                  });
                }}
              />
            ) : null}
          </Dialog>
        </div>
      ) : null}
    </div>
  );
}

/** The owner's own portfolio, read only when `ownerId` is given. */
function usePortfolioRead(ownerId: string | null, portfolioId: string) {
  const query = usePortfolio(ownerId ?? '', portfolioId, undefined, ownerId !== null && portfolioId !== '');
  return query;
}

function ComponentPickerBody({
  ownerId,
  excludeId,
  selected,
  onDone,
  onClose,
}: {
  ownerId: string;
  excludeId?: string;
  selected: { portfolioId: string; componentId: string } | null;
  onDone: (chosen: { portfolioId: string; componentId: string }) => void;
  onClose: () => void;
}) {
  const t = useT('portfolios');
  const id = useId();
  const [page, setPage] = useState(1);
  const [portfolio, setPortfolio] = useState(selected?.portfolioId ?? '');
  const [component, setComponent] = useState(selected?.componentId ?? '');
  const list = useOwnerPortfolios(ownerId, excludeId ?? '', page);
  const chosen = usePortfolio(ownerId, portfolio, undefined, portfolio !== '');
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  const groups = chosen.data ? referenceableComponents(chosen.data.pages as Page[]) : [];
  return (
    <div className="stack">
      <QueryStatus query={list} />
      {list.data && list.data.items.length === 0 ? <p>{t('componentReference.noPortfolios')}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <fieldset className="timeline-picker">
          <legend className="field__label">{t('componentReference.portfolioLegend', { page, pages })}</legend>
          {list.data.items.map((item) => (
            <label key={item.id} className="timeline-picker__item">
              <input
                type="radio"
                name={`${id}-portfolio`}
                checked={portfolio === item.id}
                onChange={() => {
                  setPortfolio(item.id);
                  setComponent('');
                }}
              />
              <span className="insert-choices__text">
                {item.title || t('references.untitled')}
                <span className="timeline-picker__abstract">{item.template_title}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <PageTurner page={page} pages={pages} label={t('componentReference.pages')} onPage={setPage} />
      {portfolio ? <QueryStatus query={chosen} /> : null}
      {portfolio && chosen.data ? (
        groups.length === 0 ? (
          <p>{t('componentReference.noComponents')}</p>
        ) : (
          <fieldset className="timeline-picker">
            <legend className="field__label">
              {t('componentReference.componentLegend', { title: chosen.data.title || t('references.untitled') })}
            </legend>
            {groups.map((group) =>
              group.components.map((config) => {
                const componentId = str(config.component_id);
                return (
                  <label key={`${group.page.id}-${componentId}`} className="timeline-picker__item">
                    <input
                      type="radio"
                      name={`${id}-component`}
                      checked={component === componentId}
                      onChange={() => setComponent(componentId)}
                    />
                    <span className="insert-choices__text">
                      {nameOf(config)}
                      <span className="timeline-picker__abstract">{group.page.title}</span>
                    </span>
                  </label>
                );
              }),
            )}
          </fieldset>
        )
      ) : null}
      <div className="form__actions">
        <Button
          variant="primary"
          disabled={!portfolio || !component}
          onClick={() => onDone({ portfolioId: portfolio, componentId: component })}
        >
          {t('componentReference.use')}
        </Button>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
      </div>
    </div>
  );
}
