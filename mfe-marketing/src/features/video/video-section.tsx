import { useMemo, useRef } from 'react';
import { Button } from 'antd';
import { UI_MESSAGES } from '@lezioni/contracts';
import { useInView } from './use-in-view';
import { usePlayerFrame } from './use-player-frame';
import { useVideoEmbed } from './use-video-embed';
import { videoEmbedUrls, videoFallbackTimeoutMs, videoWatchUrl } from './video-embed';
import { VIDEO_CSS } from './video-styles';

type VideoSectionProps = {
  id: string;
  teacherName: string;
  videoId: string;
  productionHost: string;
};

// Start fetching the player a little before it scrolls into view, so it is ready when seen.
const PRELOAD_MARGIN = '300px';

export function VideoSection({ id, teacherName, videoId, productionHost }: VideoSectionProps) {
  const slotRef = useRef<HTMLDivElement>(null);
  const isInView = useInView(slotRef, PRELOAD_MARGIN);
  const sources = useMemo(() => videoEmbedUrls(videoId, window.location.origin), [videoId]);
  const timeoutMs = videoFallbackTimeoutMs(window.location.hostname, productionHost);
  const video = useVideoEmbed(sources, timeoutMs, isInView);
  const titleId = `${id}-title`;
  const isFallback = video.status === 'fallback';
  const frameRefCallback = usePlayerFrame(video.handleReady, video.handleError);

  return (
    <section id={id} aria-labelledby={titleId} tabIndex={-1} className="lz-section lz-video">
      <style href="lz-video" precedence="lz">
        {VIDEO_CSS}
      </style>
      <div className="lz-container lz-video__inner">
        <h2 id={titleId}>See How a Lesson Feels</h2>
        <p className="lz-lead">A short look at how I teach: relaxed, conversational and tailored to you.</p>
        <div
          ref={slotRef}
          className={isFallback ? 'lz-video__frame lz-video__frame--fallback' : 'lz-video__frame'}
          aria-live="polite"
          aria-busy={video.status === 'loading'}
        >
          {isFallback ? (
            <div className="lz-card lz-video__fallback">
              <h3>Meet {teacherName}</h3>
              <p>{UI_MESSAGES.videoBlocked}</p>
              <Button
                type="primary"
                size="large"
                href={videoWatchUrl(videoId)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Watch on YouTube<span className="lz-visually-hidden"> (opens in a new tab)</span>
              </Button>
            </div>
          ) : (
            isInView && (
              <iframe
                ref={frameRefCallback}
                src={video.src}
                title={`${teacherName}'s teaching style video`}
                allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            )
          )}
        </div>
      </div>
    </section>
  );
}
