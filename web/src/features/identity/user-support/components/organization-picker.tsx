import { useState } from 'react';
import { SEARCH_TEXT_MAX_LENGTH, type OrganizationSummary } from '@tessera/shared';
import { Combobox } from '../../../../components/ui/combobox';
import { errorText } from '../../../../lib/api-error';
import { useLocale, useT } from '../../../../lib/i18n';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useOrganizations } from '../api/list-organizations';

interface OrganizationPickerProps {
  selected: OrganizationSummary | null;
  /** An organisation was chosen, or (null) the text no longer names the one chosen. */
  onChange: (organization: OrganizationSummary | null) => void;
}

/**
 * Provider staff choose the organisation whose users they search (spec 3 user support: "search user
 * (organization, keywords)"): a combobox over GET /api/organizations?q=, asked once typing pauses. When the
 * server has more names than it answered, the list says to type more of the name.
 */
export function OrganizationPicker({ selected, onChange }: OrganizationPickerProps) {
  const t = useT('userSupport');
  const common = useT('common');
  const locale = useLocale();
  const [text, setText] = useState(selected?.name ?? '');
  const q = useDebouncedValue(text.trim());
  const organizations = useOrganizations(q, true);
  const items = organizations.data?.organizations ?? [];

  let status: string | undefined;
  if (organizations.isPending) status = common('loading');
  else if (organizations.error) status = errorText(organizations.error, locale);
  else if (items.length === 0) status = t('noOrganizations', { q });
  else if (organizations.data?.more) status = t('typeMore');

  return (
    <Combobox
      label={t('organization')}
      hint={t('organizationHint')}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (selected && next !== selected.name) onChange(null);
      }}
      items={items}
      itemKey={(organization) => organization.id}
      itemText={(organization) => organization.name}
      selectedKey={selected?.id ?? null}
      onSelect={onChange}
      status={status}
      countText={(count) => t('organizationsFound', { count })}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
    />
  );
}
