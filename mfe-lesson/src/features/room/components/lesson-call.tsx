import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RoomResponse, User } from '@lezioni/contracts';
import { Button, LinkButton, useContractTexts, useIsHydrated, useTexts } from '@lezioni/web-kit';
import { LESSON_TEXTS } from '../../../texts';
import { useLocalMedia } from '../hooks/use-local-media';
import { useRoomCall } from '../hooks/use-room-call';
import { forgetJoined, rememberJoined, wasJoined } from '../rejoin';
import { callStatusOf, formatElapsed, minutesLeft, type CallPhase } from '../room-machine';
import { ConnectionQuality } from './connection-quality';
import { Lobby } from './lobby';
import { MediaVideo } from './media-video';
import { RoomChat } from './room-chat';
import { RoomStyles } from './room-styles';

const CLOCK_EVERY_MS = 1_000;

// The teacher's alone: a student's room never downloads the editor.
const LessonNotePanel = lazy(() =>
  import('@lezioni/web-kit/lesson-note').then(({ LessonNotePanel }) => ({ default: LessonNotePanel })),
);

function useNow(isRunning: boolean) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(new Date()), CLOCK_EVERY_MS);
    return () => clearInterval(timer);
  }, [isRunning]);
  return now;
}

/** The lobby, then the call, of an open room; `beside`: more of the side column, above the chat (the lesson page). */
export function LessonCall({ room, user, beside }: { room: RoomResponse; user: User; beside?: ReactNode }) {
  const { t } = useTexts(LESSON_TEXTS);
  const { room: roomTexts } = useContractTexts();
  const media = useLocalMedia();
  const { call, remoteStream, otherMedia, quality, join, leave, announceMedia, videoSender } = useRoomCall(
    room,
    media.stream,
  );
  const [isMicrophoneOn, setIsMicrophoneOn] = useState(true);
  const [isCameraOn, setIsCameraOn] = useState(true);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const now = useNow(call.phase !== 'lobby' && call.phase !== 'left');
  // Known in the browser only (the room is rendered on the server first).
  const canShareScreen = useIsHydrated() && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
  const lesson = { startsAt: new Date(room.startsAt), durationMinutes: room.durationMinutes };
  const joinCall = () => {
    rememberJoined(room.bookingId);
    join();
  };

  // A reload during the call goes back into it as soon as the camera is on again.
  useEffect(() => {
    if (media.stream && call.phase === 'lobby' && wasJoined(room.bookingId)) join();
  }, [media.stream, call.phase, room.bookingId, join]);

  const setTrack = (kind: 'audio' | 'video', isOn: boolean) => {
    media.stream?.getTracks().forEach((track) => {
      if (track.kind === kind) track.enabled = isOn;
    });
    announceMedia();
  };

  const stopSharing = (shared: MediaStream | null) => {
    shared?.getTracks().forEach((track) => track.stop());
    setScreen(null);
    void videoSender()?.replaceTrack(media.stream?.getVideoTracks()[0] ?? null);
  };

  const shareScreen = async () => {
    if (screen) return stopSharing(screen);
    try {
      const shared = await navigator.mediaDevices.getDisplayMedia({ video: true });
      const track = shared.getVideoTracks()[0];
      if (!track) return;
      track.addEventListener('ended', () => stopSharing(shared));
      await videoSender()?.replaceTrack(track);
      setScreen(shared);
    } catch {
      // The user closed the browser's picker: nothing to share.
    }
  };

  const leaveCall = () => {
    screen?.getTracks().forEach((track) => track.stop());
    media.stream?.getTracks().forEach((track) => track.stop());
    forgetJoined(room.bookingId);
    leave();
  };

  if (call.phase === 'lobby') {
    return (
      <>
        <RoomStyles />
        <Lobby room={room} media={media} onJoin={joinCall} />
      </>
    );
  }
  if (call.phase === 'left') {
    return (
      <section className="lz-lesson-notice" aria-labelledby="lesson-left-title">
        <RoomStyles />
        <h1 id="lesson-left-title">{t('call.leftTitle')}</h1>
        <div className="lz-lesson-actions">
          <Button
            variant="primary"
            onClick={() => {
              rememberJoined(room.bookingId);
              window.location.reload();
            }}
          >
            {t('call.rejoin')}
          </Button>
          <LinkButton to={user.role === 'admin' ? '/admin-dashboard' : '/student-dashboard'}>
            {t('call.backToDashboard')}
          </LinkButton>
        </div>
      </section>
    );
  }

  const statusTexts: Record<CallPhase, string> = {
    lobby: t('lobby.intro'),
    waiting: roomTexts.waitingFor(room.other.name),
    connecting: t('call.connecting'),
    reconnecting: t('call.reconnecting'),
    connected: t('call.connected'),
    left: t('call.left'),
  };
  const status = statusTexts[callStatusOf(call)];
  return (
    <div className="lz-lesson-room">
      <RoomStyles />
      <header className="lz-lesson-status">
        <h1>{t('call.title', { name: room.other.name })}</h1>
        <p role="status" aria-live="polite">
          {status}
        </p>
        <p>
          <span aria-label={t('call.elapsed')}>{formatElapsed(lesson.startsAt, now)}</span> ·{' '}
          {t('call.minutesLeft', { minutes: minutesLeft(lesson, now) })}
        </p>
        {call.phase === 'connected' && <ConnectionQuality level={quality} />}
      </header>
      <div className="lz-lesson-stage">
        <MediaVideo
          stream={remoteStream}
          label={t('call.otherVideo', { name: room.other.name })}
          speakerId={media.choice.speakerId}
        />
        {!remoteStream && <p className="lz-lesson-overlay">{status}</p>}
        {remoteStream && !otherMedia.isMicrophoneOn && (
          <p className="lz-lesson-other-muted">{t('call.otherMuted', { name: room.other.name })}</p>
        )}
        {remoteStream && !otherMedia.isCameraOn && (
          <p className="lz-lesson-overlay">{t('call.otherCameraOff', { name: room.other.name })}</p>
        )}
        <MediaVideo
          stream={screen ?? media.stream}
          label={t('call.yourVideo')}
          isSelf={!screen}
          className="lz-lesson-self"
        />
      </div>
      <div className="lz-lesson-controls" role="toolbar" aria-label={t('call.controls')}>
        <Button
          className="lz-lesson-toggle"
          aria-pressed={!isMicrophoneOn}
          onClick={() => {
            setTrack('audio', !isMicrophoneOn);
            setIsMicrophoneOn(!isMicrophoneOn);
          }}
        >
          {isMicrophoneOn ? t('call.mute') : t('call.unmute')}
        </Button>
        <Button
          className="lz-lesson-toggle"
          aria-pressed={!isCameraOn}
          onClick={() => {
            setTrack('video', !isCameraOn);
            setIsCameraOn(!isCameraOn);
          }}
        >
          {isCameraOn ? t('call.cameraOff') : t('call.cameraOn')}
        </Button>
        {canShareScreen && (
          <Button className="lz-lesson-toggle" aria-pressed={Boolean(screen)} onClick={() => void shareScreen()}>
            {screen ? t('call.stopSharing') : t('call.shareScreen')}
          </Button>
        )}
        <Button variant="primary" danger onClick={leaveCall}>
          {t('call.leave')}
        </Button>
      </div>
      <div className="lz-lesson-side">
        {user.role === 'admin' && (
          <section className="lz-lesson-note" aria-labelledby="lesson-note-title">
            <h2 id="lesson-note-title">{t('call.lessonNote')}</h2>
            <Suspense fallback={<p role="status">{t('call.loadingNote')}</p>}>
              <LessonNotePanel lessonId={room.bookingId} />
            </Suspense>
          </section>
        )}
        {beside}
        <RoomChat room={room} user={user} />
      </div>
    </div>
  );
}
