import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { isAssessingRole, type AggregationAnswers, type Portfolio, type PortfolioAssessment } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import type { AssessmentPanelProps, StandardsMet } from '../../../lib/assessment-ui';
import { errorText, isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useApplyAssessment } from '../api/apply-portfolio-assessment';
import { assessmentQueryOptions, useAssessment } from '../api/get-portfolio-assessment';
import type { AssessmentAddress } from '../api/keys';
import { useRubrics } from '../api/get-rubric';
import { useSaveAssessment } from '../api/update-portfolio-assessment';
import { assessmentChannelName, useAssessmentSync, type AssessmentSyncMessage } from '../hooks/use-assessment-sync';
import {
  assessmentComponents,
  changedContent,
  draftReducer,
  draftsOf,
  emptyDraftState,
  isDraftDirty,
  assessedStandardsMet,
  draftStandardsMet,
  isScoreTextAccepted,
  type ComponentDraft,
  type PanelComponent,
} from '../utils/assessment-draft';
import { panelShownFor } from '../utils/panel-shown';
import { AssessmentContent } from './assessment-content';
import '../assessment.css';

const STALE = 'portfolios.assessment.stale';

/** The assessment window's address (spec 1 §2: the panel "can also open in a separate window"). */
export const assessmentWindowPath = (ownerId: string, portfolioId: string, actionAs?: string) =>
  `${paths.portfolio(ownerId, portfolioId)}/assessment${actionAs ? `?${new URLSearchParams({ action_as: actionAs }).toString()}` : ''}`;

/**
 * The assessment panel (spec 1 §2–5; issue 13 "Screens"): beside the portfolio for assessors and, where the
 * template shows the panel, for the student. An assessor works on their own assessment of the latest revision
 * (empty, version 0, until first saved): the rubric grid, scores, feedback, Save (a 409 loads the newer content
 * and says so); reads the other assessments of the revision and may apply one's content to their own. The
 * student reads the assessments shown to them. `standalone`: the separate window, without its opener button.
 */
