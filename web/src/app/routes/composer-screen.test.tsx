import { describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { attachmentBody, loadAttachmentUi } from '../../test/attachment-ui';
import { jsonResponse } from '../../test/json-response';
import { currentUserOf } from '../../test/current-user';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../test/render');
const { AttachmentUiContext } = await import('../../lib/attachment-ui');
const { ComponentField } = await import('../../features/portfolios/components/component-field');

const fetchMock = installFetchMock();
const student = currentUserOf(['student'], { id: 'user-s' });
/** The browser's S3 POST: this storage takes every file at once (the dialog's own test drives progress). */
class AcceptingXhr {
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  status = 204;
  open() {}
  send() {
    setTimeout(() => this.onload?.(), 0);
  }
}
globalThis.XMLHttpRequest = AcceptingXhr as unknown as typeof XMLHttpRequest;
const ui = await loadAttachmentUi();

const attachment = (id: string, filename: string, extra: Record<string, unknown> = {}) =>
  attachmentBody(id, filename, { content_type: 'application/pdf', ...extra });

function renderField(config: Record<string, unknown>, content: Record<string, unknown> | undefined, mode = 'editable') {
  const onChange = jest.fn();
  renderWithApp(
    <AttachmentUiContext.Provider value={ui}>
      <Suspense fallback={null}>
        <ComponentField
          config={config}
          mode={mode as 'editable'}
          content={content}
          onChange={onChange}
          ownerId="user-s"
          templateId="tpl-1"
        />
      </Suspense>
    </AttachmentUiContext.Provider>,
    { currentUser: student },
  );
  return onChange;
}

const lessonFiles = {
  attachmentId: 'att-1',
  id: ['att-1'],
  owner_id: ['user-s'],
  filename: ['Lesson_plan.pdf'],
  size: [2048],
};
const fileUpload = { component_id: 'file_upload-1', type: 'file_upload', label: 'Lesson materials', file_type: 'pdf' };

describe('the composer’s file and image components with the attachments dialogs (spec 1 §3, §5)', () => {
  it('lists a file upload’s files with a download through a fresh link, and removes one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, attachment('att-1', 'Lesson_plan.pdf')));
    const onChange = renderField(fileUpload, lessonFiles);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Lesson_plan.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe('https://s3.test/att-1?download');
    expect((fetchMock.mock.calls[0] as FetchCall)[0]).toBe('/api/users/user-s/attachments/att-1');
    await user.click(screen.getByRole('button', { name: 'Remove Lesson_plan.pdf' }));
    expect(onChange).toHaveBeenCalledWith({ attachmentId: '', id: [], owner_id: [], filename: [], size: [] });
  });

  it('adds a previous upload to the component’s content in the shape the server validates', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        items: [attachment('att-2', 'Unit_plan.pdf')],
        storage: { used_bytes: 4096, quota_bytes: 10737418240, used: '4 KB', quota: '10 GB' },
      }),
    );
    const onChange = renderField(fileUpload, lessonFiles);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a file' }));
    await user.click(await screen.findByRole('tab', { name: 'Previous upload' }));
    await user.click(await screen.findByRole('button', { name: 'Use Unit_plan.pdf' }));
    expect((fetchMock.mock.calls[0] as FetchCall)[0]).toBe(
      '/api/users/user-s/attachments?maximum_size=2048&file_type=pdf',
    );
    expect(onChange).toHaveBeenCalledWith({
      attachmentId: 'att-1,att-2',
      id: ['att-1', 'att-2'],
      owner_id: ['user-s', 'user-s'],
      filename: ['Lesson_plan.pdf', 'Unit_plan.pdf'],
      size: [2048, 2048],
    });
  });

  it('marks a file upload required, as a Submit checks it, and a laid-out attachment list not (spec 1 §5)', () => {
    renderField({ ...fileUpload, optional: false }, undefined);
    expect(screen.getByText('Lesson materials').closest('.field, fieldset, [role="group"]')).toHaveTextContent(
      'required',
    );
    cleanup();
    renderField({ component_id: 'attachment-1', type: 'attachment', label: 'Supporting documents' }, undefined);
    expect(screen.getByText('Supporting documents').closest('.field, fieldset, [role="group"]')).not.toHaveTextContent(
      'required',
    );
  });

  it('shows files read-only without remove or add in visible mode', async () => {
    renderField(fileUpload, lessonFiles, 'visible');
    expect(await screen.findByRole('button', { name: 'Download Lesson_plan.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a file' })).not.toBeInTheDocument();
  });

  it('inserts an image with its alternative text (the remaining-characters messages) and previews it', async () => {
    globalThis.URL.createObjectURL = () => 'blob:local-preview';
    globalThis.URL.revokeObjectURL = () => undefined;
    const onChange = renderField({ component_id: 'image-1', type: 'image', label: 'Classroom' }, undefined);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Insert an image' }));
    await screen.findByRole('dialog', { name: 'Insert an image: Classroom' });
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByText('Choose an image to upload.')).toBeInTheDocument();
    expect(screen.getByText('Enter the alternative text.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Image file'), new File(['x'], 'board.png', { type: 'image/png' }));
    const alt = screen.getByLabelText('Alternative text');
    await user.type(alt, 'a'.repeat(105));
    expect(screen.getByText('105 of 125 characters entered.')).toBeInTheDocument();
    await user.type(alt, 'b'.repeat(30));
    expect(alt).toHaveValue('a'.repeat(105) + 'b'.repeat(20));
    expect(
      screen.getByText('125 of 125 characters entered. No additional characters will be entered.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:local-preview');

    const altText = 'a'.repeat(105) + 'b'.repeat(20);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        upload_id: 'up-1',
        key: 'org/org_demo/user/user-s/up-1',
        url: 'https://s3.test/uploads',
        fields: { key: 'org/org_demo/user/user-s/up-1' },
        file_name: 'board.png',
        max_bytes: 1,
        expires_at: '2026-11-20T11:00:00.000Z',
      }),
    );
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, attachment('att-7', 'board.png', { alternative_text: altText, is_user_alt_text: true })),
    );
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        id: 'att-7',
        public_url: 'https://s3.test/att-7?download',
        alternative_text: altText,
        filename: 'board.png',
      }),
    );
    const presign = JSON.parse((fetchMock.mock.calls[0] as FetchCall)[1].body as string) as Record<string, unknown>;
    expect(presign.purpose).toBe('imageModal');
    const admit = JSON.parse((fetchMock.mock.calls[1] as FetchCall)[1].body as string) as Record<string, unknown>;
    expect(admit).toEqual({ key: 'org/org_demo/user/user-s/up-1', alternative_text: altText });
  });

  it('refuses an image of another type before uploading', async () => {
    renderField({ component_id: 'image-1', type: 'image', label: 'Classroom' }, undefined);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Insert an image' }));
    await user.upload(await screen.findByLabelText('Image file'), new File(['x'], 'notes.pdf'));
    expect(
      await screen.findByText('Invalid file type. Permitted file types: jpg, jpeg, gif, tiff, png, bmp'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
