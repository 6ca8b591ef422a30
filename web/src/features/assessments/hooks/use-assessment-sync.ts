import { useEffect, useRef } from 'react';
import type { PortfolioAssessment } from '@tessera/shared';
import type { ComponentDraft, Drafts } from '../utils/assessment-draft';

/**
 * The separate assessment window and its opener kept in step (spec 1 §2: "can also open in a separate window
 * that syncs rubric criteria, comments, scores and feedback with the opener"), over a BroadcastChannel named
 * after the assessment (same origin, same browser: both windows are the same signed-in assessor).
 * - `edit`: one component's draft changed in the other window (criterion, comment, score, feedback);
 * - `hello`: a window just opened and asks for the others' draft; they answer with a `snapshot`;
 * - `saved`: the other window saved, this is what the server holds now (so this one is not stale).
 * A channel never receives its own messages, so an edit applied from the other window is not sent back.
 */
export type AssessmentSyncMessage =
  | { kind: 'edit'; componentId: string; draft: ComponentDraft }
  | { kind: 'hello' }
  | { kind: 'snapshot'; version: number; drafts: Drafts }
  | { kind: 'saved'; assessment: PortfolioAssessment };

/** What the hook needs of a channel: BroadcastChannel's own surface. */
export interface SyncChannel {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const defaultChannel = (name: string): SyncChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(name) as unknown as SyncChannel);

/** The channel's name: one per assessment (owner, portfolio, revision, assessor). */
export const assessmentChannelName = (ownerId: string, portfolioId: string, revision: number, assessorId: string) =>
  `tessera.assessment/${ownerId}/${portfolioId}/${revision}/${assessorId}`;

const KINDS = new Set(['edit', 'hello', 'snapshot', 'saved']);
const isSyncMessage = (data: unknown): data is AssessmentSyncMessage =>
  typeof data === 'object' && data !== null && KINDS.has(String((data as { kind?: unknown }).kind));

/**
 * Joins the channel `name` (none while null): says `hello` once joined, hands every message from the other
 * windows to `onMessage` (the newest one passed, without rejoining) with `reply` to answer on the same channel,
 * and returns `send` for this window's own.
 */
export function useAssessmentSync(
  name: string | null,
  onMessage: (message: AssessmentSyncMessage, reply: (message: AssessmentSyncMessage) => void) => void,
  createChannel: (name: string) => SyncChannel | null = defaultChannel,
): (message: AssessmentSyncMessage) => void {
  const channel = useRef<SyncChannel | null>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (name === null) return undefined;
    const joined = createChannel(name);
    if (!joined) return undefined;
    channel.current = joined;
    joined.onmessage = (event) => {
      if (isSyncMessage(event.data)) handler.current(event.data, (message) => joined.postMessage(message));
    };
    joined.postMessage({ kind: 'hello' } satisfies AssessmentSyncMessage);
    return () => {
      joined.onmessage = null;
      joined.close();
      if (channel.current === joined) channel.current = null;
    };
    // The factory is fixed for a window's life; only the assessment's name rejoins.
  }, [name]);
  return (message) => channel.current?.postMessage(message);
}
