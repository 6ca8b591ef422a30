/** Plain records the hierarchy repositories return; no DynamoDB or ElectroDB types past this point. */

export const TOP_PARENT = '#';

export type MountableType = 'institution' | 'college' | 'department' | 'program' | 'folder';
export type ItemKind = 'label' | 'site' | 'site_category' | 'log_category';

export interface NodeAdminRecord {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

export interface NodeRecord {
  organizationId: string;
  nodeId: string;
  text: string;
  /** The parent's id, or '#' for a top-level node. */
  parentId: string;
  path: string[];
  mountableType: MountableType;
  state: 'active';
  rootSlot: number | null;
  admins: NodeAdminRecord[];
  holdings: number;
  version: number;
}

export interface ItemRecord {
  organizationId: string;
  kind: ItemKind;
  itemId: string;
  nodeId: string;
  name: string;
  siteCategoryId: string | null;
  referenceCount: number;
  version: number;
}

export interface StatementRecord {
  organizationId: string;
  statementId: string;
  setId: string;
  nodeId: string;
  title: string;
  abbreviation: string;
  code: string;
  description: string;
  parentId: string | null;
  sourceIdentifier: string | null;
}

export interface StatementSetRecord {
  organizationId: string;
  setId: string;
  nodeId: string;
  title: string;
  abbreviation: string;
  sourceKind: 'manual' | 'case';
  sourceIdentifier: string | null;
  sourceUri: string | null;
  statementIds: string[];
  referenceCount: number;
  version: number;
}

export interface TermRecord {
  organizationId: string;
  termId: string;
  code: string;
  name: string;
  startDate: string;
  endDate: string;
  includeAcademicData: boolean;
  version: number;
}

export interface GroupRecord {
  organizationId: string;
  groupId: string;
  nodeId: string;
  groupCode: string;
  title: string;
  termCode: string | null;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
}

type Loose<T> = { [K in keyof T]?: T[K] | null | undefined };

export function toNode(
  item: Loose<NodeRecord> & {
    organizationId: string;
    nodeId: string;
    text: string;
    parentId: string;
    path: readonly string[];
  },
): NodeRecord {
  return {
    organizationId: item.organizationId,
    nodeId: item.nodeId,
    text: item.text,
    parentId: item.parentId,
    path: [...item.path],
    mountableType: item.mountableType ?? 'folder',
    state: 'active',
    rootSlot: item.rootSlot ?? null,
    admins: (item.admins ?? []).map((admin) => ({ ...admin })),
    holdings: item.holdings ?? 0,
    version: item.version ?? 1,
  };
}

export function toItem(
  item: Loose<ItemRecord> & { organizationId: string; kind: ItemKind; itemId: string; nodeId: string; name: string },
): ItemRecord {
  return {
    organizationId: item.organizationId,
    kind: item.kind,
    itemId: item.itemId,
    nodeId: item.nodeId,
    name: item.name,
    siteCategoryId: item.siteCategoryId ?? null,
    referenceCount: item.referenceCount ?? 0,
    version: item.version ?? 1,
  };
}

export function toStatement(
  item: Loose<StatementRecord> & {
    organizationId: string;
    statementId: string;
    setId: string;
    nodeId: string;
    title: string;
  },
): StatementRecord {
  return {
    organizationId: item.organizationId,
    statementId: item.statementId,
    setId: item.setId,
    nodeId: item.nodeId,
    title: item.title,
    abbreviation: item.abbreviation ?? '',
    code: item.code ?? '',
    description: item.description ?? '',
    parentId: item.parentId ?? null,
    sourceIdentifier: item.sourceIdentifier ?? null,
  };
}

export function toStatementSet(
  item: Loose<StatementSetRecord> & {
    organizationId: string;
    setId: string;
    nodeId: string;
    title: string;
    sourceKind: 'manual' | 'case';
  },
): StatementSetRecord {
  return {
    organizationId: item.organizationId,
    setId: item.setId,
    nodeId: item.nodeId,
    title: item.title,
    abbreviation: item.abbreviation ?? '',
    sourceKind: item.sourceKind,
    sourceIdentifier: item.sourceIdentifier ?? null,
    sourceUri: item.sourceUri ?? null,
    statementIds: [...(item.statementIds ?? [])],
    referenceCount: item.referenceCount ?? 0,
    version: item.version ?? 1,
  };
}

export function toTerm(
  item: Loose<TermRecord> & {
    organizationId: string;
    termId: string;
    code: string;
    name: string;
    startDate: string;
    endDate: string;
  },
): TermRecord {
  return {
    organizationId: item.organizationId,
    termId: item.termId,
    code: item.code,
    name: item.name,
    startDate: item.startDate,
    endDate: item.endDate,
    includeAcademicData: item.includeAcademicData ?? false,
    version: item.version ?? 1,
  };
}

export function toGroup(
  item: Loose<GroupRecord> & {
    organizationId: string;
    groupId: string;
    nodeId: string;
    groupCode: string;
    title: string;
    createdAt: string;
  },
): GroupRecord {
  return {
    organizationId: item.organizationId,
    groupId: item.groupId,
    nodeId: item.nodeId,
    groupCode: item.groupCode,
    title: item.title,
    termCode: item.termCode ?? null,
    startDate: item.startDate ?? null,
    endDate: item.endDate ?? null,
    createdAt: item.createdAt,
  };
}

/** The value a uniqueness guard stores: trimmed, lower-cased. */
export const guardValue = (name: string): string => name.trim().toLowerCase();
