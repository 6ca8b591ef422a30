import { conflict, forbidden, invalidField, notFound, type DomainError, type MessageKey } from '@tessera/shared';
import { actorPerson, type Actor } from '../http/types';
import { text, type Text } from '../text';
import { authorityOver } from './authority';
import { presentNode } from './present';
import type { LibraryPlaces, LibraryRecord, LibraryScope, NodeOf } from './records';

/**
 * The lifecycle of a node library (ADR 0025): rubrics and templates today, template themes and showcases'
 * templates next. Every library hangs items on hierarchy nodes and lets them be seen, changed, published and
 * unpublished, moved (with the context's placement check), offered to another node and accepted or rejected
 * there, copied and deleted, by the same rules (spec 2 §2, §4–8; ADR 0015, 0016):
 * - who sees an item: everyone in the organisation for the states the context opens to all, else only admins
 *   with node authority over its node or over the node a transfer waits on; unseen and other organisations'
 *   items are 404;
 * - who changes it: admins with node authority over its node (403 otherwise), never while a transfer waits
 *   (view-only), in a state the context's rules allow, at the version read (409 stale otherwise);
 * - a write whose condition failed is judged again on the item read consistently: the refusal it now meets,
 *   else stale.
 * What differs is configured by the context: its records (read and write functions over its repositories),
 * its state machine and placement rules, its sentences (catalogue keys of its own, so each Lambda carries only
 * its own), and how an answer presents the item. Use cases stay one per contract and call one step each.
 */

/** The changes the lifecycle makes; a context adds its own (e.g. `save`) for its rules to judge. */
export type LibraryChange<StateChange extends string> = StateChange | 'save' | 'delete' | 'move' | 'transfer';
export type TransferAnswer = 'accept' | 'reject';

/** What a write did: saved, or refused by its condition (the lifecycle then says why). Other refusals throw. */
export type LibraryWritten = 'saved' | 'conflict';

/** The copy's title was taken: the lifecycle asks again with the next numbered copy title. */
export const TITLE_TAKEN = Symbol('title taken');

/** How many numbered copy titles ("(copy)", "(copy 2)", …) a copy tries before saying the title is taken. */
export const COPY_TITLE_ATTEMPTS = 20;

/** One write of a step: the item as read and as it will be, who makes the change and when. */
export interface LibraryWrite<Item, Scope> {
  actor: Actor;
  scope: Scope;
  current: Item;
  next: Item;
  now: Date;
}

export interface LibrarySentences<StateChange extends string> {
  /** 403: the caller has no node authority over the item's node. */
  noAuthority: MessageKey;
  /** 409: a transfer waits, so the item is view-only. */
  transferred: MessageKey;
  /** 409: someone changed the item since the caller read it. */
  stale: MessageKey;
  /** 409: accept or reject with no transfer waiting. */
  transferNone: MessageKey;
  /** The snackbars: "{title} has been published.", "… moved to {node}.", "… sent to {node}.", … */
  states: Record<StateChange, MessageKey>;
  moved: MessageKey;
  transferSent: MessageKey;
  transferAccepted: MessageKey;
  transferRejected: MessageKey;
}

export interface LibraryConfig<
  Item extends LibraryRecord,
  Scope extends LibraryScope,
  StateChange extends string,
  Answer,
  CopyAnswer,