export function AssessmentPanel({
  portfolio,
  ownerId,
  standalone = false,
  actionAs,
  onAssessmentSaved,
  onStandardsMet,
}: AssessmentPanelProps & { standalone?: boolean }) {
  const t = useT('assessment');
  const msg = useT('messages');
  const toast = useToast();
  const me = useCurrentUser();
  const latest = portfolio.workflow.history_revisions.at(-1);
  const components = useMemo(() => assessmentComponents(portfolio), [portfolio]);
  const rubricIds = useMemo(
    () => [
      ...new Set(
        components.flatMap((c) =>
          c.kind === 'assessment_rubric' && typeof c.config.rubric_id === 'string' ? [c.config.rubric_id] : [],
        ),
      ),
    ],
    [components],
  );
  const rubrics = useRubrics(rubricIds);
  // What an aggregation rubric fills from (spec 1 §4): the work's components and answers, as submitted.
  const answers = useMemo<AggregationAnswers>(
    () => ({
      revisionComponents: portfolio.pages.flatMap((page) => page.components),
      revisionContent: portfolio.content,
    }),
    [portfolio],
  );
  const [windowNote, setWindowNote] = useState(false);
  /** The history dropdown's choice: the latest revision (`current`) or `<revision>:<assessor>` of an earlier one. */
  const [viewing, setViewing] = useState('current');
  const shown = latest !== undefined && panelShownFor(portfolio);
  const assessor = isAssessingRole(portfolio.workflow.workflow_role) && portfolio.view_as !== 'admin';
  // Where the panel does not show (or shows nothing the viewer owns), the composer shows no met flag.
  useEffect(() => {
    if (!shown) onStandardsMet?.(null);
  }, [shown, onStandardsMet]);
  if (!latest || !shown) return null;
  const own: AssessmentAddress = { ownerId, portfolioId: portfolio.id, revision: latest.version, assessorId: me.id };
  const others = latest.assessments.filter((entry) => entry.id !== me.id && (assessor || entry.visible));
  // The watermark / rubric-detail popup (spec 1 §6): the work's owner named in its title (not to the owner).
  const rubricHref = (rubricId: string) =>
    paths.rubricDetail(rubricId, { id: ownerId, fullName: portfolio.owner_full_name });
  // The history dropdown (issue 13 "Screens"): each earlier revision's assessments the caller may read, by
  // revision and assessor, read-only (the submitter: only those shown to them).
  const past = portfolio.workflow.history_revisions.slice(0, -1).flatMap((revision) =>
    revision.assessments
      .filter((entry) => assessor || entry.visible)
      .map((entry, index) => ({
        value: `${revision.version}:${entry.id}`,
        revision: revision.version,
        entry,
        name: entry.assessor_full_name ?? t('others.unnamed', { n: index + 1 }),
      })),
  );
  const chosen = past.find((option) => option.value === viewing) ?? null;

  const openWindow = () => {
    const opened = window.open(assessmentWindowPath(ownerId, portfolio.id, actionAs), `assessment-${portfolio.id}`);
    if (!opened) toast.show(msg('workflows.popup_blocked'), 'error');
    else setWindowNote(true);
  };

  return (
    <aside id="assessment-panel" tabIndex={-1} className="assessment-panel" aria-labelledby="assessment-panel-heading">
      <div className="assessment-panel__header">
        <h2 id="assessment-panel-heading">{t('heading')}</h2>
        <span className="assessment__hint">{t('revision', { n: latest.version })}</span>
        {!standalone ? (
          <Button size="small" icon={ExternalLink} onClick={openWindow}>
            {t('openWindow')}
          </Button>
        ) : null}
      </div>
      {windowNote && !standalone ? <p className="assessment__hint">{t('windowOpened')}</p> : null}
      {past.length > 0 ? (
        <SelectField
          label={t('history.label')}
          value={chosen ? chosen.value : 'current'}
          onChange={(event) => setViewing(event.target.value)}
        >
          <option value="current">{t('history.current', { n: latest.version })}</option>
          {past.map((option) => (
            <option key={option.value} value={option.value}>
              {t('history.entry', { n: option.revision, name: option.name })}
            </option>
          ))}
        </SelectField>
      ) : null}
      {chosen ? (
        <PastAssessment
          key={chosen.value}
          name={chosen.name}
          entry={chosen.entry}
          at={{ ownerId, portfolioId: portfolio.id, revision: chosen.revision, assessorId: chosen.entry.id }}
          components={components}
          rubrics={rubrics}
          rubricHref={rubricHref}
        />
      ) : null}
      {/* The latest revision stays mounted while a past one is read, so an unsaved draft is kept. */}
      <div hidden={chosen !== null}>
        {assessor ? (
          <OwnAssessment
            key={`${own.revision}/${own.assessorId}`}
            at={own}
            components={components}
            rubrics={rubrics}
            others={others}
            rubricHref={rubricHref}
            answers={answers}
            onSaved={onAssessmentSaved}
            onStandardsMet={onStandardsMet}
          />
        ) : (
          <>
            <VisibleStandards
              ownerId={ownerId}
              portfolioId={portfolio.id}
              revision={latest.version}
              entries={others}
              onStandardsMet={onStandardsMet}
            />
            <OtherAssessments
              heading={t('others.visibleHeading', { n: latest.version })}
              empty={t('others.noneVisible')}
              ownerId={ownerId}
              portfolioId={portfolio.id}
              revision={latest.version}
              entries={others}
              components={components}
              rubrics={rubrics}
              rubricHref={rubricHref}
            />
          </>
        )}
      </div>
    </aside>
  );
}

export default AssessmentPanel;

type RubricsRead = ReturnType<typeof useRubrics>;
type RevisionAssessment = Portfolio['workflow']['history_revisions'][number]['assessments'][number];

/** The caller's own assessment: read first (version 0 until first saved), then worked on in OwnAssessmentForm. */
function OwnAssessment(props: {
  at: AssessmentAddress;
  components: readonly PanelComponent[];
  rubrics: RubricsRead;
  others: readonly RevisionAssessment[];
  rubricHref: (rubricId: string) => string;
  answers: AggregationAnswers;
  onSaved?: () => void;
  onStandardsMet?: (met: StandardsMet | null) => void;
}) {
  const t = useT('assessment');
  const locale = useLocale();
  const query = useAssessment(props.at);
  // The first answer seeds the form; later ones (a save, a 409, the other window) arrive through the form itself.
  const [initial, setInitial] = useState<PortfolioAssessment | null>(null);
  if (query.data && initial === null) setInitial(query.data);
  if (initial) return <OwnAssessmentForm {...props} initial={initial} />;
  return query.error ? (
    <p role="alert" className="error-text">
      {errorText(query.error, locale)}
    </p>
  ) : (
    <p>{t('loading')}</p>
  );
}

