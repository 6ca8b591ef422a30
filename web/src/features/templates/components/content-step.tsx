import { ArrowDown, ArrowUp, Plus, Settings2, Trash2 } from 'lucide-react';
import { useRef, useState, type Dispatch } from 'react';
import {
  canAddTemplatePage,
  COMPONENT_KINDS,
  isInteractiveComponentKind,
  templateMaxPages,
  type ComponentKind,
  type Workflow,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { DragHandle, SortableBoard, SortableItem, SortableList } from '../../../components/ui/sortable';
import { useT } from '../../../lib/i18n';
import {
  mappedBy,
  newComponent,
  newId,
  otherLabels,
  suggestedLabel,
  type ComponentConfigRecord,
  type DraftAction,
  type TemplateDraft,
} from '../utils/editor-state';
import { useKindName } from '../utils/kind-names';
import { ComponentConfigDialog } from './component-config-dialog';

type Editing = { component: ComponentConfigRecord; adding: boolean; pageId: string };

/**
 * The create-content step (spec 1 §2, §4; spec 2 §2): the page list (add, rename, reorder, delete; at most
 * the workflow's limit), the palette of every component kind, and the pages with their components. Pages and
 * components move on the one sortable part (components/ui/sortable): by their handle with a pointer, or from
 * the keyboard (Space or Enter picks the handle up, the arrow keys move it, within a page and past its end to
 * the next page, Space or Enter drops it, Escape puts it back), each step announced. Pages also have up and
 * down buttons, one tap each on a phone.
 */
export function ContentStep({
  draft,
  dispatch,
  workflow,
  nodeId,
  componentErrors,
  announce,
}: {
  draft: TemplateDraft;
  dispatch: Dispatch<DraftAction>;
  workflow: Workflow;
  nodeId: string;
  /** The server's refusals by component id, then field. */
  componentErrors: Record<string, Record<string, string>>;
  announce: (text: string) => void;
}) {
  const t = useT('templateEditor');
  const msg = useT('messages');
  const kindName = useKindName();
  const [currentPage, setCurrentPage] = useState(draft.pages[0]?.id ?? '');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ComponentConfigRecord | null>(null);
  const [deletingPage, setDeletingPage] = useState<string | null>(null);
  const [pageLimit, setPageLimit] = useState(false);
  // The component just added: the closing dialog hands it the focus, which also scrolls it into view (on a
  // phone the canvas is below the palette, and the reader would otherwise not see where it went).
  const added = useRef<string | null>(null);
  const pageId = draft.pages.some((page) => page.id === currentPage) ? currentPage : (draft.pages[0]?.id ?? '');
  const maxPages = templateMaxPages(draft.workflow);

  const labelOf = (component: ComponentConfigRecord) => component.label.trim() || kindName(component.type);
  const pageTitle = (page: { title: string }) => page.title.trim() || msg('templates.step.create_content');
  const componentName = (id: string) => {
    const component = draft.pages.flatMap((page) => page.components).find((entry) => entry.component_id === id);
    return component ? labelOf(component) : '';
  };

  const addPage = () => {
    if (!canAddTemplatePage(draft.workflow, draft.pages.length)) return setPageLimit(true);
    const page = { id: newId('page'), title: t('pageN', { n: draft.pages.length + 1 }), components: [] };
    dispatch({ type: 'addPage', page });
    setCurrentPage(page.id);
    announce(t('pageAdded', { title: page.title }));
  };

  // Deleting a component a rubric adds up takes it out of that rubric's aggregation too: the reader is told.
  const deleteText = (component: ComponentConfigRecord) => {
    const rubrics = mappedBy(draft, component.component_id).map(labelOf);
    return rubrics.length > 0
      ? t('deleteMappedText', { label: labelOf(component), rubrics: rubrics.join(', ') })
      : t('deleteComponentText', { label: labelOf(component) });
  };

  const addComponent = (kind: ComponentKind) => {
    if (!pageId) return;
    added.current = null;
    setEditing({ component: newComponent(kind, suggestedLabel(draft, kind)), adding: true, pageId });
  };

  return (
    <div className="content-step">
      <section className="content-step__pages" aria-labelledby="template-pages-heading">
        <h2 id="template-pages-heading">{t('pages', { count: draft.pages.length, max: maxPages })}</h2>
        <SortableBoard
          lists={[{ id: 'pages', items: draft.pages.map((page) => page.id) }]}
          itemName={(id) => pageTitle(draft.pages.find((page) => page.id === id) ?? { title: '' })}
          onMove={(id, to) => dispatch({ type: 'movePage', pageId: id, to: to.index })}
        >
          <SortableList id="pages" ordered className="page-list">
            {draft.pages.map((page, index) => (
              <SortableItem
                key={page.id}
                id={page.id}
                className={`page-list__item${page.id === pageId ? ' page-list__item--current' : ''}`}
              >
                <DragHandle />
                <Button
                  variant="ghost"
                  size="small"
                  aria-current={page.id === pageId ? 'true' : undefined}
                  onClick={() => {
                    setCurrentPage(page.id);
                    document.getElementById(`page-${page.id}`)?.scrollIntoView({ block: 'start' });
                  }}
                >
                  {pageTitle(page)}
                </Button>
                <span className="button-row">
                  <Button
                    size="small"
                    icon={ArrowUp}
                    disabled={index === 0}
                    aria-label={t('pageUp', { title: page.title })}
                    onClick={() => dispatch({ type: 'movePage', pageId: page.id, to: index - 1 })}
                  >
                    <span className="visually-hidden">{t('up')}</span>
                  </Button>
                  <Button
                    size="small"
                    icon={ArrowDown}
                    disabled={index === draft.pages.length - 1}
                    aria-label={t('pageDown', { title: page.title })}
                    onClick={() => dispatch({ type: 'movePage', pageId: page.id, to: index + 1 })}
                  >
                    <span className="visually-hidden">{t('down')}</span>
                  </Button>
                  <Button
                    size="small"
                    icon={Trash2}
                    variant="destructive"
                    disabled={draft.pages.length <= 1}
                    aria-label={t('pageDelete', { title: page.title })}
                    onClick={() =>
                      page.components.length === 0
                        ? dispatch({ type: 'deletePage', pageId: page.id })
                        : setDeletingPage(page.id)
                    }
                  >
                    <span className="visually-hidden">{t('delete')}</span>
                  </Button>
                </span>
              </SortableItem>
            ))}
          </SortableList>
        </SortableBoard>
        <Button icon={Plus} onClick={addPage}>
          {t('addPage')}
        </Button>
        {pageLimit ? (
          <p role="alert" className="error-text">
            {msg('templates.max_pages', { n: maxPages })}
          </p>
        ) : null}
      </section>

      <section className="content-step__palette" aria-labelledby="template-palette-heading">
        <h2 id="template-palette-heading">{t('palette')}</h2>
        <p className="muted">
          {t('paletteHint', { page: draft.pages.find((page) => page.id === pageId)?.title ?? '' })}
        </p>
        <ul className="palette">
          {COMPONENT_KINDS.map((kind) => (
            <li key={kind} className="palette__entry">
              <Button
                size="small"
                className="palette__item"
                aria-describedby={`palette-hint-${kind}`}
                onClick={() => addComponent(kind)}
              >
                {kindName(kind)}
              </Button>
              <span id={`palette-hint-${kind}`} className="palette__hint">
                {t(`kindHints.${kind}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="content-step__canvas" aria-labelledby="template-canvas-heading">
        <h2 id="template-canvas-heading">{t('canvas')}</h2>
        <p className="muted">{t('dragHint')}</p>
        <SortableBoard
          lists={draft.pages.map((page) => ({
            id: page.id,
            items: page.components.map((component) => component.component_id),
            name: pageTitle(page),
          }))}
          itemName={componentName}
          onMove={(id, to) =>
            dispatch({ type: 'moveComponent', componentId: id, to: { pageId: to.listId, index: to.index } })
          }
        >
          {draft.pages.map((page, index) => (
            <section
              key={page.id}
              id={`page-${page.id}`}
              className={`template-page${page.id === pageId ? ' template-page--current' : ''}`}
              aria-label={t('pageLabel', { n: index + 1, title: page.title })}
              onFocus={() => setCurrentPage(page.id)}
            >
              <FormField
                label={t('pageName', { n: index + 1 })}
                value={page.title}
                maxLength={60}
                onChange={(event) => dispatch({ type: 'renamePage', pageId: page.id, title: event.target.value })}
              />
              <SortableList
                id={page.id}
                className="component-list"
                data-page-id={page.id}
                aria-label={t('componentsOf', { title: page.title })}
              >
                {page.components.map((component) => {
                  const errors = Object.values(componentErrors[component.component_id] ?? {});
                  return (
                    <SortableItem
                      key={component.component_id}
                      id={component.component_id}
                      data-component-id={component.component_id}
                      className={`component-card${errors.length > 0 ? ' component-card--invalid' : ''}`}
                    >
                      <DragHandle id={`handle-${component.component_id}`} className="component-card__handle" />
                      <span className="component-card__text">
                        <span className="component-card__kind muted">{kindName(component.type)}</span>
                        <span className="component-card__label">
                          {component.label}
                          {isInteractiveComponentKind(component.type) && component.optional !== true ? (
                            <span aria-hidden="true" className="component-card__required">
                              {' *'}
                            </span>
                          ) : null}
                        </span>
                        {errors.map((error) => (
                          <span key={error} className="field__error">
                            {error}
                          </span>
                        ))}
                      </span>
                      <span className="button-row">
                        <Button
                          size="small"
                          icon={Settings2}
                          aria-label={t('configure', { label: labelOf(component) })}
                          onClick={() => {
                            added.current = null;
                            setEditing({ component, adding: false, pageId: page.id });
                          }}
                        >
                          <span aria-hidden="true">{t('configureShort')}</span>
                        </Button>
                        <Button
                          size="small"
                          icon={Trash2}
                          variant="destructive"
                          aria-label={t('deleteComponent', { label: labelOf(component) })}
                          onClick={() => setDeleting(component)}
                        >
                          <span className="visually-hidden">{t('delete')}</span>
                        </Button>
                      </span>
                    </SortableItem>
                  );
                })}
              </SortableList>
              {page.components.length === 0 ? <p className="muted">{t('emptyPage')}</p> : null}
            </section>
          ))}
        </SortableBoard>
      </section>

      {editing ? (
        <ComponentConfigDialog
          component={editing.component}
          content={draft.data_templates[editing.component.component_id]}
          adding={editing.adding}
          labels={otherLabels(draft, editing.component.component_id)}
          components={draft.pages.flatMap((page) => page.components)}
          nodeId={nodeId}
          workflow={workflow}
          serverErrors={componentErrors[editing.component.component_id] ?? {}}
          returnFocus={() => (added.current ? document.getElementById(`handle-${added.current}`) : null)}
          onClose={() => setEditing(null)}
          onSave={(component, content) => {
            dispatch(
              editing.adding
                ? { type: 'addComponent', pageId: editing.pageId, component, content }
                : { type: 'updateComponent', component, content },
            );
            if (editing.adding) {
              added.current = component.component_id;
              announce(t('added', { label: labelOf(component) }));
            }
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={msg('components.delete_confirm')}
        confirmLabel={t('delete')}
        onConfirm={() => {
          if (deleting) {
            dispatch({ type: 'deleteComponent', componentId: deleting.component_id });
            announce(t('deleted', { label: labelOf(deleting) }));
          }
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        <p>{deleting ? deleteText(deleting) : null}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deletingPage !== null}
        title={msg('components.delete_confirm')}
        confirmLabel={t('delete')}
        onConfirm={() => {
          if (deletingPage) dispatch({ type: 'deletePage', pageId: deletingPage });
          setDeletingPage(null);
        }}
        onClose={() => setDeletingPage(null)}
      >
        <p>
          {t('deletePageText', {
            title: draft.pages.find((page) => page.id === deletingPage)?.title ?? '',
            count: draft.pages.find((page) => page.id === deletingPage)?.components.length ?? 0,
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
