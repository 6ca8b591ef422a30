import type { Dispatch } from 'react';
import { isInternshipWorkflow, type TemplateFolder, type Workflow } from '@tessera/shared';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';
import { TEMPLATE_FLAGS, type DraftAction, type TemplateDraft, type TemplateFlag } from '../utils/editor-state';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';

/** The server's limit on a template's abstract (the save contract). */
const ABSTRACT_MAX = 5000;

const MOVE_TO_DONE_ROLES = ['mentor_assessors', 'internship_supervisor_assessors'] as const;

/**
 * The settings step (spec 2 §3 template flags, §6): plagiarism (offered only when the server says so: the
 * user's flag and a supervised or internship workflow) and its report to students, showcase, assessment
 * panel, timeline, GoReact, the editing permissions (move components, update pages, customise the theme),
 * who may move to done (internship workflows), the template's folder and description, and its content (rich
 * text shown above the pages, kept as HTML and rendered sanitised) and abstract (the short text lists and
 * galleries show for work made from it).
 */
export function SettingsStep({
  draft,
  dispatch,
  workflow,
  folders,
  errors,
}: {
  draft: TemplateDraft;
  dispatch: Dispatch<DraftAction>;
  workflow: Workflow;
  folders: readonly TemplateFolder[];
  errors: Record<string, string>;
}) {
  const t = useT('templateEditor');
  const shown = (flag: TemplateFlag) => {
    if (flag === 'plagiarism_enabled') return workflow.plagiarism_available || draft.flags.plagiarism_enabled;
    if (flag === 'show_plagiarism_report_to_students') return draft.flags.plagiarism_enabled;
    // The names are shown on the assessments the student reads in the panel: offered once the panel is.
    if (flag === 'is_show_names_to_submitters')
      return draft.flags.display_assessment_panel || draft.flags.is_show_names_to_submitters;
    return true;
  };
  return (
    <div className="form settings-step">
      <fieldset className="fieldset">
        <legend className="fieldset__legend">{t('settings.flags')}</legend>
        {TEMPLATE_FLAGS.filter(shown).map((flag) => (
          <div key={flag}>
            <CheckboxField
              label={t(`settings.${flag}`)}
              checked={draft.flags[flag]}
              onChange={(event) => dispatch({ type: 'setFlag', flag, value: event.target.checked })}
            />
            {/* What the panel shows a student, and when (docs/adr/0020-assessments.md). */}
            {flag === 'display_assessment_panel' && draft.flags.display_assessment_panel ? (
              <p className="field__hint">{t('settings.display_assessment_panel_hint')}</p>
            ) : null}
            {errors[flag] ? <p className="field__error">{errors[flag]}</p> : null}
          </div>
        ))}
      </fieldset>
      {isInternshipWorkflow(draft.workflow) ? (
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('settings.moveToDone')}</legend>
          {MOVE_TO_DONE_ROLES.map((role) => (
            <CheckboxField
              key={role}
              label={t(`roles.${role}`)}
              checked={draft.roles_allowed_move_to_done.includes(role)}
              onChange={(event) =>
                dispatch({
                  type: 'setMoveToDoneRoles',
                  roles: event.target.checked
                    ? [...draft.roles_allowed_move_to_done, role]
                    : draft.roles_allowed_move_to_done.filter((entry) => entry !== role),
                })
              }
            />
          ))}
          {errors.roles_allowed_move_to_done ? (
            <p className="field__error">{errors.roles_allowed_move_to_done}</p>
          ) : null}
        </fieldset>
      ) : null}
      <SelectField
        label={t('settings.folder')}
        value={draft.template_folder_id ?? ''}
        error={errors.template_folder_id}
        onChange={(event) => dispatch({ type: 'setFolder', id: event.target.value || null })}
      >
        <option value="">{t('settings.noFolder')}</option>
        {folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.name}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label className="field__label" htmlFor="template-description">
          {t('settings.description')}
        </label>
        <textarea
          id="template-description"
          className="field__input"
          rows={4}
          maxLength={5000}
          value={draft.description}
          onChange={(event) => dispatch({ type: 'setField', field: 'description', value: event.target.value })}
        />
      </div>
      <RichTextEditor
        label={t('settings.content')}
        initial={draft.content}
        optional
        onChange={(html) => dispatch({ type: 'setField', field: 'content', value: html })}
      />
      {errors.content ? <p className="field__error">{errors.content}</p> : null}
      <div className="field">
        <label className="field__label" htmlFor="template-abstract">
          {t('settings.abstract')}
        </label>
        <p id="template-abstract-hint" className="field__hint">
          {t('settings.abstractHint', { max: String(ABSTRACT_MAX) })}
        </p>
        <textarea
          id="template-abstract"
          className="field__input"
          rows={3}
          maxLength={ABSTRACT_MAX}
          aria-describedby={
            errors.abstract ? 'template-abstract-hint template-abstract-error' : 'template-abstract-hint'
          }
          aria-invalid={errors.abstract ? true : undefined}
          value={draft.abstract}
          onChange={(event) => dispatch({ type: 'setField', field: 'abstract', value: event.target.value })}
        />
        {errors.abstract ? (
          <p id="template-abstract-error" className="field__error">
            {errors.abstract}
          </p>
        ) : null}
      </div>
    </div>
  );
}
