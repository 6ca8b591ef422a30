import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  COMMENT_INDICATOR_DEBOUNCE_MS,
  COMPONENT_KIND_NAMES,
  isComponentKind,
  PORTFOLIO_LIMITS,
  type Portfolio,
  type PortfolioComment,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { SelectField } from '../../../components/ui/select-field';
import { SelectionAction } from '../../../components/ui/selection-action';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { displayDateTime } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { useThrottledValue } from '../../../lib/use-throttled-value';
import { useCreateComment } from '../api/create-portfolio-comment';
import { useDeleteComment } from '../api/delete-portfolio-comment';
import { usePortfolioRevision } from '../api/get-portfolio-revision';
import { useRevisionComments, type CommentThread } from '../api/list-portfolio-comments';
import { useUpdateComment } from '../api/update-portfolio-comment';
import {
  annotationText,
  locateSelection,
  sentenceRanges,
  shortQuote,
  shownPlain,
  type Highlight,
} from '../utils/annotations';

type Config = Record<string, unknown>;
/** A pointer's selection inside one component's read-only text. */
interface Picked {
  componentId: string;
  text: string;
  near: number;
}

const HIGHLIGHT = 'tessera-annotation';
const HIGHLIGHT_CURRENT = 'tessera-annotation-current';

const componentLabel = (config: Config): string => {
  const kind = String(config.type);
  if (typeof config.label === 'string' && config.label.trim() !== '') return config.label;
  return isComponentKind(kind) ? COMPONENT_KIND_NAMES[kind] : kind;
};

/** The read-only text of a component on screen (ComponentField draws it in `.composer__text`). */
const shownText = (componentId: string): Element | null =>
  document.querySelector(`.composer [data-component="${CSS.escape(componentId)}"] .composer__text`);

/** A range over the quote inside the component's text on screen, or null when the page shows other words. */
function rangeOf(componentId: string, highlight: Highlight): Range | null {
  const element = shownText(componentId);
  if (!element) return null;
  const shown = shownPlain(element);
  const found = locateSelection(shown.text, highlight.text, highlight.start);
  const start = found ? shown.point(found.start, false) : null;
  const end = found ? shown.point(found.end, true) : null;
  if (!start || !end) return null;
  const range = document.createRange();
  range.setStart(...start);
  range.setEnd(...end);
  return range;
}

/** The comments on each component of the revision shown, counted (the composer's comment indicators). */
export type CommentCounts = Readonly<Record<string, number>>;

/** Moves to the comments on a component: the first of them in the list, focused for the keyboard. */
export function showCommentsOn(componentId: string): void {
  const first = document.querySelector<HTMLElement>(
    `.comment-list [data-comment-component="${CSS.escape(componentId)}"]`,
  );
  first?.scrollIntoView({ block: 'center' });
  first?.focus();
}

/**
 * Annotations painted on the work itself with the CSS Custom Highlight API: no markup is added to the
 * answer, so the text the assessor selected stays the text the student wrote. Browsers without it show the
 * quotes in the list only.
 */
function usePaintedAnnotations(comments: PortfolioComment[], current: string | null, pageKey: string) {
  useEffect(() => {
    if (typeof CSS === 'undefined' || !('highlights' in CSS)) return undefined;
    const all: Range[] = [];
    const chosen: Range[] = [];
    for (const comment of comments) {
      if (!comment.reference_component_id) continue;
      for (const highlight of comment.highlights) {
        const range = rangeOf(comment.reference_component_id, highlight);
        if (!range) continue;
        (comment.id === current ? chosen : all).push(range);
      }
    }
    CSS.highlights.set(HIGHLIGHT, new Highlight(...all));
    CSS.highlights.set(HIGHLIGHT_CURRENT, new Highlight(...chosen));
    return () => {
      CSS.highlights.delete(HIGHLIGHT);
      CSS.highlights.delete(HIGHLIGHT_CURRENT);
    };
  }, [comments, current, pageKey]);
}

/**
 * Follows the reader's selection: text selected inside one component's read-only answer can be annotated. The
 * pick stays for the form until used; the live range is there only while that selection is (the button shown
 * beside it).
 */
