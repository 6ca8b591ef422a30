import { Download, Save, Send } from 'lucide-react';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatRubricNumber, type Rubric } from '@tessera/shared';
import { FailureNotice } from '../../../components/library/failure-notice';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { ANNOUNCE_CLEAR_MS, useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useCreateRubric } from '../api/create-rubric';
import { useExportCanvasRubric } from '../api/export-canvas-rubric';
import { usePublishRubric } from '../api/publish-rubric';
import { useUpdateRubric } from '../api/update-rubric';
import {
  draftFromRubric,
  draftProblems,
  draftReducer,
  draftSummary,
  draftToDefinition,
  newDraft,
  type RubricDraft,
} from '../utils/rubric-draft';
import { rubricPaths } from '../utils/rubric-paths';
import { AlignmentEditor } from './alignment-editor';
import { RubricGridEditor } from './rubric-grid-editor';
import { RubricView, type ViewableRubric } from './rubric-view';
import { ImportedFrom } from './imported-from';
import { StateBadge } from './state-badge';

const STALE = 'rubrics.stale';

/** The draft as the read-only view shows it (the live preview). */
function previewOf(draft: RubricDraft): ViewableRubric {
  const definition = draftToDefinition(draft);
  return {
    title: draft.title,
    levels: draft.levels,
    criterias: draft.criteria,
    points: definition.points ?? [],
    weight: definition.weight ?? [],
    enableNA: draft.enableNA,
    contents: draft.contents,
    statements_mapping: {
      statements: draft.statements.map((entry, index) => ({
        ...entry,
        threshold: draft.scored ? (definition.statements_mapping?.statements?.[index]?.threshold ?? null) : null,
      })),
      criteria_mapping: Object.fromEntries(
        Object.entries(draft.criteriaStatements).map(([criterionId, entries]) => [
          criterionId,
          entries.map((entry) => ({ ...entry, minimum: entry.minimum.trim() === '' ? null : Number(entry.minimum) })),
        ]),
      ),
    },
  };
}

/**
 * The rubric editor (spec 1 §3–5; issue 9): title, scoring (points per cell or plain), N/A, the grid, the
 * standards, a live preview with the mode and the maximum; Save keeps a draft (saving sets draft), Publish
 * saves then publishes; a stale save (409) offers to reload. `rubric` is null for a new rubric on `nodeId`.
 */
