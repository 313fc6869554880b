import { useEffect, useRef } from 'react';
import { playOn } from '../hooks/use-local-media';

/** A <video> showing a MediaStream; one's own preview is muted (no echo) and mirrored. */
export function MediaVideo({
  stream,
  label,
  isSelf = false,
  speakerId,
  className,
}: {
  stream: MediaStream | null;
  label: string;
  isSelf?: boolean;
  speakerId?: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  useEffect(() => playOn(ref.current, speakerId), [speakerId]);
  return (
    <video
      ref={ref}
      aria-label={label}
      className={[className, isSelf && 'lz-lesson-mirrored'].filter(Boolean).join(' ') || undefined}
      autoPlay
      playsInline
      muted={isSelf}
    />
  );
}