> {
  places: LibraryPlaces<Scope>;
  /** The item by id (`consistent` after a refused write), or null. */
  read(organizationId: string, id: string, options?: { consistent?: boolean }): Promise<Item | null>;
  /** What an id names when nothing is stored under it yet (rubrics: the default rubric, made on first read). */
  readMissing?(actor: Actor, id: string): Promise<Item | null>;
  idOf(item: Item): string;
  /** Whether everyone in the organisation sees an item in this state (the work made with it shows it). */
  seenByAll(state: Item['state']): boolean;
  rules: {
    /** A refusal before node authority is asked (rubrics: the default rubric never changes). */
    readOnly?(item: Item): MessageKey | null;
    /** The context's refusal of `change` to an item the caller may change: its state machine, its uses. */
    refusal(item: Item, change: LibraryChange<StateChange>): MessageKey | null;
    /** The item's state fields after a state change (e.g. publish remembering the state it leaves). */
    stateAfter(item: Item, change: StateChange): Item;
    /** Why `to` is no place to move the item to or offer it to (a 400 on node_id), or null. */
    placement(scope: Scope, item: Item, to: NodeOf<Scope>, kind: 'move' | 'transfer'): MessageKey | null;
    /**
     * The item as it will be once it lives on `to` (moved there, or a transfer accepted there), after what needs
     * reading: e.g. a template's rubrics the node cannot reach, removed only when `confirm`ed. Default: as it is.
     */
    joining?(scope: Scope, item: Item, to: NodeOf<Scope>, confirm: boolean): Promise<Item>;
  };
  sentences: LibrarySentences<StateChange>;
  /** The answer of a change: the item as the contracts show it, with the snackbar's sentence. */
  answer(scope: Scope, item: Item, message: Text): Answer;
  /** The writes of each step, over the context's repositories (each one transaction). */
  writes: {
    state(write: LibraryWrite<Item, Scope> & { change: StateChange }): Promise<LibraryWritten>;
    remove(current: Item): Promise<LibraryWritten>;
    move(write: LibraryWrite<Item, Scope> & { to: NodeOf<Scope> }): Promise<LibraryWritten>;
    offer(write: LibraryWrite<Item, Scope> & { to: NodeOf<Scope> }): Promise<LibraryWritten>;
    /** Accept or reject, conditioned on the transfer still waiting where it waited when read. */
    answer(write: LibraryWrite<Item, Scope> & { answer: TransferAnswer }): Promise<LibraryWritten>;
  };
  copy: {
    /** Where the copy goes: the node asked for, else the original's own, as the context allows. */
    place(scope: Scope, original: Item, nodeId: string | undefined): Promise<NodeOf<Scope>>;
    /** The title asked for, checked, or null when none was asked for (the copy title is used). */
    title(asked: string | undefined): string | null;
    /** "<title> (copy)" in the caller's language; the numbered one ("(copy 2)") from attempt 2 on. */
    copyTitle(original: Item, actor: Actor, attempt: number): string | Promise<string>;
    /**
     * Writes the copy titled `title` on `node`. TITLE_TAKEN asks for the next copy title; on the `last` attempt
     * (a title asked for, or the numbered titles used up) a taken title is the context's refusal to throw.
     */
    write(copy: {
      actor: Actor;
      scope: Scope;
      original: Item;
      node: NodeOf<Scope>;
      title: string;
      now: Date;
      last: boolean;
    }): Promise<CopyAnswer | typeof TITLE_TAKEN>;
  };
}

export function defineLibrary<
  Item extends LibraryRecord,
  Scope extends LibraryScope,
  StateChange extends string,
  Answer,
  CopyAnswer,
