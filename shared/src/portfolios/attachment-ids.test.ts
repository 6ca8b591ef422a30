import { attachmentsNamed } from './attachment-ids';

describe('attachmentsNamed', () => {
  it('reads every content shape that holds attachments', () => {
    expect(attachmentsNamed('attachment', { attachments: [{ id: 'a1', filename: 'x.pdf' }] })).toEqual([
      { id: 'a1', ownerId: null },
    ]);
    expect(
      attachmentsNamed('file_upload', { attachmentId: 'f1,f2', id: ['f1', 'f2'], owner_id: ['u1'], filename: [] }),
    ).toEqual([
      { id: 'f1', ownerId: 'u1' },
      { id: 'f2', ownerId: null },
    ]);
    expect(attachmentsNamed('edtpa_attachment', { id: ['e1'], owner_id: ['u2'] })).toEqual([
      { id: 'e1', ownerId: 'u2' },
    ]);
    expect(attachmentsNamed('image', { id: 'i1', public_url: 'm', alternative_text: 'a' })).toEqual([
      { id: 'i1', ownerId: null },
    ]);
    expect(attachmentsNamed('image_gallery', { images: [{ id: 'g1' }, { id: 'g2' }] })).toEqual([
      { id: 'g1', ownerId: null },
      { id: 'g2', ownerId: null },
    ]);
  });

  it('names nothing for other kinds or malformed content', () => {
    expect(attachmentsNamed('text', { content: 'a1' })).toEqual([]);
    expect(attachmentsNamed('file_upload', null)).toEqual([]);
    expect(attachmentsNamed('image', { id: '' })).toEqual([]);
    expect(attachmentsNamed('attachment', { attachments: 'a1' })).toEqual([]);
  });
});
