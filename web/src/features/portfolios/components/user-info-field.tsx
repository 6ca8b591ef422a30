import { useState } from 'react';
import { getProfile, type ComponentMode } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../lib/api-client';
import { fullName, useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';

type Content = Record<string, unknown> | undefined;

/** The four fields whose showing the owner chooses (spec 1 §3 "User info"), in the order shown. */
export const USER_INFO_FIELDS = ['gender', 'role', 'email', 'phone'] as const;
export type UserInfoField = (typeof USER_INFO_FIELDS)[number];

export interface UserInfo {
  name: string;
  userid: string;
  fields: Record<UserInfoField, { value: string; show: boolean }>;
  sync: boolean;
}

/** The content read with the spec's defaults: each field shown, phone hidden (spec 1 §3). */
export function userInfoOf(content: Content): UserInfo {
  const info = content ?? {};
  const field = (key: UserInfoField) => {
    const raw = (info[key] ?? {}) as { value?: unknown; show?: unknown };
    return {
      value: typeof raw.value === 'string' ? raw.value : '',
      show: typeof raw.show === 'boolean' ? raw.show : key !== 'phone',
    };
  };
  return {
    name: typeof info.name === 'string' ? info.name : '',
    userid: typeof info.userid === 'string' ? info.userid : '',
    fields: { gender: field('gender'), role: field('role'), email: field('email'), phone: field('phone') },
    sync: info.sync === true,
  };
}

export function userInfoContent(info: UserInfo): Record<string, unknown> {
  return { name: info.name, userid: info.userid, ...info.fields, sync: info.sync };
}

/**
 * User info (spec 1 §2 "user info" modal, §3): the owner's name and the fields they chose to show. Where it is
 * editable, the owner opens the modal to tick which of gender, role, email and phone show (phone hidden until
 * ticked) and to sync the values from their profile; readers see only what was ticked.
 */
export function UserInfoField({
  label,
  content,
  mode,
  onChange,
}: {
  label: string;
  content: Content;
  mode: ComponentMode;
  onChange: (content: Record<string, unknown>) => void;
}) {
  const t = useT('portfolios');
  const [open, setOpen] = useState(false);
  const info = userInfoOf(content);
  const editable = mode === 'editable';
  const shown = USER_INFO_FIELDS.filter((key) => info.fields[key].show && info.fields[key].value);
  return (
    <div className="composer__readonly">
      <p className="composer__label">{label || t('userInfo.title')}</p>
      {info.name || shown.length > 0 ? (
        <dl className="composer__user-info">
          {info.name ? (
            <div>
              <dt>{t('userInfo.name')}</dt>
              <dd>{info.name}</dd>
            </div>
          ) : null}
          {shown.map((key) => (
            <div key={key}>
              <dt>{t(`userInfo.${key}`)}</dt>
              <dd>{info.fields[key].value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="composer__value">{editable ? t('userInfo.emptyEditable') : t('empty.answer')}</p>
      )}
      {editable ? (
        <>
          <Button onClick={() => setOpen(true)}>{t('userInfo.edit')}</Button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title={t('userInfo.dialogTitle')}
            description={t('userInfo.dialogDescription')}
          >
            {open ? (
              <UserInfoDialogBody
                initial={info}
                onClose={() => setOpen(false)}
                onDone={(next) => {
                  setOpen(false);
                  onChange(userInfoContent(next));
                }}
              />
            ) : null}
          </Dialog>
        </>
      ) : null}
    </div>
  );
}

function UserInfoDialogBody({
  initial,
  onDone,
  onClose,
}: {
  initial: UserInfo;
  onDone: (info: UserInfo) => void;
  onClose: () => void;
}) {
  const t = useT('portfolios');
  const user = useCurrentUser();
  const [info, setInfo] = useState(initial);
  const [syncing, setSyncing] = useState(false);
  const [status, setStatus] = useState<'synced' | 'failed' | null>(null);
  const sync = async () => {
    setSyncing(true);
    setStatus(null);
    try {
      const profile = await api(getProfile, { path: { id: user.id } });
      const value = (text: string | null | undefined) => (text ?? '').trim();
      setInfo((current) => ({
        name: fullName(user),
        userid: user.id,
        fields: {
          gender: { ...current.fields.gender, value: value(profile.gender) },
          role: { ...current.fields.role, value: value(profile.role) },
          email: { ...current.fields.email, value: user.email },
          phone: { ...current.fields.phone, value: value(profile.phone) },
        },
        sync: true,
      }));
      setStatus('synced');
    } catch {
      setStatus('failed');
    } finally {
      setSyncing(false);
    }
  };
  return (
    <div className="stack">
      <fieldset className="insert-choices">
        <legend className="field__label">{t('userInfo.showLegend')}</legend>
        {USER_INFO_FIELDS.map((key) => (
          <CheckboxField
            key={key}
            label={t('userInfo.show', {
              field: t(`userInfo.${key}`),
              value: info.fields[key].value || t('userInfo.noValue'),
            })}
            checked={info.fields[key].show}
            onChange={(event) => {
              const show = event.target.checked;
              setInfo((current) => ({
                ...current,
                fields: { ...current.fields, [key]: { ...current.fields[key], show } },
              }));
            }}
          />
        ))}
      </fieldset>
      <div className="button-row">
        <Button disabled={syncing} aria-busy={syncing || undefined} onClick={() => void sync()}>
          {t('userInfo.sync')}
        </Button>
        <span role="status" className={status === 'failed' ? 'field__error' : 'muted'}>
          {status === 'synced' ? t('userInfo.synced') : status === 'failed' ? t('userInfo.syncFailed') : ''}
        </span>
      </div>
      <div className="form__actions">
        <Button variant="primary" onClick={() => onDone(info)}>
          {t('userInfo.done')}
        </Button>
        <Button onClick={onClose}>{t('confirm.cancel')}</Button>
      </div>
    </div>
  );
}
