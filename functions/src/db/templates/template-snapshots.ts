import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { LRUCache } from 'lru-cache';
import { batchGetAttributes } from '../batch';
import { getItem, queryItems } from '../items';
import { templateEntity, type Template } from './entities/template';
import { create, transactWrite, type WritePart } from '../transaction';
import type { TemplatePage } from './entities/template';
import {
  snapshotPagesPrefix,
  templateSnapshotEntity,
  templateSnapshotPageEntity,
  type TemplateSnapshot,
} from './entities/template-snapshot';

export type { TemplateSnapshot } from './entities/template-snapshot';

/** Pages over this (as JSON, in all) are stored one item each, so a snapshot item stays far from 400 KB. */
export const SNAPSHOT_INLINE_BYTES = 300_000;

/** What a snapshot is made of: the content its id is the hash of, and where it belongs. */
export interface SnapshotSource {
  organizationId: string;
  templateId: string | null;
  pages: readonly TemplatePage[];
  dataTemplates?: Readonly<Record<string, unknown>>;
  settings?: Readonly<Record<string, unknown>>;
}

/** A snapshot with its pages, whether stored inline or apart: what readers get. */
export type ResolvedSnapshot = Omit<TemplateSnapshot, 'pageCount'>;

const pageOnly = (page: TemplatePage): TemplatePage => ({
  id: page.id,
  title: page.title,
  components: page.components,
});

/**
 * The snapshot of `source`: its id is the sha256 of the canonical JSON (RFC 8785, `canonicalize`) of the pages,
 * data templates and settings, so the same content always has the same id, whatever the order of its keys.
 */
export function snapshotOf(source: SnapshotSource, now = new Date()): ResolvedSnapshot {
  const content = {
    pages: source.pages.map(pageOnly),
    dataTemplates: { ...(source.dataTemplates ?? {}) },
    settings: { ...(source.settings ?? {}) },
  };
  const canonical = canonicalize(content) as string;
  return {
    organizationId: source.organizationId,
    templateId: source.templateId,
    snapshotId: createHash('sha256').update(canonical, 'utf8').digest('hex'),
    ...content,
    createdAt: now.toISOString(),
  };
}

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * The snapshot's write parts, each created only if absent (`attribute_not_exists`: a snapshot is never
 * rewritten): `snapshot` and, when its pages are over SNAPSHOT_INLINE_BYTES, `snapshotPage:<n>` for each page.
 */
export function snapshotParts(snapshot: ResolvedSnapshot): Record<string, WritePart> {
  const { organizationId, templateId, snapshotId } = snapshot;
  if (bytesOf(snapshot.pages) <= SNAPSHOT_INLINE_BYTES)
    return { snapshot: create(templateSnapshotEntity, { ...snapshot, pageCount: 0 }) };
  const parts: Record<string, WritePart> = {
    snapshot: create(templateSnapshotEntity, { ...snapshot, pages: [], pageCount: snapshot.pages.length }),
  };
  snapshot.pages.forEach((page, index) => {
    parts[`snapshotPage:${index}`] = create(templateSnapshotPageEntity, {
      organizationId,
      templateId,
      snapshotId,
      index,
      page,
    });
  });
  return parts;
}

/** Whether a failed transaction failed only because the snapshot it created already exists. */
export const onlySnapshotExisted = (failed: ReadonlySet<string>) =>
  failed.size > 0 && [...failed].every((name) => name === 'snapshot' || name.startsWith('snapshotPage:'));

/**
 * The snapshot stored if it is not yet (its own transaction): for writers that have no template save to join,
 * an evidence item's pages, a portfolio of a template saved before snapshots existed, the migration. Equal
 * content is the same id, so an existing one is the same snapshot and nothing is written.
 */
export async function saveTemplateSnapshot(snapshot: ResolvedSnapshot): Promise<void> {
  if (snapshotCache.has(cacheKey(snapshot.organizationId, snapshot.templateId, snapshot.snapshotId))) return;
  const outcome = await transactWrite(snapshotParts(snapshot));
  if (!outcome.ok && !onlySnapshotExisted(outcome.failed)) throw new Error('the template snapshot was not saved');
  remember(snapshot);
}

/**
 * Snapshots never change, so each container keeps those it read, by id, in an LRU bounded by bytes (the JSON
 * size of each, measured once when it is stored): a class's portfolios, or a report's, read each one once.
 */
export const SNAPSHOT_CACHE_BYTES = 24 * 1024 * 1024;
const snapshotCache = new LRUCache<string, ResolvedSnapshot>({
  maxSize: SNAPSHOT_CACHE_BYTES,
  sizeCalculation: (snapshot) => Math.max(1, bytesOf(snapshot)),
});
const cacheKey = (organizationId: string, templateId: string | null, snapshotId: string) =>
  `${organizationId}|${templateId ?? '-'}|${snapshotId}`;
const remember = (snapshot: ResolvedSnapshot) =>
  snapshotCache.set(cacheKey(snapshot.organizationId, snapshot.templateId, snapshot.snapshotId), snapshot);

