import { ArrowDown, ArrowUp, GripVertical, Plus, Settings2, Trash2 } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type Dispatch } from 'react';
import Sortable from 'sortablejs';
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
import { useT } from '../../../lib/i18n';
import {
  findComponent,
  keyboardTarget,
  mappedBy,
  newComponent,
  newId,
  otherLabels,
  suggestedLabel,
  type ComponentConfigRecord,
  type DraftAction,
  type MoveKey,
  type TemplateDraft,
} from '../utils/editor-state';
import { useKindName } from '../utils/kind-names';
import { ComponentConfigDialog } from './component-config-dialog';

const MOVE_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

type Editing = { component: ComponentConfigRecord; adding: boolean; pageId: string };

/**
 * The create-content step (spec 1 §2, §4; spec 2 §2): the page list (add, rename, reorder, delete; at most
 * the workflow's limit), the palette of every component kind, and the pages with their components, which
 * move by drag and drop within and across pages (SortableJS) or from the keyboard: Space or Enter grabs and
 * drops a component's handle, arrow keys move it (up and down within and across pages, left and right to
 * the neighbouring page), Escape puts it back; each move is announced.
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
  const [grabbed, setGrabbed] = useState<{ id: string; origin: { pageId: string; index: number } } | null>(null);
  const [pageLimit, setPageLimit] = useState(false);
  const lists = useRef(new Map<string, HTMLUListElement>());
  // The component just added: the closing dialog hands it the focus, which also scrolls it into view (on a
  // phone the canvas is below the palette, and the reader would otherwise not see where it went).
  const added = useRef<string | null>(null);
  const draftRef = useRef(draft);
  useLayoutEffect(() => {
    draftRef.current = draft;
  });
  const pageId = draft.pages.some((page) => page.id === currentPage) ? currentPage : (draft.pages[0]?.id ?? '');
  const maxPages = templateMaxPages(draft.workflow);

  const labelOf = (component: ComponentConfigRecord) => component.label.trim() || kindName(component.type);

  const announceMove = (id: string, to: { pageId: string; index: number }) => {
    const latest = draftRef.current;
    const page = latest.pages.find((entry) => entry.id === to.pageId);
    const component = latest.pages.flatMap((entry) => entry.components).find((entry) => entry.component_id === id);
    const count = (page?.components.length ?? 0) + (findComponent(latest, id)?.pageId === to.pageId ? 0 : 1);
    announce(
      t('moved', {
        label: component ? labelOf(component) : '',
        position: to.index + 1,
        count,
        page: page?.title ?? '',
      }),
    );
  };

  // SortableJS on every page's list, one shared group so components move across pages. Sortable moves the
  // DOM node itself: it is put back where React rendered it, and the state moves the component instead.
  const pageKey = draft.pages.map((page) => page.id).join();
  useEffect(() => {
    const sortables = [...lists.current.entries()].map(([, element]) =>
      Sortable.create(element, {
        group: 'template-components',
        handle: '.component-card__handle',
        animation: 150,
        onEnd: (event) => {
          const { item, from, to, oldIndex, newIndex } = event;
          if (oldIndex === undefined || newIndex === undefined) return;
          item.remove();
          from.insertBefore(item, from.children[oldIndex] ?? null);
          const id = item.dataset.componentId;
          const target = to.dataset.pageId;
          if (!id || !target || (from === to && oldIndex === newIndex)) return;
          dispatch({ type: 'moveComponent', componentId: id, to: { pageId: target, index: newIndex } });
          announceMove(id, { pageId: target, index: newIndex });
        },
      }),
    );
    return () => sortables.forEach((sortable) => sortable.destroy());
    // Re-created when pages come or go; the handlers read the latest draft through draftRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);

  // The grabbed component's handle keeps the focus after it moved (to another page it is a new element).
  useEffect(() => {
    if (grabbed) document.getElementById(`handle-${grabbed.id}`)?.focus();
  }, [draft, grabbed]);

  const onHandleKey = (component: ComponentConfigRecord, key: string, event: { preventDefault: () => void }) => {
    const id = component.component_id;
    if (key === ' ' || key === 'Enter') {
      event.preventDefault();
      if (grabbed?.id === id) {
        setGrabbed(null);
        announce(t('dropped', { label: labelOf(component) }));
      } else {
        setGrabbed({ id, origin: findComponent(draft, id)! });
        announce(t('grabbed', { label: labelOf(component) }));
      }
      return;
    }
    if (grabbed?.id !== id) return;
    if (key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'moveComponent', componentId: id, to: grabbed.origin });
      setGrabbed(null);
      announce(t('cancelled', { label: labelOf(component) }));
      return;
    }
    if (MOVE_KEYS.includes(key)) {
      event.preventDefault();
      const target = keyboardTarget(draft, id, key as MoveKey);
      if (!target) return announce(t('cannotMove', { label: labelOf(component) }));
      const page = draft.pages.find((entry) => entry.id === target.pageId)!;
      const count = page.components.length + (findComponent(draft, id)!.pageId === target.pageId ? 0 : 1);
      dispatch({ type: 'moveComponent', componentId: id, to: target });
      announce(t('moved', { label: labelOf(component), position: target.index + 1, count, page: page.title }));
    }
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
        <ol className="page-list">
          {draft.pages.map((page, index) => (
            <li key={page.id} className={`page-list__item${page.id === pageId ? ' page-list__item--current' : ''}`}>
              <Button
                variant="ghost"
                size="small"
                aria-current={page.id === pageId ? 'true' : undefined}
                onClick={() => {
                  setCurrentPage(page.id);
                  document.getElementById(`page-${page.id}`)?.scrollIntoView({ block: 'start' });
                }}
              >
                {page.title.trim() || msg('templates.step.create_content')}
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
            </li>
          ))}
        </ol>
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
        <p id="drag-instructions" className="muted">
          {t('dragHint')}
        </p>
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
            <ul
              className="component-list"
              data-page-id={page.id}
              aria-label={t('componentsOf', { title: page.title })}
              ref={(element) => {
                if (element) lists.current.set(page.id, element);
                else lists.current.delete(page.id);
              }}
            >
              {page.components.map((component) => {
                const errors = Object.values(componentErrors[component.component_id] ?? {});
                const isGrabbed = grabbed?.id === component.component_id;
                return (
                  <li
                    key={component.component_id}
                    data-component-id={component.component_id}
                    className={`component-card${isGrabbed ? ' component-card--grabbed' : ''}${errors.length > 0 ? ' component-card--invalid' : ''}`}
                  >
                    <button
                      id={`handle-${component.component_id}`}
                      type="button"
                      className="component-card__handle icon-button"
                      aria-label={t('handle', { label: labelOf(component) })}
                      aria-pressed={isGrabbed}
                      aria-describedby="drag-instructions"
                      onKeyDown={(event) => onHandleKey(component, event.key, event)}
                    >
                      <GripVertical className="icon" aria-hidden="true" />
                    </button>
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
                  </li>
                );
              })}
            </ul>
            {page.components.length === 0 ? <p className="muted">{t('emptyPage')}</p> : null}
          </section>
        ))}
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