function OwnAssessmentForm({
  at,
  components,
  rubrics,
  others,
  initial,
  rubricHref,
  answers,
  onSaved,
  onStandardsMet,
}: {
  at: AssessmentAddress;
  components: readonly PanelComponent[];
  rubrics: RubricsRead;
  others: readonly RevisionAssessment[];
  initial: PortfolioAssessment;
  rubricHref: (rubricId: string) => string;
  answers: AggregationAnswers;
  onSaved?: () => void;
  onStandardsMet?: (met: StandardsMet | null) => void;
}) {
  const t = useT('assessment');
  const msg = useT('messages');
  const locale = useLocale();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useSaveAssessment();
  const apply = useApplyAssessment();
  const [state, dispatch] = useReducer(draftReducer, initial, (read) =>
    draftReducer(emptyDraftState, { type: 'loaded', assessment: read, components }),
  );
  const [assessment, setAssessment] = useState<PortfolioAssessment>(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  /** The server's copy replaces what is shown (a 409's newer content, an apply, the other window's save). */
  const load = (read: PortfolioAssessment) => {
    setAssessment(read);
    queryClient.setQueryData(assessmentQueryOptions(at).queryKey, read);
    dispatch({ type: 'loaded', assessment: read, components });
  };

  const send = useAssessmentSync(
    assessmentChannelName(at.ownerId, at.portfolioId, at.revision, at.assessorId),
    (message: AssessmentSyncMessage, reply) => {
      const now = stateRef.current;
      if (message.kind === 'edit') dispatch({ type: 'edit', componentId: message.componentId, draft: message.draft });
      else if (message.kind === 'hello' && isDraftDirty(now))
        reply({ kind: 'snapshot', version: now.version, drafts: now.drafts });
      else if (message.kind === 'snapshot' && !isDraftDirty(now))
        dispatch({ type: 'snapshot', version: message.version, drafts: message.drafts });
      else if (message.kind === 'saved') {
        // Saved in the other window: the portfolio's version may have moved too (a first save).
        load(message.assessment);
        onSaved?.();
      }
    },
  );

  // The standards met as the assessor scores (live, before Save), for the composer's statement mapping.
  const standardsMet = useMemo(
    () => draftStandardsMet(components, rubrics.rubrics, state.drafts),
    [components, rubrics.rubrics, state.drafts],
  );
  const metKey = JSON.stringify(standardsMet);
  useEffect(() => {
    onStandardsMet?.(JSON.parse(metKey) as StandardsMet);
  }, [metKey, onStandardsMet]);

  const editable = assessment.editable_components;
  const dirty = isDraftDirty(state);
  const busy = save.isPending || apply.isPending;

  const edit = (componentId: string, draft: ComponentDraft) => {
    dispatch({ type: 'edit', componentId, draft });
    send({ kind: 'edit', componentId, draft });
    if (Object.keys(fields).length > 0) {
      // A field's error clears when it is edited (spec 1 §5).
      setFields((current) =>
        Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`components.${componentId}`))),
      );
    }
  };

  const refreshAfterStale = async (error: unknown) => {
    const fresh = await queryClient.fetchQuery({ ...assessmentQueryOptions(at), staleTime: 0 });
    load(fresh);
    setFailure(errorText(error, locale));
  };

  const onSave = async () => {
    setFailure(null);
    // The score rule (spec 1 §5) is checked before anything is sent, as the server checks it.
    const local: Record<string, string> = {};
    for (const component of components) {
      const draft = state.drafts[component.id];
      const maximum = assessment.scores[component.id]?.maximum ?? 100;
      if (draft?.kind === 'scoring' && editable.includes(component.id) && !isScoreTextAccepted(draft.text, maximum))
        local[`components.${component.id}.score`] = msg('portfolios.assessment.score_input');
    }
    if (Object.keys(local).length > 0) {
      setFields(local);
      setFailure(msg('portfolios.assessment.invalid'));
      return;
    }
    await persist(changedContent(state, editable));
  };

  /** Saves `body` (the changed components, and an auto-fill request) at the version read. */
  const persist = async (body: Record<string, unknown>): Promise<boolean> => {
    const sent = state.drafts;
    try {
      const result = await save.mutateAsync({ at, version: state.version, components: body });
      setFields({});
      setAssessment(result.assessment);
      queryClient.setQueryData(assessmentQueryOptions(at).queryKey, result.assessment);
      dispatch({ type: 'saved', assessment: result.assessment, components, sent });
      send({ kind: 'saved', assessment: result.assessment });
      toast.show(result.message);
      onSaved?.();
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === STALE) await refreshAfterStale(error);
      else {
        setFields(isApiError(error) ? error.fields : {});
        setFailure(errorText(error, locale));
      }
      return false;
    }
  };

  /** Auto-fill from the aggregation modal (spec 1 §4): saved with the rest of the draft, the comments kept. */
  const onFill = (componentId: string) => {
    setFailure(null);
    const draft = state.drafts[componentId];
    const comments = draft?.kind === 'assessment_rubric' ? draft.comments : {};
    return persist({ ...changedContent(state, editable), [componentId]: { auto_fill: true, comments } });
  };

  const onApply = async (from: AssessmentAddress) => {
    try {
      const result = await apply.mutateAsync({ from, version: state.version });
      load(result.assessment);
      send({ kind: 'saved', assessment: result.assessment });
      toast.show(result.message);
      onSaved?.();
    } catch (error) {
      // The spec's failure sentence (spec 1 §8); a stale own assessment is read again first.
      toast.show(msg('portfolios.assessment.apply_failed'), 'error');
      if (isApiError(error) && error.status === 409 && error.code === STALE) {
        const fresh = await queryClient.fetchQuery({ ...assessmentQueryOptions(at), staleTime: 0 });
        load(fresh);
      }
    }
  };

  return (
    <>
      <section className="assessment__own" aria-labelledby="assessment-own-heading">
        <h3 id="assessment-own-heading">{t('yours')}</h3>
        {editable.length === 0 ? <p className="notice">{t('readOnly')}</p> : null}
        {failure ? (
          <p role="alert" className="assessment__failure">
            {failure}
          </p>
        ) : null}
        <AssessmentContent
          components={components}
          drafts={state.drafts}
          assessment={assessment}
          rubrics={rubrics.rubrics}
          rubricsFailed={rubrics.failed}
          editable={editable}
          errorAt={(path) => fields[path]}
          onChange={edit}
          rubricHref={rubricHref}
          aggregation={{ answers, pending: busy, onFill }}
        />
        {editable.length > 0 ? (
          <div className="assessment__actions">
            <Button variant="primary" disabled={busy || !dirty} onClick={() => void onSave()}>
              {t('save')}
            </Button>
            <p className="assessment__status" role="status">
              {save.isPending
                ? msg('workflows.saving')
                : dirty
                  ? t('unsaved')
                  : state.version === 0
                    ? t('notSaved')
                    : t('allSaved')}
            </p>
          </div>
        ) : null}
      </section>
      <OtherAssessments
        heading={t('others.heading')}
        empty={t('others.none')}
        ownerId={at.ownerId}
        portfolioId={at.portfolioId}
        revision={at.revision}
        entries={others}
        components={components}
        rubrics={rubrics}
        onApply={editable.length > 0 ? (from) => void onApply(from) : undefined}
        applying={apply.isPending}
        rubricHref={rubricHref}
      />
    </>
  );
}

