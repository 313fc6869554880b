import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_FEED_API, CALENDAR_TEXTS } from '@lezioni/contracts/values';
import type { CalendarFeedResponse } from '@lezioni/contracts';
import { mockFetch, renderWithProviders } from '@lezioni/web-kit/testing';
import { CalendarFeedCard } from './calendar-feed-card';

const addressOf = (secret: string) => ({
  url: `https://lezioni.example/api/calendar/${secret}.ics`,
  webcalUrl: `webcal://lezioni.example/api/calendar/${secret}.ics`,
});

/** The server's side: one feed per user, a new secret on every POST, none after DELETE. */
function feedServer(initial: CalendarFeedResponse['feed']) {
  let feed = initial;
  let renewals = 0;
  return mockFetch({
    [`GET ${CALENDAR_FEED_API}`]: () => ({ body: { feed } }),
    [`POST ${CALENDAR_FEED_API}`]: () => ({ body: { feed: (feed = addressOf(`secret-${(renewals += 1)}`)) } }),
    [`DELETE ${CALENDAR_FEED_API}`]: () => ((feed = null), { status: 204 }),
  });
}

describe('the calendar feed card', () => {
  it('when a user without a feed adds their lessons to a calendar, then its address shows, with a webcal: link for calendar apps', async () => {
    const network = feedServer(null);
    renderWithProviders(<CalendarFeedCard />);

    await userEvent.click(await screen.findByRole('button', { name: CALENDAR_TEXTS.add }));

    expect(await screen.findByLabelText(CALENDAR_TEXTS.address)).toHaveValue(addressOf('secret-1').url);
    expect(screen.getByRole('link', { name: CALENDAR_TEXTS.open })).toHaveAttribute(
      'href',
      addressOf('secret-1').webcalUrl,
    );
    expect(network.requests.map(({ method }) => method)).toEqual(['GET', 'POST']);
  });

  it('when the user asks for a new address and confirms, then the new one replaces the old and they are told to subscribe again', async () => {
    feedServer(addressOf('old'));
    renderWithProviders(<CalendarFeedCard />);
    expect(await screen.findByLabelText(CALENDAR_TEXTS.address)).toHaveValue(addressOf('old').url);

    await userEvent.click(screen.getByRole('button', { name: CALENDAR_TEXTS.renew }));
    const question = screen.getByRole('group', { name: CALENDAR_TEXTS.renew });
    expect(question).toHaveTextContent(CALENDAR_TEXTS.renewConfirm);
    await userEvent.click(within(question).getByRole('button', { name: CALENDAR_TEXTS.renew }));

    expect(await screen.findByText(CALENDAR_TEXTS.renewed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(CALENDAR_TEXTS.address)).toHaveValue(addressOf('secret-1').url));
  });

  it('when the user stops sharing and confirms, then the address is gone and the card offers to add the calendar again', async () => {
    feedServer(addressOf('old'));
    renderWithProviders(<CalendarFeedCard />);
    await screen.findByLabelText(CALENDAR_TEXTS.address);

    await userEvent.click(screen.getByRole('button', { name: CALENDAR_TEXTS.stop }));
    await userEvent.click(
      within(screen.getByRole('group', { name: CALENDAR_TEXTS.stop })).getByRole('button', {
        name: CALENDAR_TEXTS.stop,
      }),
    );

    expect(await screen.findByRole('button', { name: CALENDAR_TEXTS.add })).toBeInTheDocument();
    expect(screen.queryByLabelText(CALENDAR_TEXTS.address)).not.toBeInTheDocument();
  });

  it('when the server refuses a new address, then the user reads why', async () => {
    mockFetch({
      [`GET ${CALENDAR_FEED_API}`]: { body: { feed: null } },
      [`POST ${CALENDAR_FEED_API}`]: { status: 429, body: { error: 'Too many requests.', code: 'rate_limited' } },
    });
    renderWithProviders(<CalendarFeedCard />);

    await userEvent.click(await screen.findByRole('button', { name: CALENDAR_TEXTS.add }));

    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
  });
});
