import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { WorkflowId } from '@tessera/shared';
import { attachmentBody, loadAttachmentUi } from '../../test/attachment-ui';
import { jsonResponse } from '../../test/json-response';
import { currentUserOf } from '../../test/current-user';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../test/render');
const { AttachmentUiContext } = await import('../../lib/attachment-ui');
const { ComponentField } = await import('../../features/portfolios/components/component-field');
const { AttachmentPreview } = await import('../../features/attachments/components/attachment-preview');

const fetchMock = installFetchMock();
const student = currentUserOf(['student'], { id: 'user-s' });
const ui = await loadAttachmentUi({ AttachmentPreview });

const attachment = attachmentBody;

const fileUpload = { component_id: 'file_upload-1', type: 'file_upload', label: 'Lesson materials', file_type: 'any' };
const filesNamed = (id: string, filename: string) => ({
  attachmentId: id,
  id: [id],
  owner_id: ['user-s'],
  filename: [filename],
  size: [2048],
});

function renderFiles(filename: string, workflow: WorkflowId | undefined, mode = 'editable') {
  renderWithApp(
    <AttachmentUiContext.Provider value={ui}>
      <Suspense fallback={null}>
        <ComponentField
          config={fileUpload}
          mode={mode as 'editable'}
          content={filesNamed('att-1', filename)}
          onChange={() => undefined}
          ownerId="user-s"
          templateId="tpl-1"
          portfolioId="pf-1"
          workflow={workflow}
        />
      </Suspense>
    </AttachmentUiContext.Provider>,
    { currentUser: student },
  );
}

describe('the Preview button beside a file, by workflow (spec 1 §5, §8)', () => {
  it.each<WorkflowId>([
    'SupervisedAssessmentWorkflow',
    'SupervisedCoordinatorsAssessmentWorkflow',
    'SupervisedPeerAssessmentWorkflow',
    'InternshipWorkflow',
  ])('is hidden in %s (the download stays)', async (workflow) => {
    renderFiles('Lesson_plan.pdf', workflow);
    await screen.findByRole('button', { name: 'Download Lesson_plan.pdf' });
    expect(screen.queryByRole('button', { name: 'Preview Lesson_plan.pdf' })).toBeNull();
  });

  it.each<WorkflowId>([
    'EportfolioWorkflow',
    'FormWorkflow',
    'ObservationalAssessmentWorkflow',
    'InternshipFormWorkflow',
  ])('is offered in %s, editable or read-only', async (workflow) => {
    renderFiles('Lesson_plan.pdf', workflow, workflow === 'FormWorkflow' ? 'visible' : 'editable');
    await screen.findByRole('button', { name: 'Preview Lesson_plan.pdf' });
  });
});

describe('the document preview (spec 1 §2, §5, §8)', () => {
  it('shows a PDF in a frame from the inline link, titled by the file; Escape closes it and focus returns', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, attachment('att-1', 'Lesson_plan.pdf')));
    renderFiles('Lesson_plan.pdf', 'EportfolioWorkflow');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Preview Lesson_plan.pdf' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Lesson_plan.pdf' });
    const frame = await screen.findByTitle('The document Lesson_plan.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://s3.test/att-1?inline');
    // The owner reads their own file (the attachment GET), not through the portfolio.
    expect((fetchMock.mock.calls[0] as FetchCall)[0]).toBe('/api/users/user-s/attachments/att-1');
    expect(screen.getByRole('link', { name: 'Download Lesson_plan.pdf' }).getAttribute('href')).toBe(
      'https://s3.test/att-1?download',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(document.activeElement).toBe(button);
  });

  it('shows an image with its alternative text', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, attachment('att-1', 'board.png', { alternative_text: 'The whiteboard after the lesson' })),
    );
    renderFiles('board.png', 'EportfolioWorkflow');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview board.png' }));
    const image = await screen.findByRole('img', { name: 'The whiteboard after the lesson' });
    expect(image.getAttribute('src')).toBe('https://s3.test/att-1?inline');
  });

  it('plays audio and video with their controls', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, attachment('att-1', 'lesson.mp4')));
    renderFiles('lesson.mp4', 'EportfolioWorkflow');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview lesson.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: lesson.mp4' });
    await waitFor(() =>
      expect(dialog.querySelector('video[controls]')?.getAttribute('src')).toBe('https://s3.test/att-1?inline'),
    );
  });

  it('shows a text file as text, fetched from its inline link', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, attachment('att-1', 'scores.csv')))
      .mockResolvedValueOnce({ ok: true, status: 206, text: async () => 'name,score\nAda,9\n' } as unknown as Response);
    renderFiles('scores.csv', 'EportfolioWorkflow');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview scores.csv' }));
    const text = await screen.findByText(/Ada,9/);
    expect(text.tagName).toBe('PRE');
    expect((fetchMock.mock.calls[1] as FetchCall)[0]).toBe('https://s3.test/att-1?inline');
  });

  it('offers an Office document for download only: "no preview available"', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, attachment('att-1', 'Unit_plan.docx')));
    renderFiles('Unit_plan.docx', 'EportfolioWorkflow');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview Unit_plan.docx' }));
    await screen.findByText('no preview available');
    expect(screen.getByRole('link', { name: 'Download Unit_plan.docx' }).getAttribute('href')).toBe(
      'https://s3.test/att-1?download',
    );
    const dialog = screen.getByRole('dialog', { name: 'Preview: Unit_plan.docx' });
    expect(dialog.querySelector('iframe, img, video, audio, pre')).toBeNull();
  });

  it('says "no preview available" when the lookup fails, and Refresh reads the file again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(404, { message: 'Not found' }))
      .mockResolvedValueOnce(jsonResponse(200, attachment('att-1', 'Lesson_plan.pdf')));
    renderFiles('Lesson_plan.pdf', 'EportfolioWorkflow');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview Lesson_plan.pdf' }));
    await screen.findByText('no preview available');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByTitle('The document Lesson_plan.pdf');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('offers Refresh while the read has not answered (uploading)', async () => {
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    renderFiles('Lesson_plan.pdf', 'EportfolioWorkflow');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview Lesson_plan.pdf' }));
    await screen.findByText('The preview is on its way. If it does not appear, refresh it.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('reads it in Spanish', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, attachment('att-1', 'Plan.docx')));
    renderWithApp(
      <AttachmentUiContext.Provider value={ui}>
        <Suspense fallback={null}>
          <ComponentField
            config={fileUpload}
            mode="visible"
            content={filesNamed('att-1', 'Plan.docx')}
            onChange={() => undefined}
            ownerId="user-s"
            workflow="EportfolioWorkflow"
          />
        </Suspense>
      </AttachmentUiContext.Provider>,
      { currentUser: student, locale: 'es' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vista previa de Plan.docx' }));
    await screen.findByRole('dialog', { name: 'Vista previa: Plan.docx' });
    await screen.findByText('no hay vista previa disponible');
    screen.getByRole('link', { name: 'Descargar Plan.docx' });
  });
});