/**
 * The student's standards met (spec 1 §3 "met flag"), from the assessment of the latest revision shown to them
 * (the primary one first): the same read the panel's "Read this assessment" makes, which the server answers only
 * for an assessment visibility lets them see. None shown: nothing to say. Draws nothing.
 */
function VisibleStandards({
  ownerId,
  portfolioId,
  revision,
  entries,
  onStandardsMet,
}: {
  ownerId: string;
  portfolioId: string;
  revision: number;
  entries: readonly RevisionAssessment[];
  onStandardsMet?: (met: StandardsMet | null) => void;
}) {
  const chosen = entries.find((entry) => entry.visible && entry.is_primary) ?? entries.find((entry) => entry.visible);
  const query = useAssessment(chosen ? { ownerId, portfolioId, revision, assessorId: chosen.id } : null);
  const metKey = query.data ? JSON.stringify(assessedStandardsMet(query.data.standards)) : null;
  useEffect(() => {
    onStandardsMet?.(metKey === null ? null : (JSON.parse(metKey) as StandardsMet));
  }, [metKey, onStandardsMet]);
  return null;
}

/** The other assessments of the revision the caller may read, each opened on demand (a disclosure). */
function OtherAssessments({
  heading,
  empty,
  ownerId,
  portfolioId,
  revision,
  entries,
  components,
  rubrics,
  onApply,
  applying = false,
  rubricHref,
}: {
  heading: string;
  empty: string;
  ownerId: string;
  portfolioId: string;
  revision: number;
  entries: readonly RevisionAssessment[];
  components: readonly PanelComponent[];
  rubrics: RubricsRead;
  onApply?: (from: AssessmentAddress) => void;
  applying?: boolean;
  rubricHref: (rubricId: string) => string;
}) {
  const t = useT('assessment');
  return (
    <section className="assessment__others" aria-labelledby="assessment-others-heading">
      <h3 id="assessment-others-heading">{heading}</h3>
      {entries.length === 0 ? <p className="assessment__hint">{empty}</p> : null}
      <ul className="assessment__other-list">
        {entries.map((entry, index) => (
          <OtherAssessment
            key={entry.id}
            name={
              entry.assessor_full_name
                ? t('others.by', { name: entry.assessor_full_name })
                : t('others.unnamed', { n: index + 1 })
            }
            entry={entry}
            at={{ ownerId, portfolioId, revision, assessorId: entry.id }}
            components={components}
            rubrics={rubrics}
            onApply={onApply}
            applying={applying}
            rubricHref={rubricHref}
          />
        ))}
      </ul>
    </section>
  );
}

