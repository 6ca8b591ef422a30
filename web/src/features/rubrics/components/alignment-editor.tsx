import { Link2, Trash2 } from 'lucide-react';
import { useMemo, useState, type Dispatch } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { IconButton } from '../../../components/ui/icon-button';
import { PickerDialog, type PickerGroup } from '../../../components/ui/picker-dialog';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useAlignableStatementSets } from '../api/list-alignable-statement-sets';
import { draftCriterionMaximum, type DraftAction, type PickedStatement, type RubricDraft } from '../utils/rubric-draft';

/** Whose standards the picker is choosing: the whole rubric's, or one criterion's. */
type Picking = { target: 'rubric' } | { target: 'criterion'; criterionId: string; name: string } | null;

/**
 * Statement alignment (spec 1 §3 statements_mapping, §4–5): standards from the statement sets of the
 * rubric's node and the nodes above it, aligned to the whole rubric (in a score rubric each with a threshold:
 * 'Score of the rubric must >= threshold %') or to a criterion (with an optional minimum score, checked by
 * the statement minimum rules: not blank, a number, > 0, at most the criterion's maximum, integer only).
 */
export function AlignmentEditor({
  nodeId,
  draft,
  dispatch,
  errorOf,
}: {
  nodeId: string;
  draft: RubricDraft;
  dispatch: Dispatch<DraftAction>;
  errorOf: (key: string) => string | undefined;
}) {
  const t = useT('rubrics');
  const msg = useT('messages');
  const locale = useLocale();
  const sets = useAlignableStatementSets(nodeId);
  const [picking, setPicking] = useState<Picking>(null);

  const statements = useMemo(() => {
    const byId = new Map<string, PickedStatement>();
    for (const set of sets.data?.items ?? [])
      for (const statement of set.statements)
        byId.set(statement.id, { id: statement.id, statement_id: statement.statement_id, title: statement.title });
    return byId;
  }, [sets.data]);
  const groups: PickerGroup[] = (sets.data?.items ?? []).map((set) => ({
    id: set.id,
    label: set.abbreviation ? `${set.title} (${set.abbreviation})` : set.title,
    options: set.statements.map((statement) => ({
      id: statement.id,
      code: statement.statement_id || undefined,
      label: statement.title,
    })),
  }));

  const selectedIds =
    picking?.target === 'rubric'
      ? draft.statements.map((entry) => entry.id)
      : picking?.target === 'criterion'
        ? (draft.criteriaStatements[picking.criterionId] ?? []).map((entry) => entry.id)
        : [];
  const done = (ids: string[]) => {
    // Kept as read when aligned before and no longer offered: the server then says why it is refused.
    const known = [...draft.statements, ...Object.values(draft.criteriaStatements).flat()];
    const picked = ids
      .map((id) => statements.get(id) ?? known.find((entry) => entry.id === id))
      .filter((entry): entry is PickedStatement => entry !== undefined)
      .map(({ id, statement_id, title }) => ({ id, statement_id, title }));
    if (picking?.target === 'rubric') dispatch({ type: 'alignRubric', statements: picked });
    if (picking?.target === 'criterion')
      dispatch({ type: 'alignCriterion', criterionId: picking.criterionId, statements: picked });
    setPicking(null);
  };
  const label = (entry: { statement_id: string; title: string }) =>
    entry.statement_id ? `${entry.statement_id} ${entry.title}` : entry.title;

  return (
    <div className="alignment">
      <p className="field__hint">{t('alignment.hint')}</p>
      {sets.error ? (
        <p role="alert" className="error-text">
          {errorText(sets.error, locale)}
        </p>
      ) : null}
      <section className="alignment__group" aria-labelledby="alignment-rubric">
        <h3 id="alignment-rubric" className="alignment__title">
          {t('alignment.wholeRubric')}
        </h3>
        {draft.statements.length === 0 ? <p className="muted">{t('alignment.none')}</p> : null}
        <ul className="alignment__list">
          {draft.statements.map((entry, index) => (
            <li key={entry.id} className="alignment__item">
              <span className="alignment__statement">{label(entry)}</span>
              {draft.scored ? (
                <FormField
                  label={t('alignment.threshold', { statement: entry.statement_id || entry.title })}
                  inputMode="decimal"
                  className="field__input rubric-grid__number"
                  value={entry.threshold}
                  hint={msg('rubrics.threshold_hint')}
                  error={
                    errorOf(`statements_mapping.statements.${index}.threshold`) ??
                    errorOf(`statements_mapping.statements.${index}.id`)
                  }
                  onChange={(event) => dispatch({ type: 'setThreshold', id: entry.id, threshold: event.target.value })}
                />
              ) : errorOf(`statements_mapping.statements.${index}.id`) ? (
                <p className="field__error">{errorOf(`statements_mapping.statements.${index}.id`)}</p>
              ) : null}
              <IconButton
                icon={Trash2}
                label={t('alignment.remove', { statement: label(entry) })}
                onClick={() => dispatch({ type: 'unalignRubric', id: entry.id })}
              />
            </li>
          ))}
        </ul>
        <Button icon={Link2} size="small" disabled={!sets.isSuccess} onClick={() => setPicking({ target: 'rubric' })}>
          {t('alignment.alignRubric')}
        </Button>
      </section>
      {draft.criteria.map((criterion, c) => {
        const entries = draft.criteriaStatements[criterion.id] ?? [];
        const name = criterion.name.trim() || t('editor.criterionN', { n: c + 1 });
        const maximum = draftCriterionMaximum(draft, c);
        return (
          <section key={criterion.id} className="alignment__group" aria-labelledby={`alignment-${criterion.id}`}>
            <h3 id={`alignment-${criterion.id}`} className="alignment__title">
              {t('alignment.criterion', { name })}
            </h3>
            {entries.length === 0 ? <p className="muted">{t('alignment.none')}</p> : null}
            <ul className="alignment__list">
              {entries.map((entry, position) => {
                const at = `statements_mapping.criteria_mapping.${criterion.id}.${position}`;
                return (
                  <li key={entry.id} className="alignment__item">
                    <span className="alignment__statement">{label(entry)}</span>
                    <FormField
                      label={t('alignment.minimum', { statement: entry.statement_id || entry.title })}
                      inputMode="numeric"
                      className="field__input rubric-grid__number"
                      value={entry.minimum}
                      hint={draft.scored ? t('alignment.minimumHint', { maximum }) : t('alignment.minimumPlain')}
                      error={errorOf(`${at}.minimum`) ?? errorOf(`${at}.id`)}
                      onChange={(event) =>
                        dispatch({
                          type: 'setMinimum',
                          criterionId: criterion.id,
                          id: entry.id,
                          minimum: event.target.value,
                        })
                      }
                    />
                    <IconButton
                      icon={Trash2}
                      label={t('alignment.remove', { statement: label(entry) })}
                      onClick={() => dispatch({ type: 'unalignCriterion', criterionId: criterion.id, id: entry.id })}
                    />
                  </li>
                );
              })}
            </ul>
            <Button
              icon={Link2}
              size="small"
              disabled={!sets.isSuccess}
              onClick={() => setPicking({ target: 'criterion', criterionId: criterion.id, name })}
            >
              {t('alignment.alignCriterion', { name })}
            </Button>
          </section>
        );
      })}
      <PickerDialog
        open={picking !== null}
        title={
          picking?.target === 'criterion'
            ? t('alignment.pickForCriterion', { name: picking.name })
            : t('alignment.pickForRubric')
        }
        description={t('alignment.pickHint')}
        groups={groups}
        selected={selectedIds}
        empty={t('alignment.noSets')}
        onDone={done}
        onClose={() => setPicking(null)}
      />
    </div>
  );
}