function useSelectionInWork(): [Picked | null, () => void, Range | null, () => void] {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [live, setLive] = useState<Range | null>(null);
  useEffect(() => {
    const onChange = () => {
      const selection = document.getSelection();
      if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
        setLive(null);
        return;
      }
      const range = selection.getRangeAt(0);
      const holder = (node: Node | null) =>
        (node instanceof Element ? node : node?.parentElement)?.closest('.composer__text') ?? null;
      const text = holder(range.startContainer);
      if (!text || text !== holder(range.endContainer)) {
        setLive(null);
        return;
      }
      const componentId = text.closest<HTMLElement>('[data-component]')?.dataset.component;
      const selected = selection.toString();
      if (!componentId || selected.trim() === '') {
        setLive(null);
        return;
      }
      const before = document.createRange();
      before.setStart(text, 0);
      before.setEnd(range.startContainer, range.startOffset);
      setPicked({ componentId, text: selected, near: before.toString().length });
      setLive(range.cloneRange());
    };
    document.addEventListener('selectionchange', onChange);
    return () => document.removeEventListener('selectionchange', onChange);
  }, []);
  return [picked, () => setPicked(null), live, () => setLive(null)];
}

/** One comment: who, when, where (the quote it annotates), what; its author edits or deletes it. */
function CommentItem({
  comment,
  where,
  thread,
  current,
  onShow,
}: {
  comment: PortfolioComment;
  where: string | null;
  thread: CommentThread;
  current: boolean;
  onShow: (comment: PortfolioComment) => void;
}) {
  const t = useT('portfolios');
  const locale = useLocale();
  const toast = useToast();
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateComment(thread);
  const remove = useDeleteComment(thread);
  // An assessor whose name the template hides from the student arrives unnamed (author: null).
  const author = comment.author
    ? `${comment.author.first_name} ${comment.author.last_name}`.trim()
    : t('comments.assessor');
  const actedBy = comment.acted_by ? `${comment.acted_by.first_name} ${comment.acted_by.last_name}`.trim() : null;
  return (
    <li
      className={`comment${current ? ' comment--current' : ''}`}
      data-comment-component={comment.reference_component_id ?? undefined}
      tabIndex={-1}
    >
      <article aria-labelledby={`${id}-who`}>
        <p className="comment__meta" id={`${id}-who`}>
          <strong>{author}</strong>
          {actedBy ? <span> ({t('comments.actedBy', { name: actedBy })})</span> : null}{' '}
          <time dateTime={comment.created_at}>{displayDateTime(comment.created_at, locale)}</time>
          {where ? <span> · {t('comments.on', { component: where })}</span> : null}
        </p>
        {comment.highlights.map((highlight) => (
          <blockquote key={`${highlight.start}-${highlight.end}`} className="comment__quote">
            {highlight.text}
          </blockquote>
        ))}
        {editing === null ? (
          <p className="comment__text">{comment.text}</p>
        ) : (
          <form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              update.mutate(
                { comment, text: editing },
                {
                  onSuccess: () => {
                    setEditing(null);
                    toast.show(t('comments.updated'));
                  },
                },
              );
            }}
          >
            <TextAreaField
              label={t('comments.edit')}
              value={editing}
              maxLength={PORTFOLIO_LIMITS.comment}
              onChange={(event) => setEditing(event.target.value)}
              error={update.error ? errorText(update.error, locale) : undefined}
            />
            <div className="button-row">
              <Button type="submit" size="small" variant="primary" disabled={update.isPending}>
                {t('comments.save')}
              </Button>
              <Button size="small" onClick={() => setEditing(null)}>
                {t('confirm.cancel')}
              </Button>
            </div>
          </form>
        )}
        <div className="button-row">
          {comment.reference_component_id && comment.highlights.length > 0 ? (
            <Button size="small" variant="ghost" onClick={() => onShow(comment)}>
              {t('comments.show')}
            </Button>
          ) : null}
          {comment.can_edit && editing === null ? (
            <Button size="small" variant="ghost" onClick={() => setEditing(comment.text)}>
              {t('comments.editButton')}
            </Button>
          ) : null}
          {comment.can_delete ? (
            <Button size="small" variant="ghost" onClick={() => setDeleting(true)}>
              {t('comments.delete')}
            </Button>
          ) : null}
        </div>
      </article>
      <ConfirmDialog
        open={deleting}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.delete')}
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error, locale) : undefined}
        onConfirm={() =>
          remove.mutate(comment, {
            onSuccess: () => {
              setDeleting(false);
              toast.show(t('comments.deleted'));
            },
          })
        }
        onClose={() => setDeleting(false)}
      >
        <p>{t('comments.deleteBody')}</p>
      </ConfirmDialog>
    </li>
  );
}

