import { Search, UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { isRole } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { fullName, useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { useInsertNodeAdmin } from '../api/insert-node-admin';
import { useAdminCandidates } from '../api/list-admin-candidates';
import { useNodeAdmins } from '../api/list-node-admins';
import { useRemoveNodeAdmin } from '../api/remove-node-admin';

interface Admin {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  role: string;
}

/**
 * Admins of a node (spec 2 §2, §6): the list, the insert-admin modal with a candidate search, removal with a
 * confirmation. Removing oneself is refused with the snackbar "A user cannot remove themselves as an admin."
 */
export function AdminsPanel({ nodeId }: { nodeId: string }) {
  const t = useT('hierarchy');
  const common = useT('common');
  const msg = useT('messages');
  const locale = useLocale();
  const user = useCurrentUser();
  const toast = useToast();
  // A role this screen has no label for shows its name.
  const roleLabel = (role: string) => (isRole(role) ? common(`roles.${role}`) : role);
  const admins = useNodeAdmins(nodeId);
  const remove = useRemoveNodeAdmin(nodeId);
  const [inserting, setInserting] = useState(false);
  const [removing, setRemoving] = useState<Admin | null>(null);

  const askRemove = (admin: Admin) => {
    // spec 2 §5, §8: never oneself (a snackbar says so); the server refuses it too.
    if (admin.id === user.id) toast.show(msg('hierarchy.admin.cannot_remove_self'), 'error');
    else setRemoving(admin);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
    } catch (error) {
      const text =
        isApiError(error) && error.code === 'hierarchy.admin.cannot_remove_self'
          ? msg('hierarchy.admin.cannot_remove_self')
          : errorText(error, locale);
      toast.show(text, 'error');
    } finally {
      setRemoving(null);
    }
  };

  const list = admins.data?.admins ?? [];
  return (
    <div className="panel">
      {admins.data?.can_insert ? (
        <div className="panel__toolbar">
          <Button variant="primary" icon={UserPlus} onClick={() => setInserting(true)}>
            {t('admins.insert')}
          </Button>
        </div>
      ) : null}
      <ListStatus
        query={admins}
        total={list.length}
        empty={<EmptyState icon={Users}>{t('admins.empty')}</EmptyState>}
      />
      {list.length > 0 ? (
        <DataTable
          caption={t('tabs.admin')}
          rows={list}
          rowKey={(admin) => admin.id}
          columns={[
            { id: 'name', header: t('common.name'), cell: (admin: Admin) => fullName(admin) },
            { id: 'email', header: t('admins.email'), cell: (admin: Admin) => admin.email },
            { id: 'username', header: t('admins.username'), cell: (admin: Admin) => admin.username },
            { id: 'role', header: t('admins.role'), cell: (admin: Admin) => roleLabel(admin.role) },
            ...(admins.data?.can_remove
              ? [
                  {
                    id: 'actions',
                    header: t('common.actions'),
                    actions: true,
                    cell: (admin: Admin) => (
                      <Button
                        size="small"
                        variant="destructive"
                        aria-label={t('admins.removeNamed', { name: fullName(admin) })}
                        onClick={() => askRemove(admin)}
                      >
                        {t('common.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      <Dialog open={inserting} onClose={() => setInserting(false)} title={t('admins.insert')}>
        {inserting ? (
          <InsertAdminForm
            nodeId={nodeId}
            onInserted={(name) => {
              setInserting(false);
              toast.show(t('admins.added', { name }));
            }}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('admins.removeTitle')}
        confirmLabel={t('common.remove')}
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        <p>{t('admins.removeConfirm', { name: removing ? fullName(removing) : '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The insert-admin modal: search candidates by name or email, add one. */
function InsertAdminForm({ nodeId, onInserted }: { nodeId: string; onInserted: (name: string) => void }) {
  const t = useT('hierarchy');
  const msg = useT('messages');
  const locale = useLocale();
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const candidates = useAdminCandidates(nodeId, submitted ?? '', submitted !== null);
  const insert = useInsertNodeAdmin(nodeId);
  const inputId = useId();
  const users = candidates.data?.users ?? [];

  return (
    <div className="form">
      <form
        className="inline-form"
        role="search"
        aria-label={t('admins.find')}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(draft.trim());
        }}
      >
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            {t('admins.candidateSearch')}
          </label>
          <input
            id={inputId}
            type="search"
            className="field__input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" icon={Search}>
          {t('admins.find')}
        </Button>
      </form>
      <div aria-live="polite">
        {candidates.isFetching ? <p>{t('common.loading')}</p> : null}
        {candidates.error ? <p className="error-text">{errorText(candidates.error, locale)}</p> : null}
        {candidates.isSuccess && !candidates.isFetching && users.length === 0 ? (
          <p>{msg('hierarchy.member_search.no_result')}</p>
        ) : null}
      </div>
      {users.length > 0 ? (
        <ul className="choice-list">
          {users.map((candidate) => (
            <li key={candidate.id} className="choice-list__item">
              <span>
                {fullName(candidate)} <span className="muted">{candidate.email}</span>
              </span>
              <Button
                size="small"
                variant="primary"
                disabled={insert.isPending}
                aria-label={t('admins.add', { name: fullName(candidate) })}
                onClick={() => insert.mutate(candidate.id, { onSuccess: () => onInserted(fullName(candidate)) })}
              >
                {t('admins.addShort')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {insert.error ? (
        <p role="alert" className="error-text">
          {errorText(insert.error, locale)}
        </p>
      ) : null}
    </div>
  );
}
