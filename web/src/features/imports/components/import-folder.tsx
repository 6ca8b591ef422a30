import { useId, type Ref } from 'react';
import type { HierarchyNode } from '@tessera/shared';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';

interface ImportFolderProps {
  /** `node`: a folder is required; `tree`: a folder, or the whole hierarchy when `wholeTree` (root admins). */
  target: 'node' | 'tree';
  wholeTree: boolean;
  /** The folders the admin administers (node authority), in the tree's order. */
  folders: readonly HierarchyNode[];
  value: string;
  error?: string;
  loading: boolean;
  onChange: (nodeId: string) => void;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The folder a folder kind's file is imported into (issue 24; IMPORT_KIND_TARGETS), chosen as the extract
 * pages choose theirs: a select of the folders the admin administers, indented by depth, whose choice is the
 * page's `?node=`. The first option is what an empty choice means: nothing yet (a folder is required), or the
 * whole hierarchy for a root admin's hierarchy import.
 */
export function ImportFolder({ target, wholeTree, folders, value, error, loading, onChange, ref }: ImportFolderProps) {
  const t = useT('imports');
  const id = useId();
  // Indented by depth below the highest folder offered, so an admin of one college sees it at the left.
  const top = Math.min(...folders.map((node) => node.path.length));
  return (
    <div className="import-page__folder">
      <SelectField
        ref={ref}
        id={id}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        label={t('folder.label')}
        value={value}
        error={error}
        disabled={loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{wholeTree ? t('folder.whole') : loading ? t('folder.loading') : t('folder.choose')}</option>
        {folders.map((node) => (
          <option key={node.id} value={node.id}>
            {`${'— '.repeat(node.path.length - top)}${node.text}`}
          </option>
        ))}
      </SelectField>
      <p id={`${id}-hint`} className="field__hint">
        {t(wholeTree ? 'folder.hint.wholeTree' : `folder.hint.${target}`)}
      </p>
    </div>
  );
}
