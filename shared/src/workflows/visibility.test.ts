import { describe, expect, it } from '@jest/globals';
import {
  canViewSimilarityReport,
  commentsMode,
  showsAssessmentPanel,
  viewAssessmentPanelPermission,
} from './visibility';
import type { WorkflowRole } from './workflow-roles';

describe('similarity report visibility (spec 1 §6)', () => {
  it.each<[WorkflowRole, boolean | undefined, boolean]>([
    ['peer_assessor', true, false],
    ['submitter', true, true],
    ['submitter', false, false],
    ['intern', undefined, false],
    ['supervisor_assessor', false, true],
    ['supervisor', false, true],
  ])('%s with show_plagiarism_report_to_students %s: %s', (role, show, visible) => {
    expect(canViewSimilarityReport(role, show)).toBe(visible);
  });
});

describe('assessment panel (spec 1 §6, spec 2 §6, spec 3 §6)', () => {
  it.each<[WorkflowRole, boolean | undefined, boolean]>([
    ['submitter', true, true],
    ['submitter', false, false],
    ['intern', undefined, false],
    ['supervisor_assessor', false, true],
  ])('%s with display_assessment_panel %s may view it: %s', (role, display, allowed) => {
    expect(viewAssessmentPanelPermission(role, display)).toBe(allowed);
  });

  it.each([
    [{ view_assessment_panel: true }, true],
    [{ view_assessment_panel: false }, false],
    [undefined, false],
  ])('shows the panel for permissions %j: %s', (permissions, shown) => {
    expect(showsAssessmentPanel(permissions)).toBe(shown);
  });

  it.each([
    [{ comment: true }, 'editable'],
    [{ comment: false }, 'read_only'],
    [undefined, 'read_only'],
  ])('comments with permissions %j are %s', (permissions, mode) => {
    expect(commentsMode(permissions)).toBe(mode);
  });
});
