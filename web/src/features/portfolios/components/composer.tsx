import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isAssessmentKind, SAVE_DEBOUNCE_MS, type AssessmentVisibilityEntry, type Portfolio } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { useLocale, useT, type KeyOf } from '../../../lib/i18n';
import { portfolioQueryOptions } from '../api/get-portfolio';
import { useMarkAssessing } from '../api/mark-portfolio-assessing';
import { useUpdatePortfolio, type PortfolioUpdate } from '../api/update-portfolio';
import { useWithdrawPortfolio } from '../api/withdraw-portfolio';
import { useAcceptTemplateUpdate } from '../api/accept-template-update';
import { useDeclineTemplateUpdate } from '../api/decline-template-update';
import {
  canAutoSave,
  changedFields,
  componentError,
  componentErrors,
  composerReducer,
  errorBanner,
  type ComposerAction,
  appliedAutoSave,
  initialComposerState,
  isDirty,
} from '../utils/composer-state';
import { useAssessmentUi, type StandardsMet } from '../../../lib/assessment-ui';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useSavingIndicator } from '../utils/use-saving-indicator';
import { CommentIndicator } from './comment-indicator';
import { CommentsView, type CommentCounts } from './comments';
import { ComponentField } from './component-field';
import { RevisionHistory } from './revision-history';
import { StatementMapping } from './statement-mapping';
import { TemplateUpdateNotice } from './template-update-notice';
import { TextFromTimeline } from './text-from-timeline';

type Button = Portfolio['buttons'][number];
type Action = Button['action'];
const STALE = 'portfolios.stale';

/** The confirmation each workflow button asks before it acts (spec 1 §4); Save asks nothing. */
const CONFIRMS: Partial<Record<Action, { title: KeyOf<'portfolios'>; body: KeyOf<'portfolios'> }>> = {
  advance: { title: 'confirm.advanceTitle', body: 'confirm.advance' },
  withdraw: { title: 'confirm.withdrawTitle', body: 'confirm.withdraw' },
  push_back: { title: 'confirm.pushBackTitle', body: 'confirm.pushBack' },
  mark_as_done: { title: 'confirm.markDoneTitle', body: 'confirm.markDone' },
  revise: { title: 'confirm.reviseTitle', body: 'confirm.revise' },
};

/**
 * The composer (spec 1 §2–8): the portfolio's pages with every component in its mode for the caller, the
 * toolbar with Save and the workflow buttons the server answers, auto-save (only where spec 1 §4 allows it,
 * 650 ms after the last change, "Saving..." shown at least 2 s), the form error banner, the 409 (the newer
 * work replaces what was shown), the another-device rule, the unsaved-changes prompt and the history.
 */
