import { useEffect, useReducer, useRef, useState } from 'react';
import type { RoomEvent, RoomResponse, Signal } from '@lezioni/contracts';
import { LESSON_ROOM_API, ROOM_CONNECT_TIMEOUT_MS } from '@lezioni/contracts/values';
import { useSendSignalMutation } from '../api';
import { qualityOf, sampleOf, type QualityLevel, type StatsSample } from '../call-quality';
import { isFromNewPeer, peerActionOnPresence, reconnectDelayMs, shouldReconnect, STREAM_SILENCE_MS } from '../recovery';
import { ICE_RESTART_AFTER_MS, INITIAL_CALL_STATE, nextCallState } from '../room-machine';
import { shareRoomStream } from '../../../utils/room-stream';

const STATS_EVERY_MS = 2_000;
/** How often a quiet stream is checked against STREAM_SILENCE_MS. */
const SILENCE_CHECK_EVERY_MS = 5_000;

export type OtherMedia = { isMicrophoneOn: boolean; isCameraOn: boolean };

/**
 * `?ice=relay` on the room's address sends everything through TURN: how an operator (and the
 * browser test) checks that the TURN server works.
 */
const iceTransportPolicy = (): RTCIceTransportPolicy =>
  new URLSearchParams(window.location.search).get('ice') === 'relay' ? 'relay' : 'all';

const ROOM_EVENT_TYPES: ReadonlySet<unknown> = new Set<RoomEvent['type']>(['presence', 'signal']);

/** Our own server's event, checked where it is sent: told apart by its `type`, not parsed again (ARCHITECTURE D26). */
const isRoomEvent = (value: unknown): value is RoomEvent =>
  typeof value === 'object' && value !== null && ROOM_EVENT_TYPES.has((value as { type?: unknown }).type);

