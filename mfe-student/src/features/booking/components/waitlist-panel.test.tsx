import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistResponse } from '@lezioni/contracts';
import {
  AVAILABILITY_MESSAGES,
  WAITLIST_API,
  waitlistEntryPath,
  waitlistOfferTakePath,
} from '@lezioni/contracts/values';
import { setDisplayTimeZone, switchLanguage } from '@lezioni/web-kit';
import { mockFetch, renderWithProviders, type MockHandler } from '@lezioni/web-kit/testing';
import { WaitlistOffers, WaitlistPanel } from './waitlist-panel';

/** Waiting on Tuesday 15 December 2026, 09:00–12:00 in Rome; 10:00 is held for her until 14:30 today. */
const WAITLIST: WaitlistResponse = {
  entries: [
    {
      id: 'e1',
      from: '2026-12-15T08:00:00.000Z',
      to: '2026-12-15T11:00:00.000Z',
      durationMinutes: 50,
      createdAt: '2026-12-07T08:00:00.000Z',
    },
  ],
  offers: [
    {
      id: 'lz-o1',
      entryId: 'e1',
      startsAt: '2026-12-15T09:00:00.000Z',
      endsAt: '2026-12-15T09:50:00.000Z',
      durationMinutes: 50,
      heldUntil: '2026-12-07T13:30:00.000Z',
    },
  ],
};
const EMPTY: WaitlistResponse = { entries: [], offers: [] };

function renderPanel(routes: Record<string, MockHandler> = {}) {
  const network = mockFetch({ [`GET ${WAITLIST_API}`]: { body: WAITLIST }, ...routes });
  renderWithProviders(
    <>
      <WaitlistOffers teacherName="Chiara Lombardi" />
      <WaitlistPanel teacherName="Chiara Lombardi" />
    </>,
    { route: '/booking' },
  );
  return network;
}
const requestsTo = (network: ReturnType<typeof renderPanel>, method: string, path: string) =>
  network.requests.filter((request) => request.method === method && request.path === path);

describe('WaitlistPanel', () => {
  beforeEach(() => setDisplayTimeZone('Europe/Rome'));

  it('when a time is held for her, then it is named in full with until when, and taking it asks for it', async () => {
    let isTaken = false;
    const network = renderPanel({
      [`GET ${WAITLIST_API}`]: () => ({ body: isTaken ? { ...WAITLIST, offers: [], entries: [] } : WAITLIST }),
      [`POST ${waitlistOfferTakePath('lz-o1')}`]: () => {
        isTaken = true;
        return { status: 201, body: { id: 'lz-o1', status: 'pending', startsAt: '', endsAt: '', durationMinutes: 50 } };
      },
    });

    const offers = await screen.findByRole('region', { name: 'A time has freed up for you' });
    expect(within(offers).getByText('Held for you until 02:30 PM')).toBeInTheDocument();
    await userEvent.click(
      within(offers).getByRole('button', { name: 'Take this time: Tuesday, December 15, 10:00 AM, 50 minutes' }),
    );

    expect(await screen.findByText('Request sent. Chiara Lombardi will confirm it.')).toBeInTheDocument();
    expect(requestsTo(network, 'POST', waitlistOfferTakePath('lz-o1'))).toHaveLength(1);
    expect(await within(offers).findByText('No time is held for you now.')).toBeInTheDocument();
    expect(within(offers).getByRole('heading', { name: 'A time has freed up for you' })).toHaveFocus();
    expect(screen.getByText('You are not waiting for any time.')).toBeInTheDocument();
  });

  it('when she names a day and hours, then they are sent on her clock with the length she chose', async () => {
    const network = renderPanel({
      [`GET ${WAITLIST_API}`]: { body: EMPTY },
      [`POST ${WAITLIST_API}`]: { status: 201, body: WAITLIST.entries[0] },
    });
    const form = await screen.findByRole('form', { name: 'Tell me if a time frees up' });

    await userEvent.clear(within(form).getByLabelText('Day'));
    await userEvent.type(within(form).getByLabelText('Day'), '2026-12-15');
    await userEvent.clear(within(form).getByLabelText('From'));
    await userEvent.type(within(form).getByLabelText('From'), '10:00');
    await userEvent.clear(within(form).getByLabelText('To'));
    await userEvent.type(within(form).getByLabelText('To'), '11:30');
    await userEvent.selectOptions(within(form).getByLabelText('Lesson length'), '75 minutes');
    await userEvent.click(within(form).getByRole('button', { name: 'Tell me' }));

    expect(
      await screen.findByText('You are on the waitlist. You will be told when a time frees up.'),
    ).toBeInTheDocument();
    expect(requestsTo(network, 'POST', WAITLIST_API).map(({ body }) => body)).toEqual([
      { date: '2026-12-15', fromTime: '10:00', toTime: '11:30', durationMinutes: 75, timeZone: 'Europe/Rome' },
    ]);
  });

  it('when the hours leave no room for the lesson, then the form says so by the field and sends nothing', async () => {
    const network = renderPanel({ [`GET ${WAITLIST_API}`]: { body: EMPTY } });
    const form = await screen.findByRole('form', { name: 'Tell me if a time frees up' });

    await userEvent.clear(within(form).getByLabelText('To'));
    await userEvent.type(within(form).getByLabelText('To'), '09:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Tell me' }));

    const to = within(form).getByLabelText('To');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(to).toHaveAccessibleDescription(AVAILABILITY_MESSAGES.waitlistWindowTooShort);
    expect(requestsTo(network, 'POST', WAITLIST_API)).toHaveLength(0);
  });

  it('when the server refuses (three entries waiting), then its reason is shown', async () => {
    renderPanel({
      [`POST ${WAITLIST_API}`]: {
        status: 409,
        body: { error: AVAILABILITY_MESSAGES.waitlistFull, code: 'waitlist_full' },
      },
    });
    const form = await screen.findByRole('form', { name: 'Tell me if a time frees up' });

    await userEvent.click(within(form).getByRole('button', { name: 'Tell me' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You were not added to the waitlist');
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.waitlistFull);
  });

  it('when she leaves an entry, then it is named in full on the button and left', async () => {
    const network = renderPanel({ [`DELETE ${waitlistEntryPath('e1')}`]: { status: 204 } });

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Leave the waitlist for Tuesday, December 15, 09:00 AM–12:00 PM, 50 minutes',
      }),
    );

    expect(await screen.findByText('You left the waitlist for those hours.')).toBeInTheDocument();
    expect(requestsTo(network, 'DELETE', waitlistEntryPath('e1'))).toHaveLength(1);
  });
});

describe('WaitlistPanel in Italian', () => {
  beforeEach(() => setDisplayTimeZone('Europe/Rome'));

  it('when she reads Italian, then the panel, its times and a refusal read in Italian', async () => {
    await switchLanguage('it');
    renderPanel({
      [`POST ${WAITLIST_API}`]: {
        status: 409,
        body: { error: AVAILABILITY_MESSAGES.waitlistFull, code: 'waitlist_full' },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Avvisami se si libera un orario' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Prendi questo orario: martedì 15 dicembre, 10:00, 50 minuti' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avvisami' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('L’iscrizione alla lista d’attesa non è riuscita');
    expect(alert).toHaveTextContent('Puoi restare in attesa per al massimo 3 orari alla volta.');
  });
});
