import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAttachmentUi } from '../../../test/attachment-ui';
import { jsonResponse } from '../../../test/json-response';
import { currentUserOf } from '../../../test/current-user';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { AttachmentPicker } = await import('./attachment-picker');
const { AttachmentUiContext } = await import('../../../lib/attachment-ui');

const fetchMock = installFetchMock();
const student = currentUserOf(['student'], { id: 'user-s', first_name: 'Sam', last_name: 'Student' });

/** XMLHttpRequest as the browser's S3 POST uses it; each test drives its progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number) {
    this.status = status;
    act(() => this.onload?.());
  }
}
globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;

const attachment = (id: string, filename: string, size = 2048) => ({
  id,
  filename,
  size,
  type: filename.split('.').pop(),
  content_type: 'application/pdf',
  purpose: 'attachment',
  owner_id: 'user-s',
  created_at: '2026-11-20T10:00:00.000Z',
  can_delete: true,
  url: `https://s3.test/${id}?inline`,
  public_url: `https://s3.test/${id}?download`,
  alternative_text: '',
  is_user_alt_text: false,
  version: 1,
});

const presigned = {
  upload_id: 'up-1',
  key: 'org/org_demo/user/user-s/up-1',
  url: 'https://s3.test/uploads',
  fields: {
    key: 'org/org_demo/user/user-s/up-1',
    'Content-Type': 'application/pdf',
    Policy: 'p',
    'X-Amz-Signature': 's',
  },
  file_name: 'Lesson_plan_v2.pdf',
  max_bytes: 11,
  expires_at: '2026-11-20T11:00:00.000Z',
};

function renderPicker(target: Record<string, unknown> = {}, locale: 'en' | 'es' = 'en') {
  const onPicked = jest.fn();
  const onClose = jest.fn();
  renderWithApp(
    <AttachmentPicker
      open
      onClose={onClose}
      label="Lesson materials"
      target={{ templateId: 'tpl-1', componentId: 'file_upload-1', ...target }}
      onPicked={onPicked}
    />,
    { currentUser: student, locale },
  );
  return { onPicked, onClose };
}

const pdf = (name = 'Lesson plan v2.pdf') => new File(['%PDF-1.4 hi'], name, { type: 'application/pdf' });

describe('the attachment upload dialog (spec 1 §2, §5)', () => {
  it('presigns, POSTs the form to S3 with a progress bar, admits, and hands over the server’s cleaned name', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, presigned));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, attachment('att-1', 'Lesson_plan_v2.pdf', 11)));
    const { onPicked, onClose } = renderPicker();
    expect(await screen.findByRole('dialog', { name: 'Add a file: Lesson materials' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Local file' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Permitted file types: any known type. Maximum size: 2GB.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Choose a file'), pdf());

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last as FakeXhr;
    const [presignUrl, presignInit] = fetchMock.mock.calls[0] as FetchCall;
    expect(presignUrl).toBe('/api/users/user-s/attachments/presigned-url');
    expect(JSON.parse(presignInit.body as string)).toEqual({
      file_name: 'Lesson plan v2.pdf',
      file_size: 11,
      file_type: 'application/pdf',
      purpose: 'attachment',
      template_id: 'tpl-1',
      component_id: 'file_upload-1',
    });
    // The policy's fields go first, as given, and the file last (S3 ignores fields after the file).
    expect(xhr.url).toBe('https://s3.test/uploads');
    expect([...(xhr.body as FormData).keys()]).toEqual(['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file']);

    xhr.progress(4, 10);
    const bar = screen.getByRole('progressbar', { name: 'Uploading Lesson plan v2.pdf' });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByText('Sending the file…')).toHaveAttribute('role', 'status');
    xhr.answer(204);

    await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
    expect(onPicked).toHaveBeenCalledWith({
      id: 'att-1',
      owner_id: 'user-s',
      filename: 'Lesson_plan_v2.pdf',
      size: 11,
      type: 'pdf',
    });
    expect(onClose).toHaveBeenCalled();
    const [admitUrl, admitInit] = fetchMock.mock.calls[1] as FetchCall;
    expect(admitUrl).toBe('/api/users/user-s/attachments');
    expect(JSON.parse(admitInit.body as string)).toEqual({ key: presigned.key });
  });

  it('shows the server’s refusal of what arrived (a PNG named .pdf) and hands over nothing', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, presigned));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 'invalid file type',
        message: 'Tipo de archivo no válido. Tipos de archivo permitidos: pdf',
        fields: {},
      }),
    );
    const { onPicked } = renderPicker({ fileType: 'pdf' }, 'es');
    const user = userEvent.setup();
    // One drop line for a file and an image alike (the cover picker shares it): no gendered pronoun.
    expect(await screen.findByText('o suelte el archivo aquí')).toBeInTheDocument();
    await user.upload(await screen.findByLabelText('Elegir un archivo'), pdf('picture.pdf'));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    (FakeXhr.last as FakeXhr).answer(204);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tipo de archivo no válido. Tipos de archivo permitidos: pdf',
    );
    expect(screen.getByLabelText('Elegir un archivo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onPicked).not.toHaveBeenCalled();
  });

  it('refuses a file over the component’s maximum or of a type it does not permit before asking to sign', async () => {
    renderPicker({ fileType: 'pdf, docx', maximumSize: 1 });
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Choose a file');
    expect(screen.getByText('Permitted file types: pdf, docx. Maximum size: 1MB.')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size exceeds maximum size limit:1MB');
    await user.upload(input, new File(['x'], 'notes.txt'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type. Permitted file types: pdf, docx'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // Walkthrough (issue 21): a File Upload set to "Documents" refused every real file.
  it('offers a component set to "Documents" its document types in the chooser and takes a real document', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, presigned));
    renderPicker({ fileType: 'document', maximumSize: 10 });
    const input = await screen.findByLabelText('Choose a file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.odt,.rtf,.txt,.csv,.xls,.xlsx,.ods,.ppt,.pptx,.odp,.pub');
    expect(
      screen.getByText(
        'Permitted file types: pdf, doc, docx, odt, rtf, txt, csv, xls, xlsx, ods, ppt, pptx, odp, pub. Maximum size: 10MB.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().upload(input, pdf('Essay.docx'));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says “upload file to S3 error” when the storage refuses the POST, and takes a dropped file', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, presigned));
    const { onPicked } = renderPicker();
    const zone = (await screen.findByText('or drop it here')).parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    (FakeXhr.last as FakeXhr).answer(403);
    expect(await screen.findByRole('alert')).toHaveTextContent('upload file to S3 error, please try it again');
    expect(onPicked).not.toHaveBeenCalled();
  });

  it('offers the previous uploads that fit the component (arrow keys switch tabs) and picks one', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        items: [attachment('att-9', 'Unit_plan.pdf', 3 * 1024 * 1024)],
        storage: { used_bytes: 3145728, quota_bytes: 10737418240, used: '3 MB', quota: '10 GB' },
      }),
    );
    const { onPicked, onClose } = renderPicker({ fileType: 'pdf,docx', maximumSize: 5 });
    const user = userEvent.setup();
    const local = await screen.findByRole('tab', { name: 'Local file' });
    await waitFor(() => expect(local).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    const previous = screen.getByRole('tab', { name: 'Previous upload' });
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-selected', 'true');
    const use = await screen.findByRole('button', { name: 'Use Unit_plan.pdf' });
    expect(screen.getByText('Storage used: 3 MB of 10 GB')).toBeInTheDocument();
    // The upload's day as a reader writes it (10:00 UTC is 20 November in every time zone within ±10 h).
    expect(screen.getByText('3 MB · 11/20/2026')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/users/user-s/attachments?maximum_size=5&file_type=pdf%2Cdocx');
    await user.click(use);
    expect(onPicked).toHaveBeenCalledWith({
      id: 'att-9',
      owner_id: 'user-s',
      filename: 'Unit_plan.pdf',
      size: 3 * 1024 * 1024,
      type: 'pdf',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('with "Add to my timeline" asks for a title first, then adds the picked file to the timeline and inserts it', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, {
        items: [attachment('att-9', 'Unit_plan.pdf')],
        storage: { used_bytes: 2048, quota_bytes: 10737418240, used: '2 KB', quota: '10 GB' },
      }),
    );
    const added: unknown[] = [];
    const onPicked = jest.fn();
    renderWithApp(
      <AttachmentUiContext.Provider
        value={await loadAttachmentUi({
          addToTimeline: async (media) => {
            added.push(media);
          },
        })}
      >
        <AttachmentPicker
          open
          onClose={() => undefined}
          label="Lesson materials"
          target={{ templateId: 'tpl-1', componentId: 'attachment-1' }}
          onPicked={onPicked}
        />
      </AttachmentUiContext.Provider>,
      { currentUser: student },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Add to my timeline' }));
    await user.click(screen.getByRole('tab', { name: 'Previous upload' }));
    await user.click(await screen.findByRole('button', { name: 'Use Unit_plan.pdf' }));
    // Blank after trim: the title is asked for, nothing is added or inserted.
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(added).toEqual([]);
    expect(onPicked).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Unit plan draft');
    await user.click(screen.getByRole('button', { name: 'Insert Unit_plan.pdf' }));
    await waitFor(() => expect(onPicked).toHaveBeenCalledTimes(1));
    expect(added).toEqual([
      {
        ownerId: 'user-s',
        title: 'Unit plan draft',
        kind: 'attachment',
        content: { attachments: [expect.objectContaining({ id: 'att-9', filename: 'Unit_plan.pdf' })] },
      },
    ]);
  });
});
