import { useEffect, useReducer, useRef, useState } from 'react';
import type { RoomEvent, RoomResponse, Signal } from '@lezioni/contracts';
import { LESSON_ROOM_API } from '@lezioni/contracts/values';
import { useSendSignalMutation } from '../api';
import {
  CONNECT_TIMEOUT_MS,
  ICE_RESTART_AFTER_MS,
  INITIAL_CALL_STATE,
  isFromNewPeer,
  isPoorConnection,
  nextCallState,
} from '../room-machine';

const STATS_EVERY_MS = 2_000;

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
 * room's event stream. Being on the stream is being present, so the stream opens at Join.
 */
export function useRoomCall(room: RoomResponse, localStream: MediaStream | null) {
  const [call, dispatch] = useReducer(nextCallState, INITIAL_CALL_STATE);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [otherMedia, setOtherMedia] = useState<OtherMedia>({ isMicrophoneOn: true, isCameraOn: true });
  const [isPoor, setIsPoor] = useState(false);
  const [sendSignal] = useSendSignalMutation();
  const isJoined = call.phase !== 'lobby' && call.phase !== 'left';
  const pcRef = useRef<RTCPeerConnection | null>(null);
  const sendMediaRef = useRef<(() => void) | undefined>(undefined);

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
    let lastCounts = { lost: 0, received: 0 };

    const closePeer = () => {
      clearTimeout(restartTimer);
      clearTimeout(connectTimer);
      clearInterval(statsTimer);
      statsTimer = undefined;
      pc?.close();
      pc = null;
      pcRef.current = null;
      setRemoteStream(null);
    };

    const measure = async (peer: RTCPeerConnection) => {
      let lost = 0;
      let received = 0;
      let roundTripS: number | undefined;
      (await peer.getStats()).forEach((report: Record<string, unknown>) => {
        if (report.type === 'inbound-rtp') {
          lost += Number(report.packetsLost ?? 0);
          received += Number(report.packetsReceived ?? 0);
        }
        if (report.type === 'candidate-pair' && report.nominated && typeof report.currentRoundTripTime === 'number')
          roundTripS = report.currentRoundTripTime;
      });
      const newLost = lost - lastCounts.lost;
      const newReceived = received - lastCounts.received;
      lastCounts = { lost, received };
      setIsPoor(isPoorConnection({ lossRatio: newLost / Math.max(1, newLost + newReceived), roundTripS }));
    };

    // A new peer connection each time the two meet: a reload of either side starts clean.
    const openPeer = () => {
      closePeer();
      const peer = new RTCPeerConnection({ iceServers: room.iceServers, iceTransportPolicy: iceTransportPolicy() });
      pc = peer;
      pcRef.current = peer;
      if (!isPolite)
        connectTimer = setTimeout(() => {
          if (pc === peer && peer.connectionState !== 'connected') openPeer();
        }, CONNECT_TIMEOUT_MS);
      localStream.getTracks().forEach((track) => peer.addTrack(track, localStream));
      peer.onnegotiationneeded = async () => {
        try {
          isMakingOffer = true;
          await peer.setLocalDescription();
          if (peer.localDescription)
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
        if (peer.connectionState === 'connected') clearTimeout(connectTimer);
        if (peer.connectionState === 'connected' && !statsTimer)
          statsTimer = setInterval(() => void measure(peer), STATS_EVERY_MS);
      };
      sendMedia();
    };

    const sendMedia = () => {
      const audio = localStream.getAudioTracks()[0];
      const video = localStream.getVideoTracks()[0];
      send({ type: 'media', isMicrophoneOn: audio?.enabled ?? false, isCameraOn: video?.enabled ?? false });
    };

    const receive = async (signal: Signal) => {
      // The other side reloaded: start over with a fresh connection of our own.
      if (
        signal.type === 'description' &&
        signal.description.type === 'offer' &&
        isFromNewPeer(pc?.remoteDescription?.sdp, signal.description.sdp)
      )
        openPeer();
      const peer = pc;
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
        // The polite side's setRemoteDescription rolls its own offer back implicitly.
        await peer.setRemoteDescription(description);
        if (description.type === 'offer') {
          await peer.setLocalDescription();
          if (peer.localDescription)
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

    const events = new EventSource(LESSON_ROOM_API.events(bookingId), { withCredentials: true });
    let isOtherPresent = false;
    const onEvent = (message: Event) => {
      const event = readRoomEvent(message as MessageEvent<string>);
      if (!event) return;
      if (event.type === 'presence') {
        const isPresent = event.presentIds.includes(room.other.id);
        dispatch({ type: 'presence', isOtherPresent: isPresent });
        if (isPresent && !isOtherPresent) openPeer();
        if (!isPresent && isOtherPresent) closePeer();
        isOtherPresent = isPresent;
        return;
      }
      if (event.fromId !== room.other.id) return;
      const { signal } = event;
      incoming = incoming.then(() => receive(signal)).catch(() => undefined);
    };
    for (const type of ['message', 'presence', 'signal']) events.addEventListener(type, onEvent);
    sendMediaRef.current = sendMedia;
    return () => {
      events.close();
      closePeer();
      sendMediaRef.current = undefined;
    };
    // The call restarts only on joining or on a new camera stream.
  }, [isJoined, localStream, room, sendSignal]);

  return {
    call,
    remoteStream,
    otherMedia,
    isPoor,
    join: () => dispatch({ type: 'join' }),
    leave: () => dispatch({ type: 'leave' }),
    /** Tells the other side that this side's microphone or camera changed. */
    announceMedia: () => sendMediaRef.current?.(),
    /** The video sender, for screen sharing (replaceTrack). */
    videoSender: () =>
      pcRef.current?.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === 'video')?.sender,
  };
}
