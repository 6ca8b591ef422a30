import { useState } from 'react';
import { youTubeVideoId } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { useT } from '../../../lib/i18n';

/**
 * A YouTube video (docs/adr/0022): a "Play the video" button first, and only when it is pressed the
 * youtube-nocookie.com player in a titled, sandboxed iframe (the CSP's `frame-src https:` lets it in). Nothing
 * is asked of YouTube until the reader chooses to play, and a link to the video always sits beside it. A link
 * that is not a YouTube video is shown as a link only.
 */
export function YouTubeEmbed({ url, title }: { url: string; title: string }) {
  const t = useT('portfolioMedia');
  const [playing, setPlaying] = useState(false);
  const videoId = youTubeVideoId(url);
  if (!videoId)
    return (
      <p className="media__link">
        <ExternalLink href={url}>{url}</ExternalLink>
      </p>
    );
  return (
    <div className="media__video">
      {playing ? (
        <iframe
          // The Play button it replaces had the focus: the player takes it, so the keyboard carries on there.
          ref={(frame) => frame?.focus()}
          className="media__frame"
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
          title={t('video.frameTitle', { title })}
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <Button aria-label={t('video.playNamed', { title })} onClick={() => setPlaying(true)}>
          {t('video.play')}
        </Button>
      )}
      <p className="media__link">
        <ExternalLink href={`https://www.youtube.com/watch?v=${videoId}`}>{t('video.open')}</ExternalLink>
      </p>
    </div>
  );
}
