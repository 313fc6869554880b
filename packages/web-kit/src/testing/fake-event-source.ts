import { act } from '@testing-library/react';

type Listener = (event: Event) => void;

/** A stand-in for the browser's EventSource, which jsdom lacks; tests drive it by hand. */
export class FakeEventSource {
  readonly url: string;
  readonly withCredentials: boolean;
  isClosed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string, init?: EventSourceInit) {
    this.url = url;
    this.withCredentials = init?.withCredentials ?? false;
  }

  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.isClosed = true;
  }

  private dispatch(event: Event) {
    act(() => {
      for (const listener of this.listeners.get(event.type) ?? []) listener(event);
    });
  }

  /** The server answered: the stream is open. */
  open() {
    this.dispatch(new Event('open'));
  }

  /** The connection failed or dropped. */
  fail() {
    this.dispatch(new Event('error'));
  }

  /** The server sent `event: <type>` with `data` as JSON. */
  emit(type: string, data: unknown) {
    this.dispatch(new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
}

/**
 * Installs FakeEventSource as the global EventSource for one test (removed after it) and returns
 * every instance the code under test created, oldest first.
 */
export function installFakeEventSource(): { instances: FakeEventSource[]; latest: () => FakeEventSource } {
  const instances: FakeEventSource[] = [];
  class Recorded extends FakeEventSource {
    constructor(url: string, init?: EventSourceInit) {
      super(url, init);
      instances.push(this);
    }
  }
  Object.defineProperty(globalThis, 'EventSource', { value: Recorded, configurable: true, writable: true });
  return {
    instances,
    latest: () => {
      const instance = instances.at(-1);
      if (!instance) throw new Error('No EventSource was opened');
      return instance;
    },
  };
}

/** Removes the global EventSource again (setup-tests calls it after every test). */
export function uninstallFakeEventSource() {
  delete (globalThis as { EventSource?: unknown }).EventSource;
}
