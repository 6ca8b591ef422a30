import { Trash2, UserPlus } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import {
  SECTION_ROLES,
  sectionRoleLabel,
  type ResponseBody,
  type SectionRole,
  type SectionView,
  type listSectionMembers,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, serverText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAddSectionMember } from '../api/add-section-member';
import { useSectionMembers } from '../api/list-section-members';
import { useRemoveSectionMember } from '../api/remove-section-member';
import { useMemberCandidates } from '../api/search-member-candidates';
import { useRefreshMembers } from '../api/refresh-members';
import { ImportFileHelp } from '../../../components/imports/import-file-help';
import { ImportPanel } from '../../../components/imports/import-panel';

type Member = ResponseBody<typeof listSectionMembers>['items'][number];

/**
 * A section's members (spec 2 §5, §7): who is in it with their role, removing one, adding people found by
 * name or email in a chosen role ("No result" when nobody matches), and a member file imported as a job.
 */
export function MembersDialog({
  courseId,
  section,
  onClose,
}: {
  courseId: string;
  section: SectionView;
  onClose: () => void;
}) {
  const t = useT('courses');
  const msg = useT('messages');
  const locale = useLocale();
  const toast = useToast();
  const members = useSectionMembers(section.id);
  const remove = useRemoveSectionMember(courseId, section.id);
  const add = useAddSectionMember(courseId, section.id);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<SectionRole>('member');
  const [alert, setAlert] = useState<string | null>(null);
  const settled = useDebouncedValue(search);
  const candidates = useMemberCandidates(section.id, settled);
  const items = members.data?.items ?? [];
  const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

  const fail = (error: unknown) => setAlert(errorText(error, locale));
  const columns: Column<Member>[] = [
    { id: 'name', header: t('admin.members.columns.name'), cell: (member) => fullName(member) },
    { id: 'email', header: t('admin.members.columns.email'), cell: (member) => member.email },
    { id: 'role', header: t('admin.members.columns.role'), cell: (member) => member.role_label },
    {
      id: 'actions',
      header: t('admin.members.columns.actions'),
      hiddenHeader: true,
      actions: true,
      cell: (member) => (
        <Button
          size="small"
          variant="destructive"
          icon={Trash2}
          aria-label={t('admin.members.removeNamed', { name: fullName(member) })}
          disabled={remove.isPending}
          onClick={() => {
            setAlert(null);
            remove.mutateAsync(member.id).then((answer) => toast.show(answer.message), fail);
          }}
        >
          {t('admin.members.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Dialog open onClose={onClose} size="wide" title={t('admin.members.title', { title: section.title })}>
      <div className="stack">
        <FormAlert message={alert} />
        <section className="stack" aria-label={t('admin.members.current')}>
          <ListStatus
            query={members}
            total={items.length}
            empty={<p className="muted">{t('admin.members.empty')}</p>}
          />
          {items.length > 0 ? (
            <DataTable
              caption={t('admin.members.caption')}
              columns={columns}
              rows={items}
              rowKey={(member) => member.id}
            />
          ) : null}
        </section>
        <fieldset className="fieldset stack">
          <legend className="fieldset__legend">{t('admin.members.add')}</legend>
          <SearchField label={t('admin.members.search')} value={search} onChange={setSearch} />
          <SelectField
            label={t('admin.members.role')}
            value={role}
            onChange={(event) => setRole(event.target.value as SectionRole)}
          >
            {SECTION_ROLES.map((entry) => (
              <option key={entry} value={entry}>
                {msg(sectionRoleLabel(entry))}
              </option>
            ))}
          </SelectField>
          {candidates.data?.message ? (
            <p className="muted" role="status">
              {serverText(candidates.data.message, locale)}
            </p>
          ) : null}
          {candidates.data && candidates.data.items.length > 0 ? (
            <ul className="plain-list candidate-list">
              {candidates.data.items.slice(0, 8).map((person) => (
                <li key={person.id}>
                  <Button
                    size="small"
                    icon={UserPlus}
                    disabled={add.isPending}
                    onClick={() => {
                      setAlert(null);
                      add
                        .mutateAsync({ user_id: person.id, role })
                        .then(() => toast.show(t('admin.members.added', { name: fullName(person) })), fail);
                    }}
                  >
                    {t('admin.members.addNamed', { name: `${fullName(person)} (${person.email})` })}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <MembersUpload courseId={courseId} sectionId={section.id} />
        <div className="form__actions">
          <Button onClick={onClose}>{t('admin.close')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * The member file (spec 2 §7; issue 24): a section-members import job on this section, its log polled every
 * 3 s with its counts and error report, listing only this section's imports; when one ends the members and the
 * course's section rows (members count) are read again.
 */
function MembersUpload({ courseId, sectionId }: { courseId: string; sectionId: string }) {
  const t = useT('courses');
  const id = useId();
  const refresh = useRefreshMembers(courseId, sectionId);
  const finished = useCallback(() => void refresh(), [refresh]);
  return (
    <section className="stack" aria-labelledby={`${id}-upload`}>
      <h3 id={`${id}-upload`}>{t('admin.members.upload')}</h3>
      <ImportPanel
        kind="section-members"
        groupId={sectionId}
        onlyHere
        onFinished={finished}
        intro={<ImportFileHelp kind="section-members" about={t('admin.members.uploadAbout')} />}
      />
    </section>
  );
}
