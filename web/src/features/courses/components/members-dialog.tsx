import { Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import {
  SECTION_ROLES,
  sectionRoleLabel,
  validateCsvUpload,
  type ResponseBody,
  type SectionRole,
  type SectionView,
  type listSectionMembers,
  type uploadSectionMembers,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { FileField, useFileField } from '../../../components/ui/file-field';
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
import { useUploadSectionMembers } from '../api/upload-section-members';
import { readFileBase64 } from '../../../lib/read-file-base64';

type Member = ResponseBody<typeof listSectionMembers>['items'][number];
type UploadResult = ResponseBody<typeof uploadSectionMembers>;

/**
 * A section's members (spec 2 §5, §7): who is in it with their role, removing one, adding people found by
 * name or email in a chosen role ("No result" when nobody matches), and a CSV upload whose answer lists who
 * was added, who was not (with the reason per row) and who was already there.
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

/** The CSV upload (spec 2 §7): `.csv` only ("Invalid file type"), then the server's three lists. */
function MembersUpload({ courseId, sectionId }: { courseId: string; sectionId: string }) {
  const t = useT('courses');
  const msg = useT('messages');
  const locale = useLocale();
  const field = useFileField();
  const upload = useUploadSectionMembers(courseId, sectionId);
  const [result, setResult] = useState<UploadResult | null>(null);
  const submit = async () => {
    const file = field.file();
    if (!file) return field.reject(msg('hierarchy.upload.invalid_type'));
    const invalid = validateCsvUpload(file.name);
    if (invalid) return field.reject(msg(invalid));
    setResult(null);
    try {
      setResult(await upload.mutateAsync({ filename: file.name, content_base64: await readFileBase64(file) }));
    } catch (error) {
      field.reject(errorText(error, locale));
    }
  };
  const row = (user: { line: number; email: string }) =>
    t('admin.members.line', { line: user.line, email: user.email });
  return (
    <form
      className="fieldset stack"
      noValidate
      aria-label={t('admin.members.upload')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="fieldset__legend">{t('admin.members.upload')}</h3>
      <FileField
        field={field}
        label={t('admin.members.file')}
        hint={t('admin.members.fileHint')}
        accept=".csv,text/csv"
        onFileChange={() => setResult(null)}
      />
      <div className="button-row">
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? t('admin.members.uploading') : t('admin.members.uploadSubmit')}
        </Button>
      </div>
      {result ? (
        <div className="upload-result" role="status">
          <h4>{t('admin.members.success', { count: result.success_users.length })}</h4>
          <ul>
            {result.success_users.map((user) => (
              <li key={`s${user.line}`}>{row(user)}</li>
            ))}
          </ul>
          <h4>{t('admin.members.failed', { count: result.failed_users.length })}</h4>
          <ul>
            {result.failed_users.map((user) => (
              <li key={`f${user.line}`}>
                {t('admin.members.reason', {
                  line: user.line,
                  email: user.email,
                  reason: serverText(user.reason, locale),
                })}
              </li>
            ))}
          </ul>
          <h4>{t('admin.members.exist', { count: result.exist_users.length })}</h4>
          <ul>
            {result.exist_users.map((user) => (
              <li key={`e${user.line}`}>{row(user)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
