import { useState } from 'react';
import { useNavigate } from 'react-router';
import { templateNameError, type TemplateFolder, type WorkflowId } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useWorkflows } from '../api/list-workflows';
import { templatePaths } from '../utils/template-paths';

/**
 * The create-template modal (spec 2 §2 "create template"): a name, the workflow (fixed once created) and,
 * optionally, a folder; the editor then opens and its first save creates the template (spec 2 §4), where a
 * taken name is refused under the title.
 */
export function CreateTemplateDialog({
  nodeId,
  folders,
  folder,
  onClose,
}: {
  nodeId: string;
  folders: readonly TemplateFolder[];
  folder: string;
  onClose: () => void;
}) {
  const t = useT('templates');
  const msg = useT('messages');
  const navigate = useNavigate();
  const workflows = useWorkflows();
  const [title, setTitle] = useState('');
  const [workflow, setWorkflow] = useState<WorkflowId>('SupervisedAssessmentWorkflow');
  const [folderId, setFolderId] = useState(folder === 'none' ? '' : folder);
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog open onClose={onClose} title={t('create.title')}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = templateNameError(title, []);
          if (problem) return setError(msg(problem));
          void navigate(templatePaths.create({ nodeId, workflow, title: title.trim(), folder: folderId }));
        }}
      >
        <FormField
          label={t('create.name')}
          value={title}
          maxLength={255}
          error={error}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
        />
        <QueryStatus query={workflows} />
        {workflows.data ? (
          <SelectField
            label={t('create.workflow')}
            value={workflow}
            onChange={(event) => setWorkflow(event.target.value as WorkflowId)}
          >
            {workflows.data.items.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {folders.length > 0 ? (
          <SelectField
            label={t('create.folder')}
            value={folderId}
            onChange={(event) => setFolderId(event.target.value)}
          >
            <option value="">{t('folders.none')}</option>
            {folders.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="form__actions">
          <Button type="submit" variant="primary" disabled={!workflows.data}>
            {t('create.submit')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
