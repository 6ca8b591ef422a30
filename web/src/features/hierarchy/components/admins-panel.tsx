import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { errorText, isApiError } from '../../../lib/api-error';
import { fullName, useCurrentUser } from '../../../lib/current-user';
import { useLocale } from '../../../lib/i18n';
import { useMessage } from '../../../lib/use-message';
import { useInsertNodeAdmin } from '../api/insert-node-admin';
import { useAdminCandidates } from '../api/list-admin-candidates';
import { useNodeAdmins } from '../api/list-node-admins';
import { useRemoveNodeAdmin } from '../api/remove-node-admin';
import { useHierarchyT } from '../i18n';
import { ConfirmDialog } from './confirm-dialog';
import { Snackbar } from './snackbar';
import { ListStatus } from './list-parts';

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
  const t = useHierarchyT();
  const msg = useMessage();
  const locale = useLocale();
  const user = useCurrentUser();
  const { t: shellT, i18n } = useTranslation();
  const roleLabel = (role: string) => (i18n.exists(`roles.${role}`) ? shellT(`roles.${role}`) : role);
  const admins = useNodeAdmins(nodeId);
  const remove = useRemoveNodeAdmin(nodeId);
  const [inserting, setInserting] = useState(false);
  const [removing, setRemoving] = useState<Admin | null>(null);
  const [snackbar, setSnackbar] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);

  const askRemove = (admin: Admin) => {
    setSnackbar(null);
    // spec 2 §5, §8: never oneself; the server refuses it too.
    if (admin.id === user.id) setSnackbar({ text: msg('hierarchy.admin.cannot_remove_self'), tone: 'error' });
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
      setSnackbar({ text, tone: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  const list = admins.data?.admins ?? [];
  return (
    <div className="panel">
      {admins.data?.can_insert ? (
        <div className="panel__toolbar">
          <button type="button" className="button button--primary" onClick={() => setInserting(true)}>
            {t('admins.insert')}
          </button>
        </div>
      ) : null}
      <ListStatus query={admins} total={list.length} emptyText={t('admins.empty')} />
      {list.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t('tabs.admin')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('common.name')}</th>
              <th scope="col">{t('admins.email')}</th>
              <th scope="col">{t('admins.username')}</th>
              <th scope="col">{t('admins.role')}</th>
              {admins.data?.can_remove ? <th scope="col">{t('common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.map((admin) => (
              <tr key={admin.id}>
                <td>{fullName(admin)}</td>
                <td>{admin.email}</td>
                <td>{admin.username}</td>
                <td>{roleLabel(admin.role)}</td>
                {admins.data?.can_remove ? (
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('admins.removeNamed', { name: fullName(admin) })}
                      onClick={() => askRemove(admin)}
                    >
                      {t('common.remove')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Dialog open={inserting} onClose={() => setInserting(false)} title={t('admins.insert')}>
        {inserting ? (
          <InsertAdminForm
            nodeId={nodeId}
            onInserted={(name) => {
              setInserting(false);
              setSnackbar({ text: t('admins.added', { name }), tone: 'info' });
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
      <Snackbar message={snackbar?.text ?? null} tone={snackbar?.tone} onDismiss={() => setSnackbar(null)} />
    </div>
  );
}

/** The insert-admin modal: search candidates by name or email, add one. */
function InsertAdminForm({ nodeId, onInserted }: { nodeId: string; onInserted: (name: string) => void }) {
  const t = useHierarchyT();
  const msg = useMessage();
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
        <button type="submit" className="button">
          {t('admins.find')}
        </button>
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
              <button
                type="button"
                className="button button--primary"
                disabled={insert.isPending}
                aria-label={t('admins.add', { name: fullName(candidate) })}
                onClick={() => insert.mutate(candidate.id, { onSuccess: () => onInserted(fullName(candidate)) })}
              >
                {t('admins.addShort')}
              </button>
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