function OtherAssessment({
  name,
  entry,
  at,
  components,
  rubrics,
  onApply,
  applying,
  rubricHref,
}: {
  name: string;
  entry: RevisionAssessment;
  at: AssessmentAddress;
  components: readonly PanelComponent[];
  rubrics: RubricsRead;
  onApply?: (from: AssessmentAddress) => void;
  applying: boolean;
  rubricHref: (rubricId: string) => string;
}) {
  const t = useT('assessment');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const query = useAssessment(open ? at : null);
  const bodyId = `assessment-other-${entry.id}`;
  return (
    <li className="assessment__other">
      <p className="assessment__other-name">
        {name}
        {entry.is_primary ? <span className="assessment__badge">{t('others.primary')}</span> : null}
        {entry.done ? <span className="assessment__badge">{t('others.done')}</span> : null}
      </p>
      <div className="assessment__other-actions">
        <Button size="small" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
          {open ? t('others.hide') : t('others.show')}
        </Button>
        {onApply ? (
          <Button size="small" disabled={applying} onClick={() => onApply(at)}>
            {t('others.apply')}
          </Button>
        ) : null}
      </div>
      <div id={bodyId} hidden={!open}>
        {open && query.isPending ? <p>{t('loading')}</p> : null}
        {open && query.error ? (
          <p role="alert" className="error-text">
            {errorText(query.error, locale)}
          </p>
        ) : null}
        {open && query.data ? (
          <AssessmentContent
            components={components.filter((component) => component.id in query.data.components)}
            drafts={draftsOf(components, query.data)}
            assessment={query.data}
            rubrics={rubrics.rubrics}
            rubricsFailed={rubrics.failed}
            editable={[]}
            rubricHref={rubricHref}
          />
        ) : null}
        {open && query.data && Object.keys(query.data.components).length === 0 ? (
          <p className="assessment__hint">{t('others.nothing')}</p>
        ) : null}
      </div>
    </li>
  );
}

/** An earlier revision's assessment chosen in the history dropdown: read-only, as it was left. */
function PastAssessment({
  name,
  entry,
  at,
  components,
  rubrics,
  rubricHref,
}: {
  name: string;
  entry: RevisionAssessment;
  at: AssessmentAddress;
  components: readonly PanelComponent[];
  rubrics: RubricsRead;
  rubricHref: (rubricId: string) => string;
}) {
  const t = useT('assessment');
  const locale = useLocale();
  const query = useAssessment(at);
  return (
    <section className="assessment__past" aria-labelledby="assessment-past-heading">
      <h3 id="assessment-past-heading">{t('history.heading', { n: at.revision, name })}</h3>
      <p className="notice">{t('history.readOnly')}</p>
      {entry.is_primary || entry.done ? (
        <p className="assessment__other-name">
          {entry.is_primary ? <span className="assessment__badge">{t('others.primary')}</span> : null}
          {entry.done ? <span className="assessment__badge">{t('others.done')}</span> : null}
        </p>
      ) : null}
      {query.isPending ? <p>{t('loading')}</p> : null}
      {query.error ? (
        <p role="alert" className="error-text">
          {errorText(query.error, locale)}
        </p>
      ) : null}
      {query.data ? (
        <AssessmentContent
          components={components.filter((component) => component.id in query.data.components)}
          drafts={draftsOf(components, query.data)}
          assessment={query.data}
          rubrics={rubrics.rubrics}
          rubricsFailed={rubrics.failed}
          editable={[]}
          rubricHref={rubricHref}
        />
      ) : null}
      {query.data && Object.keys(query.data.components).length === 0 ? (
        <p className="assessment__hint">{t('others.nothing')}</p>
      ) : null}
    </section>
  );
}