/**
 * The comments view (spec 1 §2, §3, §7): the comments and annotations of a revision, each staying with the
 * revision it was written on; where the caller may comment (the workflow's comment permission, the latest
 * revision) a form adds one on the whole work, on one component, or anchored on a passage of a component's
 * text, chosen by selecting it with a pointer or from the component's sentences with the keyboard.
 */
export function CommentsView({
  portfolio,
  ownerId,
  pageKey,
  onShowComponent,
  onCommented,
  onCounts,
}: {
  portfolio: Portfolio;
  ownerId: string;
  /** The page on screen: annotations are painted again when it changes. */
  pageKey: string;
  onShowComponent: (componentId: string) => void;
  /** A comment was added (an assessor's first starts their assessment: the portfolio's version moves on). */
  onCommented: () => void;
  /** The comments on each component of the revision shown (the indicators beside the components). */
  onCounts?: (counts: CommentCounts) => void;
}) {
  const t = useT('portfolios');
  const locale = useLocale();
  const toast = useToast();
  const id = useId();
  const { commentable_revision: commentable, history_revisions: revisions } = portfolio.workflow;
  const latest = revisions.at(-1)?.version ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const revision = chosen ?? commentable?.revision ?? latest;
  const thread: CommentThread | null =
    revision === null
      ? null
      : {
          ownerId,
          portfolioId: portfolio.id,
          revision,
          assessment: commentable && commentable.revision === revision ? commentable.assessment : '0',
        };
  const comments = useRevisionComments(thread);
  const submitted = usePortfolioRevision(ownerId, portfolio.id, revision);
  const create = useCreateComment(thread);
  const [picked, clearPicked, selectedNow, dismissSelected] = useSelectionInWork();
  const [about, setAbout] = useState('');
  const [anchor, setAnchor] = useState<Highlight | null>(null);
  const [text, setText] = useState('');
  const [anchorError, setAnchorError] = useState<string | undefined>();
  const [current, setCurrent] = useState<string | null>(null);

  const components = useMemo(
    () =>
      (submitted.data?.pages ?? []).flatMap((page) =>
        page.components
          .filter((config) => portfolio.component_modes[String(config.component_id)] !== 'invisible')
          .filter((config) => String(config.type) !== 'title')
          .map((config) => {
            const componentId = String(config.component_id);
            return {
              id: componentId,
              label: componentLabel(config),
              plain: annotationText(submitted.data?.content[componentId]),
            };
          }),
      ),
    [submitted.data, portfolio.component_modes],
  );
  const items = useMemo(() => comments.data?.items ?? [], [comments.data]);
  usePaintedAnnotations(items, current, pageKey);
  // The comment indicators' counts recompute at most every 300 ms while comments change (spec 2 §9).
  const counted = useThrottledValue(items, COMMENT_INDICATOR_DEBOUNCE_MS);
  useEffect(() => {
    const counts: Record<string, number> = {};
    for (const comment of counted)
      if (comment.reference_component_id)
        counts[comment.reference_component_id] = (counts[comment.reference_component_id] ?? 0) + 1;
    onCounts?.(counts);
  }, [counted, onCounts]);
  const writable = comments.data ? !comments.data.read_only : false;
  const aboutComponent = components.find((component) => component.id === about);
  const sentences = aboutComponent ? sentenceRanges(aboutComponent.plain) : [];
  const labelOf = (componentId: string | null) =>
    componentId ? (components.find((component) => component.id === componentId)?.label ?? null) : null;

  const takePicked = () => {
    if (!picked) return;
    const component = components.find((entry) => entry.id === picked.componentId);
    const located = component ? locateSelection(component.plain, picked.text, picked.near) : null;
    setAbout(picked.componentId);
    if (!located) {
      setAnchor(null);
      setAnchorError(t('comments.notInRevision'));
      return;
    }
    setAnchorError(undefined);
    setAnchor(located);
    document.getElementById(`${id}-text`)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { text, componentId: about || null, highlights: about && anchor ? [anchor] : [] },
      {
        onSuccess: () => {
          setText('');
          setAnchor(null);
          setAbout('');
          clearPicked();
          toast.show(t('comments.added'));
          onCommented();
        },
      },
    );
  };

  const show = (comment: PortfolioComment) => {
    if (!comment.reference_component_id) return;
    setCurrent(comment.id);
    onShowComponent(comment.reference_component_id);
  };

  return (
    <section className="composer__comments stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('comments.title')}</h2>
      {revisions.length === 0 ? (
        <p>{t('comments.none')}</p>
      ) : (
        <>
          {revisions.length > 1 ? (
            <SelectField
              label={t('comments.revision')}
              value={revision ?? ''}
              onChange={(event) => {
                setChosen(Number(event.target.value));
                setCurrent(null);
              }}
            >
              {revisions.map((entry) => (
                <option key={entry.id} value={entry.version}>
                  {t('comments.revisionOption', { version: entry.version })}
                </option>
              ))}
            </SelectField>
          ) : null}
          <QueryStatus query={comments} />
          {comments.data && items.length === 0 ? <p>{t('comments.empty', { version: revision ?? 0 })}</p> : null}
          {items.length > 0 && thread ? (
            <ol className="comment-list stack" aria-label={t('comments.list', { version: revision ?? 0 })}>
              {items.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  where={labelOf(comment.reference_component_id)}
                  thread={thread}
                  current={comment.id === current}
                  onShow={show}
                />
              ))}
            </ol>
          ) : null}
          {comments.data && !writable ? <p className="muted">{t('comments.readOnly')}</p> : null}
          {writable ? (
            // Right beside the passage selected in the work (walkthrough, issue 21: the only button was in the
            // form below the work, far from the selection).
            <SelectionAction
              range={selectedNow}
              label={t('comments.commentOnPassage')}
              onAction={() => {
                dismissSelected();
                takePicked();
              }}
              onDismiss={dismissSelected}
            />
          ) : null}
          {writable ? (
            <form className="stack comment-form" onSubmit={onSubmit} aria-labelledby={`${id}-new`}>
              <h3 id={`${id}-new`}>{t('comments.new')}</h3>
              {picked ? (
                <div className="comment-form__picked" role="status">
                  <p>{t('comments.selected', { text: shortQuote(picked.text.trim()) })}</p>
                  <Button size="small" onClick={takePicked}>
                    {t('comments.usePicked')}
                  </Button>
                </div>
              ) : (
                <p className="muted">{t('comments.selectHint')}</p>
              )}
              <SelectField
                label={t('comments.about')}
                value={about}
                onChange={(event) => {
                  setAbout(event.target.value);
                  setAnchor(null);
                  setAnchorError(undefined);
                }}
              >
                <option value="">{t('comments.wholeWork')}</option>
                {components.map((component) => (
                  <option key={component.id} value={component.id}>
                    {component.label}
                  </option>
                ))}
              </SelectField>
              {aboutComponent && sentences.length > 0 ? (
                <SelectField
                  label={t('comments.anchor')}
                  error={anchorError}
                  value={anchor ? `${anchor.start}:${anchor.end}` : ''}
                  onChange={(event) => {
                    const [start, end] = event.target.value.split(':').map(Number);
                    const found = sentences.find((entry) => entry.start === start && entry.end === end);
                    setAnchor(found ?? null);
                    setAnchorError(undefined);
                  }}
                >
                  <option value="">{t('comments.noAnchor')}</option>
                  {anchor && !sentences.some((entry) => entry.start === anchor.start && entry.end === anchor.end) ? (
                    <option value={`${anchor.start}:${anchor.end}`}>{shortQuote(anchor.text)}</option>
                  ) : null}
                  {sentences.map((entry) => (
                    <option key={`${entry.start}:${entry.end}`} value={`${entry.start}:${entry.end}`}>
                      {shortQuote(entry.text)}
                    </option>
                  ))}
                </SelectField>
              ) : anchorError ? (
                <p className="field__error">{anchorError}</p>
              ) : null}
              {anchor ? <blockquote className="comment__quote">{anchor.text}</blockquote> : null}
              <TextAreaField
                id={`${id}-text`}
                label={t('comments.text')}
                value={text}
                required
                maxLength={PORTFOLIO_LIMITS.comment}
                onChange={(event) => setText(event.target.value)}
                error={create.error ? errorText(create.error, locale) : undefined}
              />
              <div className="button-row">
                <Button type="submit" variant="primary" disabled={create.isPending || text.trim() === ''}>
                  {anchor ? t('comments.addAnnotation') : t('comments.add')}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