/** A room event, whether the stream names it (`event: presence`, data its fields) or not (data the whole event). */
function readRoomEvent(message: MessageEvent<string>): RoomEvent | undefined {
  try {
    const data: unknown = JSON.parse(message.data);
    const withType =
      message.type !== 'message' && typeof data === 'object' && data !== null && !('type' in data)
        ? { type: message.type, ...data }
        : data;
    return isRoomEvent(withType) ? withType : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The call with the other side: one RTCPeerConnection per meeting of the two, "perfect negotiation"
 * (the student is polite: on glare it rolls its offer back), signals POSTed and received on the
 * room's event stream. Being on the stream is being present, so the stream opens at Join. A stream
 * that drops is reopened by the page itself (recovery.ts), and a connection left broken by the cut
 * is started afresh; the connection's quality is measured every STATS_EVERY_MS while it is up.
 */
export function useRoomCall(room: RoomResponse, localStream: MediaStream | null) {
  const [call, dispatch] = useReducer(nextCallState, INITIAL_CALL_STATE);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [otherMedia, setOtherMedia] = useState<OtherMedia>({ isMicrophoneOn: true, isCameraOn: true });
  const [quality, setQuality] = useState<QualityLevel | undefined>(undefined);
  const [sendSignal] = useSendSignalMutation();
  const isJoined = call.phase !== 'lobby' && call.phase !== 'left';
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const sendMediaRef = useRef<(() => void) | undefined>(undefined);
  // Read by the stats loop: the video's bitrate only tells something while the other's camera is on.
  const isOtherCameraOnRef = useRef(true);
  useEffect(() => {
    isOtherCameraOnRef.current = otherMedia.isCameraOn;
  }, [otherMedia.isCameraOn]);

  useEffect(() => {
    if (!isJoined || !localStream) return;
    const bookingId = room.bookingId;
    const isPolite = room.me.role === 'student';
    // One POST at a time: a candidate must never overtake the description it belongs to.
    let outgoing = Promise.resolve();
    const send = (signal: Signal) => {
      outgoing = outgoing.then(() => sendSignal({ bookingId, signal }).unwrap()).catch(() => undefined);
    };
    let incoming = Promise.resolve();
    let pc: RTCPeerConnection | null = null;
    let isMakingOffer = false;
    let isIgnoringOffer = false;
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    let connectTimer: ReturnType<typeof setTimeout> | undefined;
    let statsTimer: ReturnType<typeof setInterval> | undefined;
    let lastSample: StatsSample | undefined;

    const stopMeasuring = () => {
      clearInterval(statsTimer);
      statsTimer = undefined;
      lastSample = undefined;
      setQuality(undefined);
    };

    const closePeer = () => {
      clearTimeout(restartTimer);
      clearTimeout(connectTimer);
      connectTimer = undefined;
      stopMeasuring();
      pc?.close();
      pc = null;
      pcRef.current = null;
      setRemoteStream(null);
    };

    const measure = async (peer: RTCPeerConnection) => {
      const reports = await peer.getStats();
      if (pc !== peer || !statsTimer) return;
      const sample = sampleOf(reports.values() as Iterable<Record<string, unknown>>, Date.now());
      setQuality(qualityOf(lastSample, sample, { isVideoExpected: isOtherCameraOnRef.current }).level);
      lastSample = sample;
    };

    // The impolite side's way out of a negotiation whose signals were lost: a fresh connection.
    const watchConnecting = (peer: RTCPeerConnection) => {
      if (isPolite || connectTimer) return;
      connectTimer = setTimeout(() => {
        connectTimer = undefined;
        if (pc === peer && peer.connectionState !== 'connected') openPeer();
      }, ROOM_CONNECT_TIMEOUT_MS);
    };

    // A new peer connection each time the two meet: a reload of either side starts clean.
    const openPeer = () => {
      closePeer();
      const peer = new RTCPeerConnection({ iceServers: room.iceServers, iceTransportPolicy: iceTransportPolicy() });
      pc = peer;
      pcRef.current = peer;
      watchConnecting(peer);
      localStream.getTracks().forEach((track) => peer.addTrack(track, localStream));
      peer.onnegotiationneeded = async () => {
        try {
          isMakingOffer = true;
          await peer.setLocalDescription();
          // An offer of a connection given up meanwhile (a crossing offer answered from a fresh one) stays here.
          if (pc === peer && peer.localDescription)
            send({
              type: 'description',
              description: { type: peer.localDescription.type, sdp: peer.localDescription.sdp },
            });
        } finally {
          isMakingOffer = false;
        }
      };
      peer.onicecandidate = ({ candidate: found }) =>
        send({
          type: 'candidate',
          candidate: found
            ? {
                candidate: found.candidate,
                sdpMid: found.sdpMid,
                sdpMLineIndex: found.sdpMLineIndex,
                usernameFragment: found.usernameFragment,
              }
            : null,
        });
      peer.ontrack = ({ streams }) => setRemoteStream(streams[0] ?? null);
      peer.onconnectionstatechange = () => {
        dispatch({ type: 'connection', state: peer.connectionState });
        clearTimeout(restartTimer);
        // A Wi-Fi switch or a sleeping laptop: restart ICE at once on failed, after a while on disconnected.
        if (peer.connectionState === 'failed') peer.restartIce();
        if (peer.connectionState === 'disconnected')
          restartTimer = setTimeout(
            () => peer.connectionState === 'disconnected' && peer.restartIce(),
            ICE_RESTART_AFTER_MS,
          );
        if (peer.connectionState === 'disconnected' || peer.connectionState === 'failed') {
          watchConnecting(peer);
          stopMeasuring();
        }
        if (peer.connectionState === 'connected') {
          clearTimeout(connectTimer);
          connectTimer = undefined;
        }
        if (peer.connectionState === 'connected' && !statsTimer) {
          statsTimer = setInterval(() => void measure(peer), STATS_EVERY_MS);
          void measure(peer);
        }
      };
      sendMedia();
    };

    const sendMedia = () => {
      const audio = localStream.getAudioTracks()[0];
      const video = localStream.getVideoTracks()[0];
      send({ type: 'media', isMicrophoneOn: audio?.enabled ?? false, isCameraOn: video?.enabled ?? false });
    };

    const receive = async (signal: Signal) => {
      // The other side reloaded or started afresh (or ours was closed under us): start over with a
      // fresh connection of our own. An answer to an offer of the old one is dropped: the fresh one offers.
      if (
        signal.type === 'description' &&
        (pc?.signalingState === 'closed' || isFromNewPeer(pc?.remoteDescription?.sdp, signal.description.sdp))
      ) {
        openPeer();
        if (signal.description.type === 'answer') return;
      }
      let peer = pc;
      if (signal.type === 'media') {
        setOtherMedia({ isMicrophoneOn: signal.isMicrophoneOn, isCameraOn: signal.isCameraOn });
        return;
      }
      if (!peer) return;
      if (signal.type === 'description') {
        const { description } = signal;
        const isGlare = description.type === 'offer' && (isMakingOffer || peer.signalingState !== 'stable');
        isIgnoringOffer = !isPolite && isGlare;
        if (isIgnoringOffer) return;
        // The polite side answers a crossing offer from a fresh connection rather than roll its own
        // back: Chromium's rollback of an offer whose candidates were being gathered left the answer
        // with no candidates at all, and the call at "Connecting…" until the 10 s retry (bench:room).
        if (isGlare) {
          openPeer();
          peer = pc!;
        }
        await peer.setRemoteDescription(description);
        if (description.type === 'offer') {
          await peer.setLocalDescription();
          // An offer of a connection given up meanwhile (a crossing offer answered from a fresh one) stays here.
          if (pc === peer && peer.localDescription)
            send({
              type: 'description',
              description: { type: peer.localDescription.type, sdp: peer.localDescription.sdp },
            });
        }
        return;
      }
      try {
        await peer.addIceCandidate(signal.candidate ?? undefined);
      } catch (error) {
        if (!isIgnoringOffer) throw error;
      }
    };

    let events: EventSource | undefined;
    let isOtherPresent = false;
    let isFirstSinceCut = false;
    let failures = 0;
    let lastEventAt = Date.now();
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

    const onEvent = (message: Event) => {
      lastEventAt = Date.now();
      if (failures > 0) {
        failures = 0;
        dispatch({ type: 'signalling', isLost: false });
      }
      const event = readRoomEvent(message as MessageEvent<string>);
      if (!event) return;
      if (event.type === 'presence') {
        const isPresent = event.presentIds.includes(room.other.id);
        dispatch({ type: 'presence', isOtherPresent: isPresent });
        const action = peerActionOnPresence({
          wasOtherPresent: isOtherPresent,
          isOtherPresent: isPresent,
          isFirstSinceCut,
          connectionState: pc?.connectionState,
        });
        // A call kept across the cut: what this side's camera and microphone are may have been lost
        // with it (a fresh connection tells it anyway).
        if (isFirstSinceCut && action === 'keep' && isPresent) sendMedia();
        isFirstSinceCut = false;
        isOtherPresent = isPresent;
        if (action === 'open') openPeer();
        if (action === 'close') closePeer();
        return;
      }
      if (event.type === 'page' || event.fromId !== room.other.id) return;
      const { signal } = event;
      incoming = incoming.then(() => receive(signal)).catch(() => undefined);
    };

    const openStream = () => {
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      lastEventAt = Date.now();
      const stream = new EventSource(LESSON_ROOM_API.events(bookingId), { withCredentials: true });
      events = stream;
      shareRoomStream(bookingId, stream);
      for (const type of ['message', 'presence', 'signal']) stream.addEventListener(type, onEvent);
      stream.addEventListener('error', () => {
        if (events === stream) loseStream();
      });
    };

    // The page reopens the stream itself rather than leave it to the browser, whose retries stop
    // for good at the first refusal and wait 3 s or more; what came while it was down is lost.
    const loseStream = () => {
      events?.close();
      events = undefined;
      shareRoomStream(bookingId, null);
      failures += 1;
      isFirstSinceCut = true;
      dispatch({ type: 'signalling', isLost: true });
      if (!shouldReconnect(new Date(), new Date(room.closesAt))) return;
      reconnectTimer = setTimeout(openStream, reconnectDelayMs(failures));
    };

    const reconnectNow = () => {
      if (reconnectTimer) openStream();
    };
    const silenceCheck = setInterval(() => {
      if (events && Date.now() - lastEventAt > STREAM_SILENCE_MS) loseStream();
    }, SILENCE_CHECK_EVERY_MS);
    window.addEventListener('online', reconnectNow);
    openStream();
    sendMediaRef.current = sendMedia;
    return () => {
      window.removeEventListener('online', reconnectNow);
      clearInterval(silenceCheck);
      clearTimeout(reconnectTimer);
      shareRoomStream(bookingId, null);
      events?.close();
      events = undefined;
      closePeer();
      sendMediaRef.current = undefined;
    };
    // The call restarts only on joining or on a new camera stream.
  }, [isJoined, localStream, room, sendSignal]);

  return {
    call,
    remoteStream,
    otherMedia,
    /** The connection's quality while the call is up (call-quality.ts); undefined before the first measure. */
    quality,
    join: () => dispatch({ type: 'join' }),
    leave: () => dispatch({ type: 'leave' }),
    /** Tells the other side that this side's microphone or camera changed. */
    announceMedia: () => sendMediaRef.current?.(),
    /** The video sender, for screen sharing (replaceTrack). */
    videoSender: () =>
      pcRef.current?.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === 'video')?.sender,
  };
}
