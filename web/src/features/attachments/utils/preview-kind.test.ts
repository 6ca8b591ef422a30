import { describe, expect, it } from '@jest/globals';
import { previewKind, type PreviewKind } from './preview-kind';

describe('the document preview’s view by type', () => {
  it.each<[string, PreviewKind]>([
    ['pdf', 'pdf'],
    ['PDF', 'pdf'],
    ['jpg', 'image'],
    ['jpeg', 'image'],
    ['png', 'image'],
    ['gif', 'image'],
    ['bmp', 'image'],
    ['tiff', 'image'],
    ['mp3', 'audio'],
    ['wav', 'audio'],
    ['ogg', 'audio'],
    ['mp4', 'video'],
    ['mov', 'video'],
    ['txt', 'text'],
    ['csv', 'text'],
  ])('shows %s as %s', (type, kind) => {
    expect(previewKind(type)).toBe(kind);
  });

  it.each(['doc', 'docx', 'odt', 'rtf', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'odp', 'html', 'svg', 'zip', ''])(
    'offers %s for download only (no preview available)',
    (type) => {
      expect(previewKind(type)).toBe('none');
    },
  );
});
