import {
  checkAttachmentInsert,
  checkGalleryInsert,
  checkImageInsert,
  checkMultimediaInsert,
  checkVideoInsert,
} from './insert-validation';

describe('insert modals (spec 1 §5 "Image")', () => {
  it.each([
    [{ fileId: 'f1', altText: 'A cat' }, []],
    [{ fileId: 'f1', altText: '  ' }, ['alt_text']],
    [{ altText: 'A cat' }, ['file']],
    [{ fileId: 'f1', altText: 'A cat', toTimeline: true, title: '   ' }, ['title']],
    [{ fileId: 'f1', altText: 'A cat', toTimeline: true, title: 'Trip' }, []],
    [{ fileId: 'f1', altText: 'A cat', toTimeline: false }, []],
    [{}, ['file', 'alt_text']],
  ])('image %j misses %j', (input, missing) => {
    const result = checkImageInsert(input);
    expect(result.missing).toEqual(missing);
    expect(result.valid).toBe(missing.length === 0);
  });

  it.each([
    [{ images: [] }, ['images']],
    [{ images: [{ source: 'url' as const }] }, []],
    [{ images: [{ source: 'upload' as const, id: 'a', altText: 'x' }] }, []],
    [
      {
        images: [
          { source: 'upload' as const, id: 'a' },
          { source: 'upload' as const, altText: 'y' },
        ],
      },
      ['file', 'alt_text'],
    ],
    [{ images: [{ source: 'url' as const }], toTimeline: true }, ['title']],
  ])('gallery %j misses %j', (input, missing) => {
    expect(checkGalleryInsert(input).missing).toEqual(missing);
  });

  it.each([
    [{ url: 'https://youtu.be/abc' }, []],
    [{ url: ' ' }, ['url']],
    [{ url: 'https://youtu.be/abc', toTimeline: true }, ['title']],
  ])('video %j misses %j', (input, missing) => {
    expect(checkVideoInsert(input).missing).toEqual(missing);
  });

  it.each([
    [{ kind: 'image' as const, url: 'https://x/y.png', altText: 'Chart' }, []],
    [{ kind: 'image' as const, url: 'https://x/y.png' }, ['alt_text']],
    [{ kind: 'video' as const, url: 'https://x/v.mp4' }, []],
    [{ kind: 'video' as const }, ['url']],
  ])('multimedia %j misses %j', (input, missing) => {
    expect(checkMultimediaInsert(input).missing).toEqual(missing);
  });

  it.each([
    [{ selectedIds: ['a'] }, []],
    [{ selectedIds: [] }, ['attachments']],
    [{ selectedIds: ['a'], toTimeline: true, title: 'Week 1' }, []],
    [{ selectedIds: [], toTimeline: true }, ['attachments', 'title']],
  ])('attachment %j misses %j', (input, missing) => {
    expect(checkAttachmentInsert(input).missing).toEqual(missing);
  });
});
