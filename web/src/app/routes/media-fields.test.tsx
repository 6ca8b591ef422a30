import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { currentUserOf } from '../../test/current-user';
import { loadAttachmentUi } from '../../test/attachment-ui';
import { jsonResponse } from '../../test/json-response';
import { mockSignedIn, installFetchMock } from '../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../test/render');
const { AttachmentUiContext } = await import('../../lib/attachment-ui');
const { ComponentField } = await import('../../features/portfolios/components/component-field');
const { TimelineFilesTab, filesInContent } = await import('../timeline-files-tab');
// The tab's flow against the real timeline and portfolio contracts is in web/e2e/media.e2e.test.ts.

const fetchMock = installFetchMock();
const student = currentUserOf(['student'], { id: 'user-s' });
const ui = await loadAttachmentUi({ TimelineFilesTab });

afterEach(() => {
  jest.useRealTimers();
});

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

const video = { component_id: 'video-1', type: 'video', label: 'Lesson recording' };
const multimedia = { component_id: 'multimedia-1', type: 'multimedia', label: 'Resources' };

describe('the video component and its insert dialog (spec 1 §5 "Video link")', () => {
  it('refuses a link that is not a YouTube video with the spec’s sentence and inserts a good one trimmed', async () => {
    const onChange = renderField(video, undefined);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Insert a video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert a video: Lesson recording' });
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(within(dialog).getByText('Enter the video’s link.')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('YouTube link');
    await user.type(field, 'https://vimeo.com/12345');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(within(dialog).getByText('Please provide a valid YouTube video link.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '  https://youtu.be/dQw4w9WgXcQ ');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(onChange).toHaveBeenCalledWith({ content: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  it('plays the video only when asked, in a titled youtube-nocookie frame', async () => {
    renderField(video, { content: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, 'visible');
    expect(screen.queryByTitle(/YouTube video/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insert a video' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play the video: Lesson recording' }));
    const frame = screen.getByTitle('YouTube video: Lesson recording');
    expect(frame).toHaveFocus();
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});

describe('the multimedia component and its insert dialog (spec 1 §5 "Multimedia")', () => {
  async function openDialog() {
    const onChange = renderField(multimedia, { content: '', media: [] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Insert multimedia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert multimedia: Resources' });
    return { onChange, dialog };
  }

  it('previews a from-web image a second after the address stops changing, with the spec’s failure sentence', async () => {
    const { dialog } = await openDialog();
    jest.useFakeTimers();
    const address = within(dialog).getByLabelText('Image address');
    fireEvent.change(address, { target: { value: 'https://images.example.org/missing.png' } });
    act(() => jest.advanceTimersByTime(999));
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('The preview shows a second after you stop typing.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    const image = dialog.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://images.example.org/missing.png');
    fireEvent.error(image as HTMLImageElement);
    expect(
      within(dialog).getByText("This image couldn't be loaded for preview. Please check the URL."),
    ).toBeInTheDocument();
    // A new address starts over; one that loads is shown.
    fireEvent.change(address, { target: { value: 'https://images.example.org/chart.png' } });
    expect(
      within(dialog).queryByText("This image couldn't be loaded for preview. Please check the URL."),
    ).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    const next = dialog.querySelector('img') as HTMLImageElement;
    expect(next).toHaveAttribute('src', 'https://images.example.org/chart.png');
    expect(next).not.toBeVisible();
    fireEvent.load(next);
    expect(next).toBeVisible();
  });

  it('needs an address and alternative text for an image, only an http(s) address for a video', async () => {
    const { onChange, dialog } = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(within(dialog).getByText('Enter the address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the alternative text.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Image address'), 'javascript:alert(1)');
    await user.type(within(dialog).getByLabelText('Alternative text'), 'A bar chart of attendance');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(
      within(dialog).getByText('Please enter a web address that starts with http:// or https://.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('radio', { name: 'A video' }));
    expect(within(dialog).queryByLabelText('Alternative text')).not.toBeInTheDocument();
    const address = within(dialog).getByLabelText('Video address');
    await user.clear(address);
    await user.type(address, 'https://vimeo.com/12345');
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    expect(onChange).toHaveBeenCalledWith({ content: '', media: [{ type: 'video', url: 'https://vimeo.com/12345' }] });
  });

  it('shows its media read-only: an image that cannot load becomes a link named by its alternative text', async () => {
    renderField(
      multimedia,
      {
        content: 'Reading list',
        media: [
          { type: 'image', url: 'https://images.example.org/chart.png', alternative_text: 'Attendance chart' },
          { type: 'video', url: 'https://vimeo.com/12345' },
        ],
      },
      'visible',
    );
    expect(screen.getByText('Reading list')).toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Attendance chart' }));
    expect(screen.getByRole('link', { name: /Image: Attendance chart \(images\.example\.org\)/ })).toHaveAttribute(
      'href',
      'https://images.example.org/chart.png',
    );
    expect(screen.getByRole('link', { name: /https:\/\/vimeo\.com\/12345/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

describe('the image gallery component (spec 1 §5 "Gallery needs at least one image")', () => {
  it('keeps Insert disabled until an image is added with its alternative text', async () => {
    renderField({ component_id: 'image_gallery-1', type: 'image_gallery', label: 'Field trip' }, { images: [] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert an image gallery: Field trip' });
    expect(within(dialog).getByRole('button', { name: 'Insert 0 images' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add to the gallery' }));
    expect(within(dialog).getByText('Choose an image to upload.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the alternative text.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes an image from the gallery by its alternative text', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: 'not_found', message: 'Resource does not exist!' }));
    const onChange = renderField(
      { component_id: 'image_gallery-1', type: 'image_gallery', label: 'Field trip' },
      {
        images: [
          { id: 'img-1', public_url: 'p1', alternative_text: 'The bus' },
          { id: 'img-2', public_url: 'p2', alternative_text: 'The museum' },
        ],
      },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove image 1: The bus' }));
    expect(onChange).toHaveBeenCalledWith({
      images: [{ id: 'img-2', public_url: 'p2', alternative_text: 'The museum' }],
    });
    expect(screen.getByRole('button', { name: 'Add images' })).toHaveFocus();
  });
});

describe('the upload dialog’s timeline tab (spec 1 §2)', () => {
  it('finds the owner’s own files in both content shapes, once each', () => {
    const pages = [
      {
        components: [
          { component_id: 'file_upload-1', type: 'file_upload' },
          { component_id: 'attachment-1', type: 'attachment' },
          { component_id: 'textarea-1', type: 'textarea' },
          { component_id: 'rich-1', type: 'rich' },
          { component_id: 'rich-2', type: 'rich' },
        ],
      },
    ];
    const content = {
      'file_upload-1': {
        id: ['a1', 'a2'],
        owner_id: ['user-s', 'user-t'],
        filename: ['plan.pdf', 'theirs.pdf'],
        size: [10, 20],
      },
      'attachment-1': {
        attachments: [
          { id: 'a3', filename: 'notes.docx', size: 30 },
          { id: 'a1', filename: 'plan.pdf' },
        ],
      },
      'textarea-1': { content: 'a1' },
      // A rich component holds files when the kind it wraps does (shared's holdsFiles), never as an image.
      'rich-1': { component: 'file_upload', id: ['a4'], owner_id: ['user-s'], filename: ['log.pdf'], size: [40] },
      'rich-2': { component: 'image', id: 'a5' },
    };
    expect(filesInContent(pages, content, 'user-s')).toEqual([
      { id: 'a1', owner_id: 'user-s', filename: 'plan.pdf', size: 10, type: 'pdf' },
      { id: 'a3', owner_id: 'user-s', filename: 'notes.docx', size: 30, type: 'docx' },
      { id: 'a4', owner_id: 'user-s', filename: 'log.pdf', size: 40, type: 'pdf' },
    ]);
  });
});
