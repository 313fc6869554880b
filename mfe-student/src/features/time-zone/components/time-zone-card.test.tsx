import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInUser } from '@lezioni/contracts';
import { TIME_ZONE_COOKIE } from '@lezioni/contracts/values';
import { createAppStore, deviceTimeZone, formatLessonTime, sessionApi, setDisplayTimeZone } from '@lezioni/web-kit';
import {
  TEST_STUDENT,
  mockFetch,
  renderWithProviders,
  setSessionHint,
  type MockHandler,
} from '@lezioni/web-kit/testing';
import { TimeZoneCard } from './time-zone-card';
// Loaded with this file, as the browser has the form's chunk by then: a test's time is the card's,
// not jest's first transform of zod.
import './time-zone-form';

const zoneCookie = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${TIME_ZONE_COOKIE}=`))
    ?.slice(TIME_ZONE_COOKIE.length + 1);

/** The card for `user`, signed in already, its calls answered by `routes`. */
function renderCard(user: SignedInUser, routes: Record<string, MockHandler> = {}) {
  setSessionHint();
  const network = mockFetch({ 'GET /api/me': { body: { user } }, ...routes });
  const store = createAppStore();
  store.dispatch(sessionApi.util.upsertQueryData('getMe', undefined, user));
  const onSaved = jest.fn();
  renderWithProviders(<TimeZoneCard onSaved={onSaved} />, { store });
  return { ...network, onSaved, store };
}

afterEach(() => setDisplayTimeZone(undefined));

describe('TimeZoneCard', () => {
  it('when the student picks New York and saves, then the choice is sent, times and the cookie follow it, and the page loads again', async () => {
    const { requests, onSaved } = renderCard(TEST_STUDENT, {
      'PUT /api/me/time-zone': { body: { timeZone: 'America/New_York', timeZoneChosen: true } },
    });
    expect(screen.getByText(`Times are shown in ${deviceTimeZone()}.`)).toBeInTheDocument();
    // The form is a chunk of its own (with the schema), there a moment after the card.
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue(deviceTimeZone());
    expect(screen.queryByRole('button', { name: /Use this device's zone/ })).not.toBeInTheDocument();

    // Every zone is listed once the student reaches for the list, not before.
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'America/New_York');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/me/time-zone', body: { timeZone: 'America/New_York' } }),
    ]);
    expect(zoneCookie()).toBe('America%2FNew_York');
    expect(formatLessonTime('2027-02-02T17:00:00.000Z')).toMatch(/\(America\/New_York\)$/);
    // The session follows the answer: the card says the chosen zone.
    expect(screen.getByText('Times are shown in America/New_York.')).toBeInTheDocument();
  });

  it('when a zone is chosen, then the card says it, and the device’s zone can be taken back', async () => {
    const chosen = { ...TEST_STUDENT, timeZone: 'America/New_York', timeZoneChosen: true };
    const { requests, onSaved } = renderCard(chosen, {
      'PUT /api/me/time-zone': { body: { timeZone: 'America/New_York', timeZoneChosen: false } },
    });
    expect(await screen.findByText('Times are shown in America/New_York.')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: `Use this device's zone (${deviceTimeZone()})` }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/me/time-zone', body: { timeZone: null } }),
    ]);
    expect(zoneCookie()).toBe(encodeURIComponent(deviceTimeZone()));
  });

  it('when saving fails, then the card says so and the page stays', async () => {
    const { onSaved } = renderCard(TEST_STUDENT, {
      'PUT /api/me/time-zone': { status: 503, body: { error: 'Service temporarily unavailable.' } },
    });

    await userEvent.click(await screen.findByRole('combobox', { name: 'Time zone' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time zone' }), 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your time zone could not be saved.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
