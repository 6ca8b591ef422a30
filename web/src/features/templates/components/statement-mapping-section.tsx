import { Link2, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { IconButton } from '../../../components/ui/icon-button';
import { PickerDialog, type PickerGroup } from '../../../components/ui/picker-dialog';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useStatementSets } from '../api/list-statement-sets';

/** One mapped statement as the modal edits it; `minimum` is the field's text ('' for none). */
export interface MappedStatement {
  id: string;
  statement_id: string;
  title: string;
  minimum: string;
}

const statementLabel = (entry: { statement_id: string; title: string }) =>
  entry.statement_id ? `${entry.statement_id} ${entry.title}` : entry.title;

/**
 * A component's statement mapping (spec 1 §3 "Statement mapping entries", §5): standards picked from the
 * statement sets of the template's node and the nodes above it, each with an optional minimum score where the
 * component has a maximum (a score component). The sets are read only when the section shows. A statement
 * mapped before and no longer offered is kept as read, so the server's refusal says why under it.
 */
export function StatementMappingSection({
  nodeId,
  label,
  mapped,
  onChange,
  minimumMaximum,
  errorOf,
}: {
  nodeId: string;
  /** The component's label, for the picker's title. */
  label: string;
  mapped: readonly MappedStatement[];
  onChange: (mapped: MappedStatement[]) => void;
  /** The component's maximum score when a minimum may be set; undefined otherwise. */
  minimumMaximum: string | undefined;
  errorOf: (field: string) => string | undefined;
}) {
  const t = useT('templateEditor');
  const locale = useLocale();
  const sets = useStatementSets(nodeId, true);
  const [picking, setPicking] = useState(false);

  const offered = useMemo(() => {
    const byId = new Map<string, MappedStatement>();
    for (const set of sets.data?.items ?? [])
      for (const statement of set.statements)
        byId.set(statement.id, {
          id: statement.id,
          statement_id: statement.statement_id,
          title: statement.title,
          minimum: '',
        });
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

  const done = (ids: string[]) => {
    onChange(
      ids
        .map((id) => mapped.find((entry) => entry.id === id) ?? offered.get(id))
        .filter((entry): entry is MappedStatement => entry !== undefined),
    );
    setPicking(false);
  };

  return (
    <fieldset className="fieldset component-config__statements">
      <legend className="fieldset__legend">{t('config.statements')}</legend>
      <p className="field__hint">{t('config.statementsHint')}</p>
      {sets.error ? (
        <p role="alert" className="error-text">
          {errorText(sets.error, locale)}
        </p>
      ) : null}
      {mapped.length === 0 ? <p className="muted">{t('config.statementsNone')}</p> : null}
      <ul className="component-config__statement-list">
        {mapped.map((entry, index) => {
          const at = `statements_mapping.${index}`;
          return (
            <li key={entry.id} className="component-config__statement">
              <span>{statementLabel(entry)}</span>
              {minimumMaximum !== undefined ? (
                <FormField
                  label={t('config.statementMinimum', { statement: entry.statement_id || entry.title })}
                  inputMode="numeric"
                  value={entry.minimum}
                  hint={t('config.statementMinimumHint', { maximum: minimumMaximum })}
                  error={errorOf(`${at}.minimum`) ?? errorOf(`${at}.id`)}
                  onChange={(event) =>
                    onChange(
                      mapped.map((other) =>
                        other.id === entry.id ? { ...other, minimum: event.target.value } : other,
                      ),
                    )
                  }
                />
              ) : errorOf(`${at}.id`) ? (
                <p className="field__error">{errorOf(`${at}.id`)}</p>
              ) : null}
              <IconButton
                icon={Trash2}
                label={t('config.removeStatement', { statement: statementLabel(entry) })}
                onClick={() => onChange(mapped.filter((other) => other.id !== entry.id))}
              />
            </li>
          );
        })}
      </ul>
      <Button icon={Link2} size="small" disabled={!sets.isSuccess} onClick={() => setPicking(true)}>
        {t('config.mapStatements')}
      </Button>
      <PickerDialog
        open={picking}
        title={t('config.pickStatements', { label: label.trim() || t('config.statements') })}
        description={t('config.pickStatementsHint')}
        groups={groups}
        selected={mapped.map((entry) => entry.id)}
        empty={t('config.noStatementSets')}
        onDone={done}
        onClose={() => setPicking(false)}
      />
    </fieldset>
  );
}
