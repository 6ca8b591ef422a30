import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importCsv as importCsvContract, type CsvImportKind } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { hierarchyKeys } from './keys';

/** POST /api/hierarchy/nodes/{id}/imports/{kind} {filename, content_base64}: groups, sites or labels from a .csv file. */
export const importCsv = (nodeId: string, kind: CsvImportKind, file: { filename: string; content_base64: string }) =>
  api(importCsvContract, { path: { id: nodeId, kind }, body: file });

export function useImportCsv(nodeId: string, kind: CsvImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: { filename: string; content_base64: string }) => importCsv(nodeId, kind, file),
    onSuccess: () => client.invalidateQueries({ queryKey: hierarchyKeys.node(nodeId) }),
  });
}