/** Whether this container knows the snapshot to be stored (it read or wrote it). */
export function isTemplateSnapshotKnown(snapshot: ResolvedSnapshot): boolean {
  return snapshotCache.has(cacheKey(snapshot.organizationId, snapshot.templateId, snapshot.snapshotId));
}

/** A snapshot known to be stored (the template's own, computed from the template just read): cached. */
export function rememberTemplateSnapshot(snapshot: ResolvedSnapshot): void {
  remember(snapshot);
}

/** For tests: forget what this container read. */
export function clearSnapshotCache(): void {
  snapshotCache.clear();
  currentCache.clear();
}

/**
 * Access pattern "template snapshot by id": from the container's cache, else GetItem `ORG#<orgId>` /
 * `TEMPLATE_SNAPSHOT#<templateId>#<snapshotId>` (and, for a large one, a Query of its
 * `TEMPLATE_SNAPSHOT_PAGE#…` items). Null when there is none.
 */
export async function readTemplateSnapshot(
  organizationId: string,
  templateId: string | null,
  snapshotId: string,
): Promise<ResolvedSnapshot | null> {
  const cached = snapshotCache.get(cacheKey(organizationId, templateId, snapshotId));
  if (cached) return cached;
  const stored = await getItem(templateSnapshotEntity, { organizationId, templateId, snapshotId });
  if (!stored) return null;
  const { pageCount, ...snapshot } = stored;
  let pages = snapshot.pages;
  if (pageCount > 0) {
    const { items } = await queryItems(templateSnapshotPageEntity, {
      partition: `ORG#${organizationId}`,
      prefix: snapshotPagesPrefix(templateId, snapshotId),
      all: true,
    });
    pages = items.sort((a, b) => a.index - b.index).map((item) => item.page);
    if (pages.length !== pageCount) throw new Error(`template snapshot ${snapshotId} is missing pages`);
  }
  const resolved = { ...snapshot, pages };
  remember(resolved);
  return resolved;
}

/** Several snapshots by id (each from the cache or its own read, in parallel), keyed by snapshotId. */
export async function readTemplateSnapshots(
  organizationId: string,
  refs: readonly { templateId: string | null; snapshotId: string }[],
): Promise<Map<string, ResolvedSnapshot>> {
  const unique = [...new Map(refs.map((ref) => [ref.snapshotId, ref])).values()];
  const found = await Promise.all(
    unique.map((ref) => readTemplateSnapshot(organizationId, ref.templateId, ref.snapshotId)),
  );
  return new Map(found.flatMap((snapshot) => (snapshot ? [[snapshot.snapshotId, snapshot] as const] : [])));
}

/** A template's state and the snapshot of its content now: what a portfolio not yet submitted may follow. */
export type TemplateCurrent = Pick<Template, 'templateId' | 'state' | 'snapshotId'>;

/**
 * How long a container trusts the template's current snapshot it read: a template's new version reaches a
 * portfolio at its owner's next open at most this much later, and an owner's opens cost no read meanwhile.
 * A minute; TESSERA_TEMPLATE_CURRENT_TTL_MS (milliseconds, read when the module loads) shortens it where a
 * minute is only a wait: the browser tests' local cloud sets it, so a test of the offer waits seconds for it
 * through the same cache rather than a minute (docs/architecture.md §9). The deployed Lambdas never set it.
 */
export const TEMPLATE_CURRENT_TTL_MS = positiveMilliseconds(process.env.TESSERA_TEMPLATE_CURRENT_TTL_MS) ?? 60_000;
const currentCache = new LRUCache<string, TemplateCurrent>({ max: 5_000, ttl: TEMPLATE_CURRENT_TTL_MS });

function positiveMilliseconds(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** A template's current snapshot known from a read of the template itself (a portfolio made from it now). */
export function rememberTemplateCurrent(template: TemplateCurrent & { organizationId: string }): void {
  currentCache.set(`${template.organizationId}|${template.templateId}`, {
    templateId: template.templateId,
    state: template.state,
    snapshotId: template.snapshotId,
  });
}

/**
 * Access pattern "a template's current snapshot" (ADR 0028 §2): from the container's cache (TEMPLATE_CURRENT_TTL_MS),
 * else a BatchGetItem of `ORG#<orgId>` / `TEMPLATE#<templateId>` projected to its id, state and snapshotId (not
 * its pages). Null when the template is gone. `fresh`: past the cache, for the owner's answer to an offer.
 */
export async function readTemplateCurrent(
  organizationId: string,
  templateId: string,
  options: { fresh?: boolean } = {},
): Promise<TemplateCurrent | null> {
  const key = `${organizationId}|${templateId}`;
  const cached = options.fresh ? undefined : currentCache.get(key);
  if (cached) return cached;
  const [found] = await batchGetAttributes(
    templateEntity,
    [{ organizationId, templateId }],
    ['templateId', 'state', 'snapshotId'],
  );
  if (!found) return null;
  const current = { templateId: found.templateId, state: found.state, snapshotId: found.snapshotId ?? null };
  currentCache.set(key, current);
  return current;
}
