/** The template screens' paths (spec 2 §2: the panel is /hierarchy/template; the editor is its own route). */
export const templatePaths = {
  panel: (nodeId: string) => `/hierarchy/template?node=${encodeURIComponent(nodeId)}`,
  edit: (id: string) => `/hierarchy/template/${encodeURIComponent(id)}`,
  create: (input: { nodeId: string; workflow: string; title: string; folder?: string }) =>
    `/hierarchy/template/new?${new URLSearchParams({
      node: input.nodeId,
      workflow: input.workflow,
      title: input.title,
      ...(input.folder ? { folder: input.folder } : {}),
    }).toString()}`,
  themeFrame: (type: string) => `/themes/${encodeURIComponent(type)}?with_form=true`,
};
