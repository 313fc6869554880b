import { act, renderHook } from '@testing-library/react';
import { VIDEO_FALLBACK_TIMEOUT_MS, VIDEO_FALLBACK_TIMEOUT_PRODUCTION_MS } from '@lezioni/contracts/values';
import { useVideoEmbed } from './use-video-embed';
import { isPlayerMessage, videoEmbedUrls, videoFallbackTimeoutMs, videoWatchUrl } from './video-embed';

const ORIGIN = 'https://lezioni.example.test';
const SOURCES = videoEmbedUrls('abc123', ORIGIN);

describe('video embed addresses', () => {
  test('when a video id is given, then the privacy-friendly host comes first, followed by three variants', () => {
    const urls = videoEmbedUrls('abc123', ORIGIN);

    const api = `enablejsapi=1&origin=${encodeURIComponent(ORIGIN)}`;
    expect(urls).toEqual([
      `https://www.youtube-nocookie.com/embed/abc123?${api}`,
      `https://www.youtube-nocookie.com/embed/abc123?${api}&rel=0&modestbranding=1&playsinline=1`,
      `https://www.youtube.com/embed/abc123?${api}&rel=0&playsinline=1`,
      `https://youtube.com/embed/abc123?${api}`,
    ]);
  });

  test('when the id holds URL characters, then they are escaped', () => {
    expect(videoWatchUrl('a&b=c')).toBe('https://www.youtube.com/watch?v=a%26b%3Dc');
    expect(videoEmbedUrls('a/b', ORIGIN)[0]).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/a%2Fb\?/);
  });

  test('when a message is the player reporting, then it is recognised, and anything else is not', () => {
    expect(isPlayerMessage('{"event":"onReady","id":1,"channel":"widget"}')).toBe(true);
    expect(isPlayerMessage('{"event":"infoDelivery","info":{}}')).toBe(true);
    expect(isPlayerMessage('not json')).toBe(false);
    expect(isPlayerMessage('{"type":"other"}')).toBe(false);
    expect(isPlayerMessage({ event: 'onReady' })).toBe(false);
  });

  test('when the page is served from the production host, then the timeout is the shorter one', () => {
    expect(videoFallbackTimeoutMs('lezioni.example', 'lezioni.example')).toBe(VIDEO_FALLBACK_TIMEOUT_PRODUCTION_MS);
    expect(videoFallbackTimeoutMs('localhost', 'lezioni.example')).toBe(VIDEO_FALLBACK_TIMEOUT_MS);
  });
});

describe('useVideoEmbed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('when the frame errors, then each fallback address is tried in order, then the fallback shows', () => {
    const { result } = renderHook(() => useVideoEmbed(SOURCES, 5_000, true));
    const seen = [result.current.src];

    for (let attempt = 1; attempt < SOURCES.length; attempt++) {
      act(() => result.current.handleError());
      seen.push(result.current.src);
    }
    act(() => result.current.handleError());

    expect(seen).toEqual(SOURCES);
    expect(result.current.status).toBe('fallback');
  });

  test('when nothing loads before the deadline, then the fallback shows, and not a moment earlier', () => {
    const { result } = renderHook(() => useVideoEmbed(SOURCES, 5_000, true));

    act(() => jest.advanceTimersByTime(4_999));
    const statusBefore = result.current.status;
    act(() => jest.advanceTimersByTime(1));

    expect(statusBefore).toBe('loading');
    expect(result.current.status).toBe('fallback');
  });

  test('when a fallback address errors, then the deadline still counts from the start', () => {
    const { result } = renderHook(() => useVideoEmbed(SOURCES, 5_000, true));

    act(() => jest.advanceTimersByTime(3_000));
    act(() => result.current.handleError());
    act(() => jest.advanceTimersByTime(2_000));

    expect(result.current.status).toBe('fallback');
  });

  test('when the player is ready in time, then the deadline no longer applies', () => {
    const { result } = renderHook(() => useVideoEmbed(SOURCES, 5_000, true));

    act(() => result.current.handleReady());
    act(() => jest.advanceTimersByTime(60_000));

    expect(result.current.status).toBe('loaded');
  });

  test('when the frame is not yet active, then the deadline waits for it', () => {
    const { result, rerender } = renderHook(({ isActive }) => useVideoEmbed(SOURCES, 5_000, isActive), {
      initialProps: { isActive: false },
    });

    act(() => jest.advanceTimersByTime(60_000));
    const statusWhileInactive = result.current.status;
    rerender({ isActive: true });
    act(() => jest.advanceTimersByTime(5_000));

    expect(statusWhileInactive).toBe('loading');
    expect(result.current.status).toBe('fallback');
  });
});
