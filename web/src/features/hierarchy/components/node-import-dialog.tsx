import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useCallback } from 'react';
import { ImportFileHelp } from '../../../components/imports/import-file-help';
import { ImportPanel } from '../../../components/imports/import-panel';
import { DialogButton } from '../../../components/ui/dialog-button';
import { useT } from '../../../lib/i18n';
import { hierarchyKeys } from '../api/keys';

/**
 * Import sites or labels into a folder from a file (spec 2 §2 modals, §5; issue 24): the import job of the kind
 * on this node, as the import pages run it (the upload straight to storage with its progress, the log polled
 * every 3 s, the error report), listing only this folder's imports. When one ends the tab's list is read again.
 */
export function NodeImportButton({ nodeId, kind }: { nodeId: string; kind: 'sites' | 'labels' }) {
  const t = useT('hierarchy');
  const client = useQueryClient();
  // What the node holds is read again, as after an item made by hand (its tab's list among it).
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
    [client, nodeId],
  );
  return (
    <DialogButton label={t(`csv.${kind}`)} icon={Upload} size="wide">
      {() => (
        <ImportPanel
          kind={kind}
          nodeId={nodeId}
          onlyHere
          onFinished={refresh}
          intro={<ImportFileHelp kind={kind} about={t(`csv.about.${kind}`)} />}
        />
      )}
    </DialogButton>
  );
}
