import { paths } from '../../../lib/paths';

/** The rubric screens' addresses (spec 1 §2 /rubric_detail; the editor under the hierarchy's rubric tab). */
export const rubricPaths = {
  panel: (nodeId: string) => `/hierarchy/rubric?node=${encodeURIComponent(nodeId)}`,
  create: (nodeId: string) => `/hierarchy/rubric/new?node=${encodeURIComponent(nodeId)}`,
  edit: (id: string, nodeId?: string | null) =>
    `/hierarchy/rubric/${encodeURIComponent(id)}${nodeId ? `?node=${encodeURIComponent(nodeId)}` : ''}`,
  detail: (id: string) => paths.rubricDetail(id),
};
