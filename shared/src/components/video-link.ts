/**
 * Video link (spec 1 §5, §9): a YouTube watch URL or short URL carrying an 11-character video id,
 * otherwise 'Please provide a valid YouTube video link.' Scheme optional; www. and m. hosts accepted;
 * the id must end where the URL or its next parameter ends.
 */
export const YOUTUBE_VIDEO_ID_LENGTH = 11;

const WATCH_URL =
  /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/watch\?(?:[^\s#]*&)?v=([A-Za-z0-9_-]{11})(?:[&#][^\s]*)?$/i;
const SHORT_URL = /^(?:https?:\/\/)?youtu\.be\/([A-Za-z0-9_-]{11})(?:[?#][^\s]*)?$/i;

export function youTubeVideoId(url: string): string | null {
  const trimmed = url.trim();
  const match = WATCH_URL.exec(trimmed) ?? SHORT_URL.exec(trimmed);
  return match ? (match[1] as string) : null;
}

export function isYouTubeLink(url: string): boolean {
  return youTubeVideoId(url) !== null;
}