export function Composer({
  portfolio,
  ownerId,
  actionAs,
  standardsMet = null,
}: {
  portfolio: Portfolio;
  ownerId: string;
  actionAs?: string;
  /** The standards met for the viewer (the assessment panel's report), shown in the statement mapping. */
  standardsMet?: StandardsMet | null;
}) {
  const t = useT('portfolios');
  const msg = useT('messages');
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(composerReducer, portfolio, initialComposerState);
  const [pageIndex, setPageIndex] = useState(0);
  const [confirming, setConfirming] = useState<Button | null>(null);
  // An assessor's Submit or Request Revision in a collaborative workflow asks which assessments the student sees.
  const [collaborative, setCollaborative] = useState<Button | null>(null);
  const assessmentUi = useAssessmentUi();
  const [withdrawBlocked, setWithdrawBlocked] = useState(false);
  const [commentCounts, setCommentCounts] = useState<CommentCounts>({});
  const update = useUpdatePortfolio();
  const withdraw = useWithdrawPortfolio();
  const markAssessing = useMarkAssessing();
  const acceptUpdate = useAcceptTemplateUpdate();
  const declineUpdate = useDeclineTemplateUpdate();
  const [updateError, setUpdateError] = useState<string | null>(null);
  const stateRef = useRef(state);
  // `send` runs from timers and dialogs: it reads the newest state through this ref, kept after each render.
  useEffect(() => {
    stateRef.current = state;
  });
  const inFlight = useRef<Promise<unknown> | null>(null);
  /**
   * A save's outcome applied to the ref at once as well as dispatched: a save queued behind it (an auto-save
   * coming due while Save runs) resumes before React renders, and must start from the version this one got
   * and the content it sent, or it would re-send at the old version and meet its own 409.
   */
  const settle = (action: ComposerAction) => {
    stateRef.current = composerReducer(stateRef.current, action);
    dispatch(action);
  };
  const busy = update.isPending || withdraw.isPending || markAssessing.isPending;
  const saving = useSavingIndicator(update.isPending);
  const current = state.portfolio;
  const dirty = isDirty(state);
  const leave = useLeaveGuard(dirty);
  const savingDisabled = current.saving_disabled;
  const ids = { ownerId, portfolioId: current.id };

  const reload = async (): Promise<Portfolio> => {
    const fresh = await queryClient.fetchQuery({
      ...portfolioQueryOptions(ownerId, current.id, actionAs),
      staleTime: 0,
    });
    return fresh;
  };

  /** Sends the changed content with an action at the version held; one save at a time. */
  const send = async (
    action: PortfolioUpdate['action'],
    autoSave = false,
    assessmentsVisibility?: AssessmentVisibilityEntry[],
  ): Promise<boolean> => {
    if (inFlight.current) await inFlight.current.catch(() => undefined);
    const now = stateRef.current;
    const fields = changedFields(now);
    if (autoSave && Object.keys(fields).length === 0) return true;
    const call = update.mutateAsync({
      ...ids,
      version: now.portfolio.version,
      action,
      autoSave,
      fields,
      assessmentsVisibility,
    });
    inFlight.current = call;
    try {
      const result = await call;
      // An auto-save that kept the state answers only what changed (ADR 0028 §1): applied to the portfolio held.
      const saved = 'saved' in result ? appliedAutoSave(now.portfolio, result.saved, fields) : result.portfolio;
      settle({ type: 'saved', portfolio: saved, sent: fields });
      queryClient.setQueryData(portfolioQueryOptions(ownerId, current.id, actionAs).queryKey, saved);
      if (!autoSave) toast.show(result.message);
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === STALE) {
        settle({ type: 'stale', portfolio: await reload(), message: errorText(error, locale) });
      } else if (autoSave && isApiError(error) && error.status === 401) {
        // Spec 1 §8: a 401 on auto-save shows a tip; the work stays on the screen, its field errors with it.
        dispatch({ type: 'refused', message: t('signInTip'), fields: stateRef.current.fieldErrors, submit: false });
      } else {
        dispatch({
          type: 'refused',
          message: errorText(error, locale),
          fields: isApiError(error) ? error.fields : {},
          submit: action === 'advance',
        });
      }
      return false;
    } finally {
      if (inFlight.current === call) inFlight.current = null;
    }
  };

  // The route reads the portfolio again (the language changed, the window regained focus): same version, new words.
  useEffect(() => {
    if (portfolio !== stateRef.current.portfolio) dispatch({ type: 'relabelled', portfolio });
  }, [portfolio]);

  // Change-driven auto-save, 650 ms after the last change (spec 1 §4), only in the cases it runs.
  const autoSaveAllowed = canAutoSave(state);
  useEffect(() => {
    if (!dirty || !autoSaveAllowed || state.stale) return undefined;
    const timer = setTimeout(() => void send('save_as_draft', true), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `send` reads the newest state through its ref; the timer restarts on every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.content, dirty, autoSaveAllowed, state.stale]);

  const act = async (button: Button) => {
    setConfirming(null);
    if (button.action === 'withdraw') {
      try {
        const result = await withdraw.mutateAsync({ ...ids, version: current.version });
        if (result.workflow.state === 'in_assessment') {
          // Still in assessment (spec 1 §4): the button stays disabled and the reason is said.
          setWithdrawBlocked(true);
          dispatch({ type: 'refused', message: t('stillInAssessment'), fields: {}, submit: false });
          return;
        }
        toast.show(result.message);
        dispatch({ type: 'loaded', portfolio: await reload() });
      } catch (error) {
        dispatch({ type: 'refused', message: errorText(error, locale), fields: {}, submit: false });
      }
      return;
    }
    if (button.action === 'mark_assessing') {
      try {
        const result = await markAssessing.mutateAsync({ ...ids, version: current.version });
        dispatch({ type: 'saved', portfolio: result.portfolio, sent: {} });
        toast.show(result.message);
      } catch (error) {
        dispatch({ type: 'refused', message: errorText(error, locale), fields: {}, submit: false });
      }
      return;
    }
    const ok = await send(button.action);
    if (!ok && button.action === 'advance') {
      // The first refused field takes the focus once the banner and its error are on screen.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.composer [aria-invalid="true"]')?.focus());
    }
  };

  const onButton = (button: Button) => {
    if (assessmentUi?.isCollaborativeSubmit(current, button.action)) setCollaborative(button);
    else if (CONFIRMS[button.action]) setConfirming(button);
    else void act(button);
  };

  /**
   * An assessor's first comment starts their assessment of the revision, which moves the portfolio's version
   * on: the composer takes the new version (and buttons) and keeps any unsaved edits, or its next action would
   * be refused as stale.
   */
  const afterComment = async () => {
    if (inFlight.current) await inFlight.current.catch(() => undefined);
    const fresh = await reload().catch(() => null);
    if (fresh && fresh.version !== stateRef.current.portfolio.version) {
      dispatch({ type: 'saved', portfolio: fresh, sent: {} });
    }
  };

  /** Shows a component (a comment's "Show in the work"): its page, then the component, focused for the keyboard. */
  const showComponent = (componentId: string) => {
    const index = current.pages.findIndex((entry) =>
      entry.components.some((config) => String(config.component_id) === componentId),
    );
    if (index >= 0) setPageIndex(index);
    requestAnimationFrame(() => {
      const target = document.querySelector<HTMLElement>(`.composer [data-component="${CSS.escape(componentId)}"]`);
      target?.scrollIntoView({ block: 'center' });
      target?.focus();
    });
  };

  /**
   * The owner's answer to an offered template version (ADR 0028 §2): the answered portfolio replaces the one held
   * (its new pages and version); a stale one is read again, as a stale save is.
   */
  const answerUpdate = async (take: boolean) => {
    const offer = current.template_update;
    if (!offer) return;
    setUpdateError(null);
    try {
      const body = { version: current.version, snapshot_id: offer.snapshot_id };
      const saved = await (take ? acceptUpdate : declineUpdate).mutateAsync({
        id: ownerId,
        portfolioId: current.id,
        body,
      });
      if (take) setPageIndex(0);
      settle({ type: 'loaded', portfolio: saved });
      queryClient.setQueryData(portfolioQueryOptions(ownerId, current.id, actionAs).queryKey, saved);
      toast.show(t(take ? 'templateUpdate.accepted' : 'templateUpdate.kept'));
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === STALE) {
        settle({ type: 'stale', portfolio: await reload(), message: errorText(error, locale) });
      } else {
        setUpdateError(errorText(error, locale));
      }
    }
  };

  const page = current.pages[pageIndex] ?? current.pages[0];
  const banner = errorBanner(state);
  // Where the assessment panel shows, scores, rubrics and feedback live there (one assessment per assessor),
  // not in the portfolio's content: the composer leaves them out rather than show empty copies.
  const panelShown = assessmentUi?.panelShown(current) ?? false;
  const visibleComponents = (page?.components ?? []).filter(
    (config) =>
      current.component_modes[String(config.component_id)] !== 'invisible' &&
      !(panelShown && isAssessmentKind(config.type)),
  );
  const editableAnywhere = Object.values(current.component_modes).includes('editable');
  const confirm = confirming ? CONFIRMS[confirming.action] : undefined;

  return (
    <div className="composer">
      <div className="composer__toolbar" role="group" aria-label={t('toolbar')}>
        {current.buttons.map((button) => (
          <Button
            key={button.action}
            variant={button.action === 'advance' ? 'primary' : 'secondary'}
            disabled={
              button.disabled ||
              busy ||
              state.stale ||
              (savingDisabled !== null && button.action !== 'withdraw') ||
              (button.action === 'withdraw' && withdrawBlocked)
            }
            title={button.tip ?? undefined}
            aria-describedby={button.tip ? `tip-${button.action}` : undefined}
            onClick={() => onButton(button)}
          >
            {button.label}
          </Button>
        ))}
        {current.buttons
          .filter((button) => button.tip)
          .map((button) => (
            <span key={button.action} id={`tip-${button.action}`} className="visually-hidden">
              {button.tip}
            </span>
          ))}
        <p className="composer__status" role="status">
          {saving
            ? msg('workflows.saving')
            : dirty
              ? t('unsaved')
              : editableAnywhere && !state.stale
                ? t('allSaved')
                : ''}
        </p>
      </div>
      {editableAnywhere && !current.auto_save && !savingDisabled ? (
        <p className="composer__hint">{t('autoSaveOff')}</p>
      ) : null}
      {savingDisabled ? (
        <p role="alert" className="notice">
          {savingDisabled}
        </p>
      ) : null}
      {!editableAnywhere ? <p className="notice">{t('readOnly')}</p> : null}
      {current.template_update && !savingDisabled ? (
        <TemplateUpdateNotice
          offer={current.template_update}
          submitted={current.workflow.history_revisions.length > 0}
          blocked={dirty}
          pending={acceptUpdate.isPending || declineUpdate.isPending || busy}
          error={updateError}
          onAccept={() => void answerUpdate(true)}
          onKeep={() => void answerUpdate(false)}
        />
      ) : null}
      {banner ? (
        <div role="alert" className="composer__banner">
          <p>{msg('components.form_errors.banner')}</p>
          <p>{msg('components.form_errors.count', { found: banner.found, remaining: banner.remaining })}</p>
          <ul className="composer__banner-list">
            {componentErrors(state).map(({ componentId, type, label, message }) => (
              <li key={componentId}>
                <span className="composer__banner-label">{label || t('untitledComponent')}</span>: {message}{' '}
                {panelShown && isAssessmentKind(type) ? (
                  t('banner.inAssessment')
                ) : (
                  <Button size="small" variant="secondary" onClick={() => showComponent(componentId)}>
                    {t('banner.show', { label: label || t('untitledComponent') })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : state.failure ? (
        <div role="alert" className="composer__banner">
          <p>{state.failure}</p>
          {state.stale ? (
            <Button size="small" onClick={() => dispatch({ type: 'dismiss' })}>
              {t('confirm.stay')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {current.pages.length === 0 ? (
        <p className="empty-state__text">{t('empty.portfolio')}</p>
      ) : (
        <div className="composer__body">
          {current.pages.length > 1 ? (
            <nav className="composer__pages" aria-label={t('pages')}>
              <ol>
                {current.pages.map((entry, index) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      className="composer__page-link"
                      aria-current={index === pageIndex ? 'page' : undefined}
                      onClick={() => setPageIndex(index)}
                    >
                      {entry.title || t('untitledPage', { n: index + 1 })}
                    </button>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <section className="composer__page" aria-labelledby="composer-page-title" key={`${page?.id}-${state.stale}`}>
            <h2 id="composer-page-title">{page?.title || t('untitledPage', { n: pageIndex + 1 })}</h2>
            {visibleComponents.length === 0 ? <p>{t('empty.page')}</p> : null}
            {visibleComponents.map((config) => {
              const id = String(config.component_id);
              return (
                <div key={id} className="composer__component" data-component={id} tabIndex={-1}>
                  {commentCounts[id] ? (
                    <CommentIndicator
                      componentId={id}
                      component={typeof config.label === 'string' && config.label ? config.label : String(config.type)}
                      count={commentCounts[id]}
                    />
                  ) : null}
                  <TextFromTimeline
                    kind={String(config.type)}
                    label={typeof config.label === 'string' ? config.label : ''}
                    mode={savingDisabled ? 'visible' : (current.component_modes[id] ?? 'visible')}
                    content={state.content[id] as Record<string, unknown> | undefined}
                    onChange={(content) => dispatch({ type: 'edit', componentId: id, content })}
                    ownerId={ownerId}
                    portfolioId={current.id}
                  >
                    {(drawn) => (
                      <ComponentField
                        key={drawn}
                        config={config}
                        mode={savingDisabled ? 'visible' : (current.component_modes[id] ?? 'visible')}
                        content={state.content[id] as Record<string, unknown> | undefined}
                        error={componentError(state, id)}
                        onChange={(content) => dispatch({ type: 'edit', componentId: id, content })}
                        ownerId={ownerId}
                        templateId={current.template_id ?? undefined}
                        portfolioId={current.id}
                        workflow={current.workflow.id}
                      />
                    )}
                  </TextFromTimeline>
                  <StatementMapping config={config} met={standardsMet ?? undefined} />
                </div>
              );
            })}
          </section>
        </div>
      )}

      <CommentsView
        portfolio={current}
        ownerId={ownerId}
        pageKey={`${page?.id ?? ''}-${state.stale}`}
        onShowComponent={showComponent}
        onCommented={() => void afterComment()}
        onCounts={setCommentCounts}
      />
      <RevisionHistory portfolio={current} ownerId={ownerId} />

      <ConfirmDialog
        open={confirming !== null}
        title={confirm ? t(confirm.title) : ''}
        confirmLabel={confirming?.label ?? ''}
        destructive={confirming?.action === 'withdraw'}
        pending={busy}
        onConfirm={() => confirming && void act(confirming)}
        onClose={() => setConfirming(null)}
      >
        <p>{confirm ? t(confirm.body) : ''}</p>
      </ConfirmDialog>
      {assessmentUi && collaborative ? (
        <assessmentUi.CollaborativeConfirm
          open
          portfolio={current}
          action={collaborative.action as 'advance' | 'push_back'}
          label={collaborative.label}
          pending={busy}
          onConfirm={(visibility) => {
            setCollaborative(null);
            void send(collaborative.action as PortfolioUpdate['action'], false, visibility);
          }}
          onClose={() => setCollaborative(null)}
        />
      ) : null}
      <ConfirmDialog
        open={leave.pending !== null}
        title={t('confirm.leaveTitle')}
        confirmLabel={t('confirm.leave')}
        onConfirm={() => {
          dispatch({ type: 'loaded', portfolio: current });
          leave.leave((href) => void Promise.resolve().then(() => navigate(href)));
        }}
        onClose={leave.stay}
      >
        <p>{msg('workflows.unsaved_changes')}</p>
      </ConfirmDialog>
    </div>
  );
}
