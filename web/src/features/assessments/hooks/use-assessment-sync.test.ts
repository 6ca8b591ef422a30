import { describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import {
  assessmentChannelName,
  useAssessmentSync,
  type AssessmentSyncMessage,
  type SyncChannel,
} from './use-assessment-sync';

/** Node's own BroadcastChannel (jsdom has none): the same API the browser gives, delivering between instances. */
const nodeChannel = (name: string) => new NodeBroadcastChannel(name) as unknown as SyncChannel;

/** One window: the hook joined to `name`, with every message it received. */
function openWindow(name: string | null) {
  const received: AssessmentSyncMessage[] = [];
  const view = renderHook(() => useAssessmentSync(name, (message) => received.push(message), nodeChannel));
  return { received, send: (message: AssessmentSyncMessage) => view.result.current(message), close: view.unmount };
}

const NAME = assessmentChannelName('owner-1', 'pf-1', 2, 'assessor-1');
const FEEDBACK = {
  kind: 'edit',
  componentId: 'feedback-1',
  draft: { kind: 'feedback', content: 'Clear goals.' },
} as const;

describe('the separate assessment window and its opener stay in sync (spec 1 §2)', () => {
  it('says hello when a window opens, and carries an edit to the other window but not back to itself', async () => {
    const opener = openWindow(NAME);
    const second = openWindow(NAME);
    try {
      // The window that opened second asks for the opener's draft.
      await waitFor(() => expect(opener.received).toEqual([{ kind: 'hello' }]));
      second.send(FEEDBACK);
      await waitFor(() => expect(opener.received).toEqual([{ kind: 'hello' }, FEEDBACK]));
      opener.send({
        kind: 'edit',
        componentId: 'rubric-1',
        draft: { kind: 'assessment_rubric', criteria: { c1: 'l2' }, comments: {} },
      });
      await waitFor(() => expect(second.received.map((m) => m.kind)).toEqual(['edit']));
      expect(second.received[0]).toMatchObject({ componentId: 'rubric-1', draft: { criteria: { c1: 'l2' } } });
      // Nothing a window sent came back to it.
      expect(opener.received).toHaveLength(2);
    } finally {
      opener.close();
      second.close();
    }
  });

  it('keeps assessments apart: another assessment’s channel hears nothing, and a closed window stops listening', async () => {
    const opener = openWindow(NAME);
    const other = openWindow(assessmentChannelName('owner-1', 'pf-1', 2, 'assessor-2'));
    const second = openWindow(NAME);
    try {
      await waitFor(() => expect(opener.received).toEqual([{ kind: 'hello' }]));
      second.close();
      opener.send(FEEDBACK);
      // A third window on the same assessment proves the message went out and was delivered.
      const third = openWindow(NAME);
      await waitFor(() => expect(opener.received).toEqual([{ kind: 'hello' }, { kind: 'hello' }]));
      third.send(FEEDBACK);
      await waitFor(() => expect(opener.received).toHaveLength(3));
      expect(other.received).toEqual([]);
      expect(second.received).toEqual([]);
      third.close();
    } finally {
      opener.close();
      other.close();
    }
  });

  it('ignores what is not one of its messages, and joins nothing while the assessment is unknown', async () => {
    const opener = openWindow(NAME);
    const idle = openWindow(null);
    const stranger = new NodeBroadcastChannel(NAME);
    try {
      stranger.postMessage({ kind: 'rename', title: 'x' });
      stranger.postMessage('hello');
      stranger.postMessage({ kind: 'hello' });
      await waitFor(() => expect(opener.received).toEqual([{ kind: 'hello' }]));
      // Sending from a window with no channel does nothing (and does not throw).
      idle.send(FEEDBACK);
      expect(idle.received).toEqual([]);
    } finally {
      stranger.close();
      opener.close();
      idle.close();
    }
  });
});
