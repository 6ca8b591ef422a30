import { useState } from 'react';
import { getTemplate, type TemplateFolder, type TemplateSummary } from '@tessera/shared';
import type { LibraryDialogProps } from '../../../components/library/library-actions';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSaveTemplate } from '../api/save-template';
import { draftFromTemplate, draftToFields } from '../utils/editor-state';

/**
 * "Move to folder" (spec 3 §2 template folders): the reader picks one of the node's folders, or none. The
 * update sends the whole template as it is now with only its folder changed, at the version the list showed:
 * when someone changed the template since, the server answers 409 and the panel offers to reload.
 */
export function FolderMoveDialog({
  item: template,
  folders,
  close: onClose,
  done: onDone,
  failed: onFailed,
  returnFocus,
}: LibraryDialogProps<TemplateSummary> & { folders: readonly TemplateFolder[] }) {
  const t = useT('templates');
  const save = useSaveTemplate();
  const [folderId, setFolderId] = useState(template.template_folder_id ?? '');
  const [pending, setPending] = useState(false);

  const move = async () => {
    setPending(true);
    try {
      const read = await api(getTemplate, { path: { id: template.id } });
      const fields = { ...draftToFields(draftFromTemplate(read)), template_folder_id: folderId || null };
      await save.mutateAsync({ kind: 'update', id: template.id, version: template.version, fields });
      const name = folders.find((entry) => entry.id === folderId)?.name;
      onDone(
        name
          ? t('folderMove.done', { title: template.title, folder: name })
          : t('folderMove.doneNone', { title: template.title }),
      );
    } catch (error) {
      onFailed(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} returnFocus={returnFocus} title={t('folderMove.title', { title: template.title })}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void move();
        }}
      >
        <SelectField
          label={t('folderMove.folder')}
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
        <div className="form__actions">
          <Button
            type="submit"
            variant="primary"
            disabled={pending || folderId === (template.template_folder_id ?? '')}
          >
            {t('folderMove.submit')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
