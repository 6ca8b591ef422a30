import { useId } from 'react';
import type { Rubric } from '@tessera/shared';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import {
  invalidLevelPoints,
  levelPoints,
  setLevelPoints,
  toggleMappedComponent,
  type AggregationDraft,
} from '../utils/aggregation-draft';

/** A radio button, checkbox or dropdown of the template a criterion can add up. */
export interface MappableComponent {
  id: string;
  label: string;
  /** Its most points (spec 1 §9). */
  maximum: number;
}

/** A criterion's maximum: the sum of its ticked components' maximums. */
export function criterionMaximum(ids: readonly string[], choices: readonly MappableComponent[]): number {
  return choices.filter((choice) => ids.includes(choice.id)).reduce((sum, choice) => sum + choice.maximum, 0);
}

/**
 * The criterion → component mapping of an aggregation rubric (spec 1 §3 components_mapping and
 * aggregation_config.range, §4 auto-fill): for each criterion of the chosen rubric, the template's radio
 * buttons, checkboxes and dropdowns it adds up (checkboxes, each labelled with its most points), and once one is
 * ticked, the points from which each level is reached, starting spread from 0 to the criterion's maximum. Points
 * that decrease or exceed the maximum are marked invalid as they are typed (spec 1 §5, spec 2 §5): the modal's
 * save stays disabled until they are corrected. Every control is a native checkbox or text field, in reading
 * order, so the whole mapping is made from the keyboard.
 */
export function AggregationMappingSection({
  rubric,
  choices,
  draft,
  onChange,
  errorOf,
  missingMapping,
}: {
  /** The chosen rubric's definition; undefined until one is chosen (or while it loads). */
  rubric: Rubric | undefined;
  choices: readonly MappableComponent[];
  draft: AggregationDraft;
  onChange: (draft: AggregationDraft) => void;
  /** The server's or the modal's sentence for a field (`components_mapping.<criterion>`, …). */
  errorOf: (field: string) => string | undefined;
  /** Save was tried with nothing mapped. */
  missingMapping: string | undefined;
}) {
  const t = useT('templateEditor');
  const msg = useT('messages');
  const id = useId();
  const levels = rubric?.levels.map((level) => level.id) ?? [];
  const maximumOf = (ids: readonly string[]) => criterionMaximum(ids, choices);

  return (
    <fieldset className="fieldset aggregation-mapping" aria-describedby={`${id}-hint`}>
      <legend className="fieldset__legend">{t('config.aggregation')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('config.aggregationHint')}
      </p>
      {!rubric ? <p className="muted">{t('config.aggregationChooseRubric')}</p> : null}
      {rubric && choices.length === 0 ? <p className="muted">{t('config.aggregationNoChoices')}</p> : null}
      {missingMapping ? (
        <p className="field__error" role="alert">
          {missingMapping}
        </p>
      ) : null}
      {rubric && choices.length > 0
        ? rubric.criterias.map((criterion) => {
            const ids = draft.mapping[criterion.id] ?? [];
            const maximum = maximumOf(ids);
            const invalid = ids.length > 0 ? invalidLevelPoints(draft, criterion.id, levels, maximum) : [];
            const wrong = invalid.some(Boolean);
            const errorId = `${id}-${criterion.id}-error`;
            const mappingError = errorOf(`components_mapping.${criterion.id}`);
            const rangeError = wrong
              ? msg('templates.aggregation.range_invalid', { maximum })
              : errorOf(`aggregation_config.range.${criterion.id}`);
            const values = levelPoints(draft, criterion.id, levels);
            return (
              <fieldset key={criterion.id} className="fieldset aggregation-mapping__criterion">
                <legend className="fieldset__legend">{t('config.criterion', { name: criterion.name })}</legend>
                <div
                  role="group"
                  aria-labelledby={`${id}-${criterion.id}-choices`}
                  className="aggregation-mapping__choices"
                >
                  <p id={`${id}-${criterion.id}-choices`} className="field__label">
                    {t('config.mappedComponents')}
                  </p>
                  {choices.map((choice) => (
                    <CheckboxField
                      key={choice.id}
                      label={t('config.mappedComponent', { label: choice.label, points: choice.maximum })}
                      checked={ids.includes(choice.id)}
                      onChange={(event) =>
                        onChange(
                          toggleMappedComponent(
                            draft,
                            criterion.id,
                            choice.id,
                            event.target.checked,
                            levels,
                            maximumOf,
                          ),
                        )
                      }
                    />
                  ))}
                </div>
                {mappingError ? <p className="field__error">{mappingError}</p> : null}
                {ids.length > 0 ? (
                  <div
                    role="group"
                    aria-labelledby={`${id}-${criterion.id}-levels`}
                    className="aggregation-mapping__levels-group"
                  >
                    <p id={`${id}-${criterion.id}-levels`} className="field__label">
                      {t('config.levelPoints', { maximum })}
                    </p>
                    <div className="aggregation-mapping__levels">
                      {rubric.levels.map((level, index) => (
                        <FormField
                          key={level.id}
                          label={t('config.levelFrom', { level: level.name })}
                          inputMode="decimal"
                          autoComplete="off"
                          value={values[index]}
                          aria-invalid={invalid[index] ? true : undefined}
                          aria-describedby={invalid[index] || (!wrong && rangeError) ? errorId : undefined}
                          onChange={(event) =>
                            onChange(setLevelPoints(draft, criterion.id, level.id, event.target.value))
                          }
                        />
                      ))}
                    </div>
                    {rangeError ? (
                      <p id={errorId} className="field__error">
                        {rangeError}
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </fieldset>
            );
          })
        : null}
    </fieldset>
  );
}
