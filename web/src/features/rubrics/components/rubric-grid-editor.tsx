import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { useT } from '../../../lib/i18n';
import type { DraftAction, RubricDraft } from '../utils/rubric-draft';

interface RubricGridEditorProps {
  draft: RubricDraft;
  dispatch: Dispatch<DraftAction>;
  /** The sentence under a field, by the server's field key (`levels.0.name`, `points.1.2`, …). */
  errorOf: (key: string) => string | undefined;
  /** Says a move or removal to screen readers (the editor's live region). */
  announce: (text: string) => void;
}

/**
 * The grid of criteria (rows) × levels (columns) (spec 1 §3): level names in the header, each criterion's
 * name, description and weight in its row header, points and text in each cell. Rows and columns are added,
 * removed and reordered with buttons (mouse, touch and keyboard alike) or, from a name field, with Alt+Arrow
 * keys; each move is announced and the focus stays on what moved.
 */
export function RubricGridEditor({ draft, dispatch, errorOf, announce }: RubricGridEditorProps) {
  const t = useT('rubrics');
  const table = useRef<HTMLTableElement>(null);
  // After a move, the control that moved it (found by a key that travels with the row or column) gets focus.
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    let key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    // A new row or column is focused by its name field: the last one, now that it exists.
    if (key === 'level:new:name') key = `level:${draft.levels.at(-1)?.id}:name`;
    if (key === 'criterion:new:name') key = `criterion:${draft.criteria.at(-1)?.id}:name`;
    const target = table.current?.querySelector<HTMLElement>(`[data-focus="${key}"]`);
    const fallback = table.current?.querySelector<HTMLElement>(`[data-focus="${key.replace(/:[^:]+$/, ':name')}"]`);
    (target && !(target as HTMLButtonElement).disabled ? target : fallback)?.focus();
  });

  const levelName = (index: number) => draft.levels[index]?.name.trim() || t('editor.levelN', { n: index + 1 });
  const criterionName = (index: number) =>
    draft.criteria[index]?.name.trim() || t('editor.criterionN', { n: index + 1 });

  const moveLevel = (from: number, to: number, focus: string) => {
    if (to < 0 || to >= draft.levels.length) return;
    const name = levelName(from);
    dispatch({ type: 'moveLevel', from, to });
    pendingFocus.current = `level:${draft.levels[from]!.id}:${focus}`;
    announce(t('editor.levelMoved', { name, position: to + 1, count: draft.levels.length }));
  };
  const moveCriterion = (from: number, to: number, focus: string) => {
    if (to < 0 || to >= draft.criteria.length) return;
    const name = criterionName(from);
    dispatch({ type: 'moveCriterion', from, to });
    pendingFocus.current = `criterion:${draft.criteria[from]!.id}:${focus}`;
    announce(t('editor.criterionMoved', { name, position: to + 1, count: draft.criteria.length }));
  };
  const removeLevel = (index: number) => {
    const name = levelName(index);
    const next = draft.levels[index + 1] ?? draft.levels[index - 1];
    dispatch({ type: 'removeLevel', index });
    pendingFocus.current = next ? `level:${next.id}:name` : null;
    announce(t('editor.levelRemoved', { name }));
  };
  const removeCriterion = (index: number) => {
    const name = criterionName(index);
    const next = draft.criteria[index + 1] ?? draft.criteria[index - 1];
    dispatch({ type: 'removeCriterion', index });
    pendingFocus.current = next ? `criterion:${next.id}:name` : null;
    announce(t('editor.criterionRemoved', { name }));
  };
  const addLevel = () => {
    dispatch({ type: 'addLevel' });
    pendingFocus.current = 'level:new:name';
    announce(t('editor.levelAdded', { count: draft.levels.length + 1 }));
  };
  const addCriterion = () => {
    dispatch({ type: 'addCriterion' });
    pendingFocus.current = 'criterion:new:name';
    announce(t('editor.criterionAdded', { count: draft.criteria.length + 1 }));
  };

  const onLevelKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      moveLevel(index, index - 1, 'name');
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      moveLevel(index, index + 1, 'name');
    }
  };
  const onCriterionKey = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveCriterion(index, index - 1, 'name');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveCriterion(index, index + 1, 'name');
    }
  };

  const invalid = (key: string) => (errorOf(key) ? true : undefined);
  const describedBy = (key: string, hint?: string) =>
    [errorOf(key) ? `error-${key}` : null, hint ?? null].filter(Boolean).join(' ') || undefined;
  const fieldError = (at: string) => {
    const text = errorOf(at);
    return text ? (
      <p id={`error-${at}`} className="field__error">
        {text}
      </p>
    ) : null;
  };

  return (
    <div className="rubric-editor__grid">
      <p id="grid-keys" className="field__hint">
        {t('editor.keyboardHint')}
      </p>
      <div className="rubric-grid__scroll" role="region" aria-label={t('editor.gridLabel')}>
        <table ref={table} className="rubric-grid rubric-grid--editor">
          <caption className="visually-hidden">{t('editor.gridLabel')}</caption>
          <thead>
            <tr>
              <th scope="col" className="rubric-grid__corner">
                {t('editor.criteriaLevels')}
              </th>
              {draft.levels.map((level, l) => (
                <th key={level.id} scope="col" className="rubric-grid__level">
                  <label className="field__label" htmlFor={`level-${level.id}`}>
                    {t('editor.levelName', { n: l + 1 })}
                  </label>
                  <input
                    id={`level-${level.id}`}
                    className="field__input"
                    data-focus={`level:${level.id}:name`}
                    value={level.name}
                    maxLength={1000}
                    aria-invalid={invalid(`levels.${l}.name`)}
                    aria-describedby={describedBy(`levels.${l}.name`, 'grid-keys')}
                    onChange={(event) => dispatch({ type: 'setLevelName', index: l, name: event.target.value })}
                    onKeyDown={onLevelKey(l)}
                  />
                  {fieldError(`levels.${l}.name`)}
                  <div className="button-row rubric-grid__tools">
                    <IconButton
                      icon={ArrowLeft}
                      label={t('editor.moveLevelLeft', { name: levelName(l) })}
                      data-focus={`level:${level.id}:left`}
                      disabled={l === 0}
                      onClick={() => moveLevel(l, l - 1, 'left')}
                    />
                    <IconButton
                      icon={ArrowRight}
                      label={t('editor.moveLevelRight', { name: levelName(l) })}
                      data-focus={`level:${level.id}:right`}
                      disabled={l === draft.levels.length - 1}
                      onClick={() => moveLevel(l, l + 1, 'right')}
                    />
                    <IconButton
                      icon={Trash2}
                      label={t('editor.removeLevel', { name: levelName(l) })}
                      disabled={draft.levels.length <= 1}
                      onClick={() => removeLevel(l)}
                    />
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.criteria.map((criterion, c) => (
              <tr key={criterion.id}>
                <th scope="row" className="rubric-grid__criterion rubric-grid__criterion--editor">
                  <label className="field__label" htmlFor={`criterion-${criterion.id}`}>
                    {t('editor.criterionName', { n: c + 1 })}
                  </label>
                  <input
                    id={`criterion-${criterion.id}`}
                    className="field__input"
                    data-focus={`criterion:${criterion.id}:name`}
                    value={criterion.name}
                    maxLength={1000}
                    aria-invalid={invalid(`criterias.${c}.name`)}
                    aria-describedby={describedBy(`criterias.${c}.name`, 'grid-keys')}
                    onChange={(event) =>
                      dispatch({ type: 'setCriterion', index: c, field: 'name', value: event.target.value })
                    }
                    onKeyDown={onCriterionKey(c)}
                  />
                  {fieldError(`criterias.${c}.name`)}
                  <label className="field__label" htmlFor={`criterion-${criterion.id}-description`}>
                    {t('editor.description')}
                  </label>
                  <textarea
                    id={`criterion-${criterion.id}-description`}
                    className="field__input"
                    rows={2}
                    maxLength={5000}
                    value={criterion.description}
                    onChange={(event) =>
                      dispatch({ type: 'setCriterion', index: c, field: 'description', value: event.target.value })
                    }
                  />
                  {draft.scored ? (
                    <>
                      <label className="field__label" htmlFor={`criterion-${criterion.id}-weight`}>
                        {t('editor.weight')}
                      </label>
                      <input
                        id={`criterion-${criterion.id}-weight`}
                        className="field__input rubric-grid__number"
                        inputMode="decimal"
                        value={criterion.weight}
                        aria-invalid={invalid(`weight.${c}`)}
                        aria-describedby={describedBy(`weight.${c}`)}
                        onChange={(event) =>
                          dispatch({ type: 'setCriterion', index: c, field: 'weight', value: event.target.value })
                        }
                      />
                      {fieldError(`weight.${c}`)}
                    </>
                  ) : null}
                  <div className="button-row rubric-grid__tools">
                    <IconButton
                      icon={ArrowUp}
                      label={t('editor.moveCriterionUp', { name: criterionName(c) })}
                      data-focus={`criterion:${criterion.id}:up`}
                      disabled={c === 0}
                      onClick={() => moveCriterion(c, c - 1, 'up')}
                    />
                    <IconButton
                      icon={ArrowDown}
                      label={t('editor.moveCriterionDown', { name: criterionName(c) })}
                      data-focus={`criterion:${criterion.id}:down`}
                      disabled={c === draft.criteria.length - 1}
                      onClick={() => moveCriterion(c, c + 1, 'down')}
                    />
                    <IconButton
                      icon={Trash2}
                      label={t('editor.removeCriterion', { name: criterionName(c) })}
                      disabled={draft.criteria.length <= 1}
                      onClick={() => removeCriterion(c)}
                    />
                  </div>
                </th>
                {draft.levels.map((level, l) => {
                  const where = { criterion: criterionName(c), level: levelName(l) };
                  return (
                    <td key={level.id} className="rubric-grid__cell rubric-grid__cell--editor">
                      {draft.scored ? (
                        <>
                          <label className="visually-hidden" htmlFor={`points-${criterion.id}-${level.id}`}>
                            {t('editor.pointsOf', where)}
                          </label>
                          <div className="rubric-grid__points-row">
                            <input
                              id={`points-${criterion.id}-${level.id}`}
                              className="field__input rubric-grid__number"
                              inputMode="decimal"
                              value={draft.points[c]?.[l] ?? ''}
                              aria-invalid={invalid(`points.${c}.${l}`)}
                              aria-describedby={describedBy(`points.${c}.${l}`)}
                              onChange={(event) =>
                                dispatch({ type: 'setPoints', criterion: c, level: l, value: event.target.value })
                              }
                            />
                            <span aria-hidden="true" className="muted">
                              {t('editor.pointsUnit')}
                            </span>
                          </div>
                          {fieldError(`points.${c}.${l}`)}
                        </>
                      ) : null}
                      <label className="visually-hidden" htmlFor={`content-${criterion.id}-${level.id}`}>
                        {t('editor.textOf', where)}
                      </label>
                      <textarea
                        id={`content-${criterion.id}-${level.id}`}
                        className="field__input"
                        rows={3}
                        maxLength={5000}
                        value={draft.contents[c]?.[l] ?? ''}
                        onChange={(event) =>
                          dispatch({ type: 'setContent', criterion: c, level: l, value: event.target.value })
                        }
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="button-row">
        <Button icon={Plus} onClick={addCriterion} disabled={draft.criteria.length >= 100}>
          {t('editor.addCriterion')}
        </Button>
        <Button icon={Plus} onClick={addLevel} disabled={draft.levels.length >= 20}>
          {t('editor.addLevel')}
        </Button>
      </div>
    </div>
  );
}