>(config: LibraryConfig<Item, Scope, StateChange, Answer, CopyAnswer>) {
  const { places, rules, sentences, writes } = config;
  type Change = LibraryChange<StateChange>;

  /** An item is seen by all in some states; otherwise by admins of its node or of the node a transfer waits on. */
  function canSee(scope: Scope, item: Pick<Item, 'nodeId' | 'transfer' | 'state'>): boolean {
    if (config.seenByAll(item.state)) return true;
    const authority = authorityOver(places, scope, item);
    return authority.home || authority.target;
  }

  /** The item and the caller's scope, read in parallel (2 round trips after actor resolution), or 404. */
  async function requireItem(actor: Actor, id: string): Promise<{ scope: Scope; item: Item }> {
    const [scope, found] = await Promise.all([places.load(actor), config.read(actor.organisation.organizationId, id)]);
    const item = found ?? (config.readMissing ? await config.readMissing(actor, id) : null);
    if (!item || !canSee(scope, item)) throw notFound();
    return { scope, item };
  }

  /**
   * Why the caller may not make `change` to the item as it is, or null: the context's read-only items; without
   * node authority, 403; a transferred item is view-only; the context's state and use rules; and last, a version
   * older than the item's is a stale change.
   */
  function refusalOf(scope: Scope, item: Item, change: Change, version: number = item.version): DomainError | null {
    const readOnly = rules.readOnly?.(item);
    if (readOnly) return conflict(readOnly);
    if (!places.administers(scope, item.nodeId)) return forbidden(sentences.noAuthority);
    if (item.transfer) return conflict(sentences.transferred);
    const refused = rules.refusal(item, change);
    if (refused) return conflict(refused);
    if (item.version !== version) return conflict(sentences.stale);
    return null;
  }

  function requireChange(scope: Scope, item: Item, change: Change, version?: number): void {
    const refusal = refusalOf(scope, item, change, version);
    if (refusal) throw refusal;
  }

  /** Why a write whose condition failed did not happen: read again (consistently) and judged; gone is 404; else stale. */
  async function explainRefusedWrite(scope: Scope, item: Item, change: Change, version: number): Promise<never> {
    const now = await config.read(item.organizationId, config.idOf(item), { consistent: true });
    if (!now) throw notFound();
    throw refusalOf(scope, now, change, version) ?? conflict(sentences.stale);
  }

  const changed = (item: Item, now: Date, fields: Partial<Item> = {}): Item => ({
    ...item,
    ...fields,
    version: item.version + 1,
    updatedAt: now.toISOString(),
  });

  /** Publish, unpublish, archive…: an editable item in a state the change starts from, at the version read. */
  async function changeState(actor: Actor, id: string, change: StateChange, version: number): Promise<Answer> {
    const { scope, item } = await requireItem(actor, id);
    requireChange(scope, item, change, version);
    const now = new Date();
    const next = changed(rules.stateAfter(item, change), now);
    if ((await writes.state({ actor, scope, current: item, next, now, change })) !== 'saved')
      return explainRefusedWrite(scope, item, change, version);
    return config.answer(scope, next, text(sentences.states[change], { title: item.title }));
  }

  /** Deletes an item the context's rules let go, at the version read; answers the item deleted. */
  async function remove(actor: Actor, id: string, version: number): Promise<Item> {
    const { scope, item } = await requireItem(actor, id);
    requireChange(scope, item, 'delete', version);
    if ((await writes.remove(item)) !== 'saved') return explainRefusedWrite(scope, item, 'delete', version);
    return item;
  }

  /**
   * Moves an editable item to another node the caller administers (404 for one they do not), where the
   * context's placement rule lets it go, at once; what it needs on its new node is settled by `joining`.
   */
  async function move(actor: Actor, id: string, asked: { nodeId: string; version: number; confirm?: boolean }) {
    const { scope, item } = await requireItem(actor, id);
    requireChange(scope, item, 'move', asked.version);
    const to = places.requireAdministeredNode(scope, asked.nodeId);
    const problem = rules.placement(scope, item, to, 'move');
    if (problem) throw invalidField('node_id', problem);
    const joined = rules.joining ? await rules.joining(scope, item, to, asked.confirm === true) : item;
    const now = new Date();
    const next = changed(joined, now, { nodeId: to.nodeId } as Partial<Item>);
    if ((await writes.move({ actor, scope, current: item, next, now, to })) !== 'saved')
      return explainRefusedWrite(scope, item, 'move', asked.version);
    return config.answer(scope, next, text(sentences.moved, { title: item.title, node: to.text }));
  }

  /**
   * Offers an editable item to any node of the organisation the placement rule allows. Until that node's
   * admins accept or reject it (or the sender withdraws it) the item is view-only everywhere (spec 2 §6).
   */
  async function transfer(actor: Actor, id: string, asked: { nodeId: string; version: number }) {
    const { scope, item } = await requireItem(actor, id);
    requireChange(scope, item, 'transfer', asked.version);
    const to = scope.byId.get(asked.nodeId) as NodeOf<Scope> | undefined;
    if (!to) throw notFound();
    const problem = rules.placement(scope, item, to, 'transfer');
    if (problem) throw invalidField('node_id', problem);
    const now = new Date();
    const next = changed(item, now, {
      // The placement rule refuses an item on no node, so it has one here.
      transfer: {
        fromNodeId: item.nodeId as string,
        toNodeId: to.nodeId,
        requestedBy: actorPerson(actor),
        requestedAt: now.toISOString(),
      },
    } as Partial<Item>);
    if ((await writes.offer({ actor, scope, current: item, next, now, to })) !== 'saved')
      return explainRefusedWrite(scope, item, 'transfer', asked.version);
    return config.answer(scope, next, text(sentences.transferSent, { title: item.title, node: to.text }));
  }

  /**
   * Accepting or rejecting a transfer (spec 2 §4): only while one waits (else 409), at the version read.
   * Accept: an admin of the receiving node; the item joins it, settled by `joining`.
   * Reject: an admin of the receiving node, or of the sending one withdrawing the offer; the item stays. The
   * write is conditioned on the transfer still waiting there: of two answers at once the first wins, and the
   * other is told no transfer waits any more.
   */
  async function answerTransfer(
    actor: Actor,
    id: string,
    answer: TransferAnswer,
    asked: { version: number; confirm?: boolean },
  ) {
    const { scope, item } = await requireItem(actor, id);
    const waiting = item.transfer;
    if (!waiting) throw conflict(sentences.transferNone);
    const allowed =
      places.administers(scope, waiting.toNodeId) || (answer === 'reject' && places.administers(scope, item.nodeId));
    if (!allowed) throw forbidden(sentences.noAuthority);
    if (item.version !== asked.version) throw conflict(sentences.stale);
    let joined = item;
    if (answer === 'accept') {
      // Nobody administers a node deleted meanwhile (refused above); the sender can still withdraw the offer.
      const to = scope.byId.get(waiting.toNodeId) as NodeOf<Scope> | undefined;
      if (!to) throw notFound();
      if (rules.joining) joined = await rules.joining(scope, item, to, asked.confirm === true);
    }
    const now = new Date();
    const next = changed(joined, now, {
      nodeId: answer === 'accept' ? waiting.toNodeId : item.nodeId,
      transfer: null,
    } as Partial<Item>);
    if ((await writes.answer({ actor, scope, current: item, next, now, answer })) !== 'saved') {
      const fresh = await config.read(item.organizationId, config.idOf(item), { consistent: true });
      if (!fresh) throw notFound();
      throw conflict(fresh.transfer?.toNodeId === waiting.toNodeId ? sentences.stale : sentences.transferNone);
    }
    const node = presentNode(scope, waiting.toNodeId).text;
    return config.answer(
      scope,
      next,
      answer === 'accept'
        ? text(sentences.transferAccepted, { title: item.title, node })
        : text(sentences.transferRejected, { title: item.title }),
    );
  }

  /**
   * Copies an item the caller sees onto a node the context allows, titled as asked or "<title> (copy)" in the
   * caller's language, numbered ("(copy 2)", …) while the title is taken where titles are unique.
   */
  async function copy(actor: Actor, id: string, asked: { nodeId?: string; title?: string }): Promise<CopyAnswer> {
    const { scope, item } = await requireItem(actor, id);
    const node = await config.copy.place(scope, item, asked.nodeId);
    const given = config.copy.title(asked.title);
    const now = new Date();
    for (let attempt = 1; ; attempt += 1) {
      const title = given ?? (await config.copy.copyTitle(item, actor, attempt));
      const last = given !== null || attempt >= COPY_TITLE_ATTEMPTS;
      const written = await config.copy.write({ actor, scope, original: item, node, title, now, last });
      if (written !== TITLE_TAKEN) return written;
      if (last) throw new Error('a copy’s last title was taken: the context refuses it itself');
    }
  }

  return {
    authorityOver: (scope: Scope, item: Pick<Item, 'nodeId' | 'transfer'>) => authorityOver(places, scope, item),
    canSee,
    requireItem,
    refusalOf,
    requireChange,
    explainRefusedWrite,
    changeState,
    remove,
    move,
    transfer,
    answerTransfer,
    copy,
  };
}
