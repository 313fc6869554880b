import { Suspense, useMemo, useRef, type ReactNode } from 'react';
import { Stylesheet, useContractTexts, useTexts } from '@lezioni/web-kit';
import { MARKETING_TEXTS } from '../../texts';
import { useInView } from './use-in-view';
import { usePlayerFrame } from './use-player-frame';
import { useVideoEmbed } from './use-video-embed';
import { videoEmbedUrls, videoFallbackTimeoutMs, videoWatchUrl } from './video-embed';
import { VIDEO_CSS } from './video-styles';

type VideoSectionProps = {
  id: string;
  teacherName: string;
  /** Shown at once in the player's place, until the player is ready (the teacher's photo, a play sign). */
  poster: ReactNode;
  videoId: string;
  productionHost: string;
};

// Start fetching the player a little before it scrolls into view, so it is ready when seen.
const PRELOAD_MARGIN = '300px';

export function VideoSection({ id, teacherName, poster, videoId, productionHost }: VideoSectionProps) {
  const { t } = useTexts(MARKETING_TEXTS);
  const slotRef = useRef<HTMLDivElement>(null);
  const isInView = useInView(slotRef, PRELOAD_MARGIN);
  // The page is also rendered at build time, where there is no window; the frame is never shown there.
  const location = typeof window === 'undefined' ? null : window.location;
  const sources = useMemo(() => videoEmbedUrls(videoId, location?.origin ?? ''), [videoId, location]);
  const timeoutMs = videoFallbackTimeoutMs(location?.hostname ?? '', productionHost);
  const video = useVideoEmbed(sources, timeoutMs, isInView);
  const titleId = `${id}-title`;
  const isFallback = video.status === 'fallback';
  const frameRefCallback = usePlayerFrame(video.handleReady, video.handleError);

  return (
    <section id={id} aria-labelledby={titleId} tabIndex={-1} className="lz-section lz-video">
      <Stylesheet href="lz-video" css={VIDEO_CSS} />
      <div className="lz-container lz-video__inner">
        <h2 id={titleId}>{t('video.title')}</h2>
        <p className="lz-lead">{t('video.lead')}</p>
        <div
          ref={slotRef}
          className={isFallback ? 'lz-video__frame lz-video__frame--fallback' : 'lz-video__frame'}
          aria-live="polite"
          aria-busy={video.status === 'loading'}
        >
          {isFallback ? (
            // Contracts' texts load only if the card shows: the prerendered page carries none of them.
            <Suspense fallback={null}>
              <VideoFallback teacherName={teacherName} videoId={videoId} />
            </Suspense>
          ) : (
            <>
              {/* Shown at once and until the player is ready, so the block is never a blank dark box. */}
              {video.status !== 'loaded' && (
                <div className="lz-video__poster" aria-hidden="true">
                  {poster}
                </div>
              )}
              {isInView && (
                <iframe
                  ref={frameRefCallback}
                  className={video.status === 'loaded' ? undefined : 'lz-video__player--waiting'}
                  src={video.src}
                  title={t('video.frameTitle', { name: teacherName })}
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** In the player's place when it cannot play here: the video on YouTube itself. */
function VideoFallback({ teacherName, videoId }: { teacherName: string; videoId: string }) {
  const { t } = useTexts(MARKETING_TEXTS);
  const { ui } = useContractTexts();
  return (
    <div className="lz-card lz-video__fallback">
      <h3>{t('video.fallbackTitle', { name: teacherName })}</h3>
      <p>{ui.videoBlocked}</p>
      <a className="lz-btn lz-btn--primary" href={videoWatchUrl(videoId)} target="_blank" rel="noopener noreferrer">
        {t('video.watchOnYouTube')}
        <span className="lz-visually-hidden"> {t('video.opensInNewTab')}</span>
      </a>
    </div>
  );
}