export function RubricEditor({
  rubric,
  nodeId,
  onReload,
}: {
  rubric: Rubric | null;
  nodeId: string;
  onReload: () => Promise<Rubric | undefined>;
}) {
  const t = useT('rubrics');
  const msg = useT('messages');
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, dispatch] = useReducer(draftReducer, rubric, (read) => (read ? draftFromRubric(read) : newDraft()));
  const [saved, setSaved] = useState(() => JSON.stringify(draftToDefinition(draft)));
  const [showProblems, setShowProblems] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const create = useCreateRubric();
  const update = useUpdateRubric();
  const publish = usePublishRubric();
  const exportCsv = useExportCanvasRubric();

  const problems = useMemo(() => draftProblems(draft), [draft]);
  const summary = draftSummary(draft);
  const dirty = JSON.stringify(draftToDefinition(draft)) !== saved;
  const busy = create.isPending || update.isPending || publish.isPending;

  const errorOf = (key: string): string | undefined => {
    const problem = showProblems ? problems[key] : undefined;
    if (problem) return msg(problem.key, problem.params);
    return serverFields[key];
  };
  const announce = (text: string) => {
    // Emptied after 500 ms like the snackbars' announcements, so the same sentence is said again next time.
    setAnnouncement(text);
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => setAnnouncement(''), ANNOUNCE_CLEAR_MS);
  };

  /** Saves (creating the rubric the first time); the rubric as saved, or null when refused. */
  const save = async (): Promise<Rubric | null> => {
    setFailure(null);
    setServerFields({});
    if (Object.keys(problems).length > 0) {
      setShowProblems(true);
      setFailure({ text: t('editor.fixProblems', { count: Object.keys(problems).length }), stale: false });
      // The first field refused takes the focus once its error is on screen.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.rubric-editor [aria-invalid="true"]')?.focus());
      return null;
    }
    const definition = draftToDefinition(draft);
    try {
      const result = rubric
        ? await update.mutateAsync({ id: rubric.id, version: rubric.version, definition })
        : await create.mutateAsync({ nodeId, definition });
      setSaved(JSON.stringify(definition));
      setShowProblems(false);
      if (!rubric) void navigate(rubricPaths.edit(result.id, nodeId), { replace: true });
      return result;
    } catch (error) {
      if (isApiError(error)) setServerFields(error.fields);
      setFailure({
        text: errorText(error, locale),
        stale: isApiError(error) && error.status === 409 && error.code === STALE,
      });
      return null;
    }
  };

  const onSave = async () => {
    const result = await save();
    if (result) toast.show(t('editor.saved', { title: result.title }));
  };
  const onPublish = async () => {
    const result = dirty || !rubric ? await save() : rubric;
    if (!result) return;
    try {
      const answer = await publish.mutateAsync({ id: result.id, version: result.version });
      toast.show(answer.message);
      void navigate(rubricPaths.panel(nodeId));
    } catch (error) {
      setFailure({
        text: errorText(error, locale),
        stale: isApiError(error) && error.status === 409 && error.code === STALE,
      });
    }
  };
  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    const next = draftFromRubric(fresh);
    dispatch({ type: 'replace', draft: next });
    setSaved(JSON.stringify(draftToDefinition(next)));
    setFailure(null);
    setServerFields({});
    setShowProblems(false);
  };

  const canPublish = !rubric || rubric.state === 'draft' || dirty;
  return (
    <form
      className="rubric-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      {rubric ? (
        <p className="rubric-editor__state">
          <StateBadge state={rubric.state} transfer={false} />
          {rubric.state === 'published' ? <span className="muted"> {t('editor.savingUnpublishes')}</span> : null}
          {rubric.imported_from ? ' ' : null}
          <ImportedFrom rubric={rubric} />
        </p>
      ) : null}
      <FormField
        label={t('editor.title')}
        value={draft.title}
        maxLength={255}
        error={errorOf('title')}
        onChange={(event) => dispatch({ type: 'setTitle', title: event.target.value })}
      />
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('editor.scoring')}</legend>
        <CheckboxField
          label={t('editor.scored')}
          checked={draft.scored}
          onChange={(event) => dispatch({ type: 'setScored', scored: event.target.checked })}
        />
        <CheckboxField
          label={t('editor.enableNA')}
          checked={draft.enableNA}
          onChange={(event) => dispatch({ type: 'setEnableNA', enableNA: event.target.checked })}
        />
        {draft.scored ? (
          <FormField
            label={t('editor.point')}
            hint={t('editor.pointHint')}
            inputMode="decimal"
            className="field__input rubric-grid__number"
            value={draft.point}
            error={errorOf('point')}
            onChange={(event) => dispatch({ type: 'setPoint', point: event.target.value })}
          />
        ) : null}
      </fieldset>

      <section aria-labelledby="editor-grid" className="rubric-editor__section">
        <h2 id="editor-grid">{t('editor.grid')}</h2>
        <RubricGridEditor draft={draft} dispatch={dispatch} errorOf={errorOf} announce={announce} />
      </section>

      <section aria-labelledby="editor-alignment" className="rubric-editor__section">
        <h2 id="editor-alignment">{t('alignment.title')}</h2>
        <AlignmentEditor nodeId={nodeId} draft={draft} dispatch={dispatch} errorOf={errorOf} />
      </section>

      <section aria-labelledby="editor-preview" className="rubric-editor__section">
        <h2 id="editor-preview">{t('editor.preview')}</h2>
        <p className="rubric-editor__summary" data-testid="rubric-summary">
          {summary.mode === 'score'
            ? t('editor.summaryScore', { maximum: formatRubricNumber(summary.maximum) })
            : t('editor.summaryPlain')}
        </p>
        <RubricView rubric={previewOf(draft)} headingLevel={3} />
      </section>

      <div className="rubric-editor__actions">
        <FailureNotice failure={failure} reloadLabel={t('reload')} onReload={() => void reload()} />
        <p className="muted" role="status">
          {dirty ? t('editor.unsaved') : rubric ? t('editor.allSaved') : ''}
        </p>
        <div className="button-row">
          <Button type="submit" variant="primary" icon={Save} disabled={busy}>
            {t('editor.save')}
          </Button>
          {canPublish ? (
            <Button icon={Send} disabled={busy} onClick={() => void onPublish()}>
              {t('editor.publish')}
            </Button>
          ) : null}
          {rubric ? (
            <Button
              icon={Download}
              disabled={exportCsv.isPending}
              onClick={() =>
                void exportCsv.mutateAsync(rubric.id).then(
                  (file) => toast.show(t('exported', { filename: file.filename })),
                  (error: unknown) => setFailure({ text: errorText(error, locale), stale: false }),
                )
              }
            >
              {t('actions.export')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </form>
  );
}
