import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PUSH_PREFERENCES, PUSH_API, type PushPreferences } from '@lezioni/contracts';
import { captureInstallPrompt } from '@lezioni/web-kit';
import { mockFetch, renderWithProviders } from '@lezioni/web-kit/testing';
import en from '../locales/en.json';
import { DeviceNotificationsCard } from './device-notifications-card';

const TEXTS = en.deviceNotifications;
const PUBLIC_KEY = 'BAECAwQ'; // the bytes 4, 1, 2, 3, 4 in base64url
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/**
 * The browser's side, which jsdom lacks: the permission prompt (answering `answer`), the service
 * worker's registration and its push manager, which subscribes as a browser's push service would.
 */
function fakeBrowser({ permission = 'default', answer = 'granted' }: { permission?: string; answer?: string } = {}) {
  const browser = {
    permission,
    subscription: null as ReturnType<typeof subscriptionAt> | null,
    keysAskedFor: [] as number[][],
    prompts: 0,
  };
  const subscriptionAt = (endpoint: string) => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
    unsubscribe: async () => ((browser.subscription = null), true),
  });
  const registration = {
    pushManager: {
      getSubscription: async () => browser.subscription,
      subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
        browser.keysAskedFor.push([...applicationServerKey]);
        return (browser.subscription = subscriptionAt(ENDPOINT));
      },
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async () => registration,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  Object.assign(window, {
    PushManager: class {},
    Notification: {
      get permission() {
        return browser.permission;
      },
      requestPermission: async () => {
        browser.prompts += 1;
        return (browser.permission = answer);
      },
    },
  });
  return { browser, subscribed: () => (browser.subscription = subscriptionAt(ENDPOINT)) };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

/** Auth's push API: the key, the devices it keeps, the account's choices. */
function pushServer() {
  const devices = new Set<string>();
  let preferences: PushPreferences = DEFAULT_PUSH_PREFERENCES;
  const network = mockFetch({
    [`GET ${PUSH_API.publicKey}`]: { body: { publicKey: PUBLIC_KEY } },
    [`GET ${PUSH_API.subscriptions}`]: () => ({
      body: {
        devices: [...devices].map((endpoint) => ({
          endpoint,
          endpointHost: new URL(endpoint).host,
          deviceLabel: null,
          isThisSession: true,
          createdAt: '2026-12-07T10:00:00.000Z',
        })),
      },
    }),
    [`POST ${PUSH_API.subscriptions}`]: ({ body }) => (
      devices.add((body as { endpoint: string }).endpoint),
      { status: 204 }
    ),
    [`DELETE ${PUSH_API.subscriptions}`]: ({ body }) => (
      devices.delete((body as { endpoint: string }).endpoint),
      { status: 204 }
    ),
    [`GET ${PUSH_API.preferences}`]: () => ({ body: preferences }),
    [`PUT ${PUSH_API.preferences}`]: ({ body }) => ({ body: (preferences = body as PushPreferences) }),
  });
  return { devices, network, callsTo: (method: string) => network.requests.filter((call) => call.method === method) };
}

/** The switch once the card's workings have arrived: until then the page shows a disabled one. */
async function enabledSwitch() {
  await waitFor(() => expect(screen.getByRole('switch', { name: TEXTS.switch })).toBeEnabled());
  return screen.getByRole('switch', { name: TEXTS.switch });
}

describe('the card of notifications on this device', () => {
  it('when a dashboard first shows the card, then its switch waits disabled, "Checking…", until the browser is idle, and works after', async () => {
    const { subscribed } = fakeBrowser({ permission: 'granted' });
    subscribed();
    const server = pushServer();
    server.devices.add(ENDPOINT);
    const idleWork: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: (work: () => void) => idleWork.push(work),
      cancelIdleCallback: () => undefined,
    });
    try {
      renderWithProviders(<DeviceNotificationsCard role="student" />);

      expect(idleWork).toHaveLength(1);
      expect(screen.getByRole('switch', { name: TEXTS.switch })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent(TEXTS.checking);
      expect(server.network.requests).toEqual([]);

      act(() => idleWork[0]!());
      expect(await enabledSwitch()).toBeChecked();
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('when a student presses the switch and allows notifications, then the device subscribes with the server’s key, the server keeps it and the student’s kinds show', async () => {
    const { browser } = fakeBrowser();
    const server = pushServer();
    renderWithProviders(<DeviceNotificationsCard role="student" />);
    const toggle = await enabledSwitch();
    expect(browser.prompts).toBe(0);

    await userEvent.click(toggle);

    await waitFor(() => expect(screen.getByRole('switch', { name: TEXTS.switch })).toBeChecked());
    expect(browser.prompts).toBe(1);
    expect(browser.keysAskedFor).toEqual([[4, 1, 2, 3, 4]]);
    expect(server.callsTo('POST').map(({ body }) => body)).toEqual([
      { endpoint: ENDPOINT, expirationTime: null, keys: KEYS },
    ]);
    expect(await screen.findByRole('switch', { name: TEXTS.kinds['lesson-answers'] })).toBeChecked();
    expect(screen.getByRole('switch', { name: TEXTS.kinds['lesson-reminders'] })).toBeChecked();
    expect(screen.getByRole('switch', { name: TEXTS.kinds.messages })).toBeChecked();
    expect(screen.getByRole('switch', { name: TEXTS.kinds['word-reviews'] })).toBeChecked();
    expect(screen.getByRole('switch', { name: TEXTS.previews })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: TEXTS.kinds['lesson-requests'] })).not.toBeInTheDocument();
  });

  it('when the browser blocks notifications, then the card says how to allow them and nothing is subscribed', async () => {
    const { browser } = fakeBrowser({ answer: 'denied' });
    const server = pushServer();
    renderWithProviders(<DeviceNotificationsCard role="admin" />);
    const toggle = await enabledSwitch();

    await userEvent.click(toggle);

    expect(await screen.findByText(TEXTS.denied)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: TEXTS.switch })).not.toBeChecked();
    expect(browser.subscription).toBeNull();
    expect(server.callsTo('POST')).toEqual([]);
  });

  it('when the teacher, shown her kinds only, turns the switch off, then the server forgets the device and the browser unsubscribes', async () => {
    const { browser, subscribed } = fakeBrowser({ permission: 'granted' });
    subscribed();
    const server = pushServer();
    server.devices.add(ENDPOINT);
    renderWithProviders(<DeviceNotificationsCard role="admin" />);
    expect(await screen.findByRole('switch', { name: TEXTS.kinds['lesson-requests'] })).toBeChecked();
    expect(screen.queryByRole('switch', { name: TEXTS.kinds['word-reviews'] })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: TEXTS.switch }));

    await waitFor(() => expect(screen.getByRole('switch', { name: TEXTS.switch })).not.toBeChecked());
    expect(server.callsTo('DELETE').map(({ body }) => body)).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.subscription).toBeNull();
    expect(server.devices.size).toBe(0);
  });

  it('when the browser holds a subscription the server does not keep for this account (made before a logout here), then the switch is off and nothing is sent', async () => {
    const { subscribed } = fakeBrowser({ permission: 'granted' });
    subscribed();
    const server = pushServer();
    renderWithProviders(<DeviceNotificationsCard role="student" />);

    const toggle = await enabledSwitch();
    expect(toggle).not.toBeChecked();
    expect(server.callsTo('POST')).toEqual([]);
  });

  it('when the device is subscribed and the server keeps it, then the switch is on', async () => {
    const { subscribed } = fakeBrowser({ permission: 'granted' });
    subscribed();
    const server = pushServer();
    server.devices.add(ENDPOINT);
    renderWithProviders(<DeviceNotificationsCard role="student" />);

    await waitFor(() => expect(screen.getByRole('switch', { name: TEXTS.switch })).toBeChecked());
    expect(server.callsTo('POST')).toEqual([]);
  });

  it('when the student turns reminders off and previews on, then the account’s choices are saved with the others kept', async () => {
    const { subscribed } = fakeBrowser({ permission: 'granted' });
    subscribed();
    const server = pushServer();
    server.devices.add(ENDPOINT);
    renderWithProviders(<DeviceNotificationsCard role="student" />);

    await userEvent.click(await screen.findByRole('switch', { name: TEXTS.kinds['lesson-reminders'] }));
    await waitFor(() => expect(server.callsTo('PUT')).toHaveLength(1));
    await userEvent.click(screen.getByRole('switch', { name: TEXTS.previews }));

    await waitFor(() => expect(screen.getByRole('switch', { name: TEXTS.previews })).toBeChecked());
    expect(screen.getByRole('switch', { name: TEXTS.kinds['lesson-reminders'] })).not.toBeChecked();
    expect(server.callsTo('PUT').at(-1)!.body).toEqual({
      kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, 'lesson-reminders': false },
      showPreviews: true,
    });
  });

  it('when the browser cannot receive pushes, then the card says so, with the iPhone’s way, and offers no switch', async () => {
    pushServer();
    renderWithProviders(<DeviceNotificationsCard role="student" />);

    expect(await screen.findByText(TEXTS.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('the install hint', () => {
  beforeAll(() => captureInstallPrompt());
  const offerToInstall = () => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: jest.fn() });
    act(() => void window.dispatchEvent(offer));
    return offer;
  };

  it('when the browser offers to install and the user accepts, then the browser’s own question is asked and the hint goes', async () => {
    pushServer();
    renderWithProviders(<DeviceNotificationsCard role="student" />);

    const offer = offerToInstall();
    await userEvent.click(await screen.findByRole('button', { name: en.installHint.install }));

    expect(offer.defaultPrevented).toBe(true);
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(en.installHint.text)).not.toBeInTheDocument();
  });

  it('when the browser offers to install and the user says not now, then the hint goes and stays gone on this device', async () => {
    pushServer();
    const { unmount } = renderWithProviders(<DeviceNotificationsCard role="student" />);

    const offer = offerToInstall();
    await userEvent.click(await screen.findByRole('button', { name: en.installHint.notNow }));

    expect(screen.queryByRole('button', { name: en.installHint.install })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<DeviceNotificationsCard role="student" />);
    expect(screen.queryByText(en.installHint.text)).not.toBeInTheDocument();
    expect(offer.prompt).not.toHaveBeenCalled();
  });
});
