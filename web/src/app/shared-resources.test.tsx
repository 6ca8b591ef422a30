import { describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { act, screen, within } from '@testing-library/react';
import { jsonResponse } from '../test/json-response';
import { mockSignedIn } from '../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../test/render');
const { SectionDialog } = await import('../features/courses/components/section-dialog');
const { useCreateTerm } = await import('../features/hierarchy/terms/api/create-term');
const portfolios = await import('../features/portfolios/api/get-portfolio');
const assessment = await import('../features/assessments/api/get-portfolio');
const rubrics = await import('../features/rubrics/api/get-rubric');
const assessmentRubrics = await import('../features/assessments/api/get-rubric');
const hierarchy = await import('../features/hierarchy/api/get-hierarchy');
const templateNodes = await import('../features/templates/api/list-nodes');
const templates = await import('../features/templates/api/get-template');
const activityTemplate = await import('../features/courses/api/get-activity-template');
const alignable = await import('../features/rubrics/api/list-alignable-statement-sets');
const templateSets = await import('../features/templates/api/list-statement-sets');
const templateKeys = await import('../features/templates/api/keys');
const nodeTemplates = await import('../features/courses/api/list-templates');
const { QueryClient } = await import('@tanstack/react-query');

/**
 * One key per resource (docs/architecture.md §8): features read the same resource under the same key, so a change
 * made through one feature is what the others show. This sits in the app because it joins features (features
 * never import each other).
 */
describe('resources several features read', () => {
  it('are cached under one key, whichever feature reads them', () => {
    expect(assessment.portfolioQueryOptions('u1', 'p1', 'assessor').queryKey).toEqual(
      portfolios.portfolioQueryOptions('u1', 'p1', 'assessor').queryKey,
    );
    expect(assessmentRubrics.rubricQueryOptions('r1').queryKey).toEqual(rubrics.rubricQueryOptions('r1').queryKey);
    expect(activityTemplate.activityTemplateQueryOptions('t1').queryKey).toEqual(
      templates.templateQueryOptions('t1').queryKey,
    );
    expect(templateNodes.templateNodesQueryOptions().queryKey).toEqual(hierarchy.hierarchyQueryOptions().queryKey);
    expect(templateSets.statementSetsQueryOptions('n1').queryKey).toEqual(
      alignable.alignableStatementSetsQueryOptions('n1').queryKey,
    );
  });

  it('a term created on the terms page is in the section dialog term list at once (not after 30 s)', async () => {
    const term = (id: string, name: string) => ({
      id,
      code: id.toUpperCase(),
      name,
      start_date: '2026-08-15',
      end_date: '2026-12-31',
      include_academic_data: false,
    });
    const stored = [term('fa26', 'Fall 2026')];
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0];
      if (init.method === 'GET' && path === '/api/terms') return jsonResponse(200, { items: stored });
      if (init.method === 'POST' && path === '/api/terms') {
        stored.push(term('sp27', 'Spring 2027'));
        return jsonResponse(201, stored.at(-1));
      }
      return jsonResponse(200, { users: [] });
    }) as unknown as typeof fetch;

    // The terms page's create call (the hook its form uses), made while the modal section dialog is open.
    let createTerm: ReturnType<typeof useCreateTerm> | null = null;
    function TermsPage() {
      createTerm = useCreateTerm();
      return null;
    }
    renderWithApp(
      <Suspense fallback={null}>
        <TermsPage />
        <SectionDialog courseId="c1" nodeId="node-1" section={null} onClose={() => undefined} />
      </Suspense>,
    );
    const termList = await screen.findByRole('combobox', { name: 'Term' });
    expect(await within(termList).findByRole('option', { name: 'Fall 2026' })).toBeInTheDocument();
    // Nothing reads the list again on its own (no window focus, no remount): only the mutation's invalidation does.

    await act(async () => {
      await createTerm!.mutateAsync({
        code: 'SP27',
        name: 'Spring 2027',
        start_date: '2027-01-10',
        end_date: '2027-05-20',
      });
    });

    expect(await within(termList).findByRole('option', { name: 'Spring 2027' })).toBeInTheDocument();
  });

  it('a template change reaches the lists of templates courses offer (node and homepage templates)', async () => {
    const client = new QueryClient();
    const offered = nodeTemplates.nodeTemplatesQueryOptions('n1').queryKey;
    client.setQueryData(offered, []);
    client.setQueryData(['template-lists', 'homepage', 'n1'], []);
    client.setQueryData(['terms'], { items: [] });
    await templateKeys.refreshTemplateLists(client);
    expect(client.getQueryState(offered)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['template-lists', 'homepage', 'n1'])?.isInvalidated).toBe(true);
    // Nothing else: a template change leaves other resources as they were.
    expect(client.getQueryState(['terms'])?.isInvalidated).toBe(false);
  });
});
