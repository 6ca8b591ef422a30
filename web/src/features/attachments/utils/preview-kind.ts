/**
 * How the document preview shows a file, by the type the server detected from its bytes (an extension). Only
 * what the server serves inline through the attachment's `url` (docs/adr/0019: PDFs, raster images, audio,
 * video, text as text/plain) is shown in the page; every other type (Office documents above all: no converter,
 * docs/adr/0019 "Document preview") is "no preview available" with a download.
 */
export type PreviewKind = 'pdf' | 'image' | 'audio' | 'video' | 'text' | 'none';

const KINDS: Readonly<Record<string, PreviewKind>> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  bmp: 'image',
  tiff: 'image',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  mp4: 'video',
  mov: 'video',
  txt: 'text',
  csv: 'text',
};

export function previewKind(type: string): PreviewKind {
  return KINDS[type.trim().toLowerCase()] ?? 'none';
}
