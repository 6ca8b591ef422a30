import { describe, expect, it } from '@jest/globals';
import { messages, type MessageKey } from '../messages/index';
import type { WorkflowButton, WorkflowRefusal } from './workflow-actions';
import type { editorCancelButton } from './component-mode';
import type { WORKFLOW_STATE_LABELS } from './workflow-states';
import { WORKFLOW_IDS } from './workflow-catalogue';

/** Compile-time: every key the workflow rules hand out is a catalogue key. */
type KeysOf<T extends MessageKey> = T;
export type WorkflowKeys = KeysOf<
  | WorkflowButton['labelKey']
  | NonNullable<WorkflowButton['tipKey']>
  | WorkflowRefusal
  | ReturnType<typeof editorCancelButton>['labelKey']
  | (typeof WORKFLOW_STATE_LABELS)[keyof typeof WORKFLOW_STATE_LABELS]
>;

describe('workflow sentences (spec 1 §3–4, §6)', () => {
  it('names every workflow in English and Spanish', () => {
    for (const id of WORKFLOW_IDS) {
      const entry = messages[`workflows.name.${id}` as MessageKey];
      expect(entry.en.length).toBeGreaterThan(0);
      expect(entry.es.length).toBeGreaterThan(0);
    }
  });

  it('has a Spanish sentence for every workflow key', () => {
    const keys = Object.keys(messages).filter((key) => key.startsWith('workflows.')) as MessageKey[];
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect(messages[key].es.trim()).not.toBe('');
  });
});
