import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { TemplateFolder } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useCreateTemplateFolder } from '../api/create-template-folder';
import { useDeleteTemplateFolder } from '../api/delete-template-folder';
import { useRenameTemplateFolder } from '../api/rename-template-folder';

/**
 * A template folder's name (spec 3 §2, §5): create or rename; the server's refusals ("Can't be blank.",
 * "Folder named {name} already exists.") show under the field.
 */
export function FolderDialog({
  nodeId,
  folder,
  onClose,
}: {
  nodeId: string;
  folder: TemplateFolder | null;
  onClose: () => void;
}) {
  const t = useT('templates');
  const locale = useLocale();
  const toast = useToast();
  const create = useCreateTemplateFolder();
  const rename = useRenameTemplateFolder();
  const [name, setName] = useState(folder?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const pending = create.isPending || rename.isPending;
  return (
    <Dialog open onClose={onClose} title={folder ? t('folders.renameTitle', { name: folder.name }) : t('folders.new')}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const save = folder
            ? rename.mutateAsync({ id: folder.id, name, version: folder.version })
            : create.mutateAsync({ nodeId, name });
          save.then(
            (saved) => {
              toast.show(t(folder ? 'folders.renamed' : 'folders.created', { name: saved.name }));
              onClose();
            },
            (failure: unknown) =>
              setError(isApiError(failure) && failure.fields.name ? failure.fields.name : errorText(failure, locale)),
          );
        }}
      >
        <FormField
          label={t('folders.name')}
          value={name}
          maxLength={255}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <div className="form__actions">
          <Button type="submit" variant="primary" disabled={pending}>
            {folder ? t('folders.rename') : t('folders.create')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Rename or delete the folder the list is filtered by (an empty folder only: the server says why not). */
export function FolderTools({ folder, onDeleted }: { folder: TemplateFolder | null; onDeleted: () => void }) {
  const t = useT('templates');
  const locale = useLocale();
  const toast = useToast();
  const remove = useDeleteTemplateFolder();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!folder) return null;
  return (
    <div className="button-row template-folder-tools">
      <Button size="small" icon={Pencil} onClick={() => setRenaming(true)}>
        {t('folders.renameNamed', { name: folder.name })}
      </Button>
      <Button size="small" icon={Trash2} variant="destructive" onClick={() => setDeleting(true)}>
        {t('folders.deleteNamed', { name: folder.name })}
      </Button>
      {renaming ? (
        <FolderDialog nodeId={folder.hierarchy_id} folder={folder} onClose={() => setRenaming(false)} />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t('folders.deleteTitle')}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        error={error}
        onConfirm={() =>
          void remove.mutateAsync({ id: folder.id, version: folder.version }).then(
            () => {
              toast.show(t('folders.deleted', { name: folder.name }));
              setDeleting(false);
              onDeleted();
            },
            (failure: unknown) => setError(errorText(failure, locale)),
          )
        }
        onClose={() => {
          setDeleting(false);
          setError(null);
        }}
      >
        <p>{t('folders.deleteConfirm', { name: folder.name })}</p>
      </ConfirmDialog>
    </div>
  );
}
