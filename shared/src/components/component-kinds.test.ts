import { describe, expect, it } from '@jest/globals';
import { contentKind, FILE_COMPONENT_KINDS, holdsFiles, isComponentKind, namesUploads } from './component-kinds';

describe('the component kinds that hold files (one list for the upload rule, held uploads and the timeline tab)', () => {
  it('are resource attachments, file uploads and edTPA attachments, all of them component kinds', () => {
    expect([...FILE_COMPONENT_KINDS].sort()).toEqual(['attachment', 'edtpa_attachment', 'file_upload']);
    expect(FILE_COMPONENT_KINDS.every(isComponentKind)).toBe(true);
    expect(holdsFiles('image')).toBe(false);
    expect(holdsFiles('rich')).toBe(false);
  });

  it('name uploads together with the image kinds', () => {
    expect(['image', 'image_gallery', 'file_upload', 'attachment', 'edtpa_attachment'].every(namesUploads)).toBe(true);
    expect(namesUploads('textarea')).toBe(false);
  });

  it('a rich component is read as the kind it wraps', () => {
    expect(contentKind('rich', { component: 'file_upload' })).toBe('file_upload');
    expect(contentKind('rich', {})).toBe('rich');
    expect(contentKind('rich', null)).toBe('rich');
    expect(contentKind('file_upload', { component: 'image' })).toBe('file_upload');
  });
});
