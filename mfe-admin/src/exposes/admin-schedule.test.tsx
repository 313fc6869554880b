import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Schedule, ScheduleAnswer } from '@lezioni/contracts';
import { ADMIN_SCHEDULE_API, AVAILABILITY_MESSAGES } from '@lezioni/contracts/values';
import { formatDay, switchLanguage } from '@lezioni/web-kit';
import { mockFetch, renderWithProviders, TEST_ADMIN, testConfig, type MockHandler } from '@lezioni/web-kit/testing';
import { AdminDashboard } from './admin-dashboard';
// Loaded with this file, as the browser has the form's chunk by then: a test's time is the page's,
// not jest's first transform of zod.
import '../features/schedule/components/schedule-form';

/** Mondays 09:00–12:00, 15 minutes between lessons, 20 May 2030 off, no calendar of her own: as PUT. */
const WEEK: Schedule = {
  timeZone: 'Europe/Rome',
  bufferMinutes: 15,
  autoApproveReturning: false,
  week: [{ weekday: 1, start: '09:00', end: '12:00' }],
  dates: [{ date: '2030-05-20', hours: [] }],
  busyCalendarUrl: null,
};
const NEVER_READ = { lastReadAt: null, lastAttemptAt: null, error: null };
/** The week as the service answers it. */
const SAVED: ScheduleAnswer = { ...WEEK, busyCalendarUrl: null, busyCalendar: NEVER_READ };
const HER_CALENDAR = 'https://calendar.google.com/calendar/ical/chiara%40example.com/private-0a1b2c/basic.ics';

/** The dashboard on its Schedule tab, for the teacher, with `routes` answering besides its own calls. */
function renderSchedule(routes: Record<string, MockHandler> = {}) {
  const network = mockFetch({
    'GET /api/admin/analytics': { status: 503, body: { error: 'Not now' } },
    'GET /api/admin/bookings': { status: 503, body: { error: 'Not now' } },
    'GET /api/admin/students': { status: 503, body: { error: 'Not now' } },
    'GET /api/admin/orders': { status: 503, body: { error: 'Not now' } },
    'GET /api/status': { body: { status: 'ok', services: {} } },
    'GET /api/calendar/feed': { body: { feed: null } },
    [`GET ${ADMIN_SCHEDULE_API}`]: { body: SAVED },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin-dashboard/*" element={<AdminDashboard user={TEST_ADMIN} config={testConfig()} />} />
    </Routes>,
    { route: '/admin-dashboard/schedule' },
  );
  return network;
}

const form = () => screen.findByRole('form', { name: 'Schedule' });
const day = (name: string) => screen.getByRole('group', { name });
const puts = (requests: { method: string; path: string; body?: unknown }[]) =>
  requests.filter(({ method, path }) => method === 'PUT' && path === ADMIN_SCHEDULE_API);

describe('AdminDashboard: schedule tab', () => {
  it('when the schedule answers, then the tab shows her zone, the buffer, each weekday and the day off, and the terms', async () => {
    renderSchedule();

    await form();
    expect(screen.getByRole('tab', { name: 'Schedule', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Rome');
    expect(screen.getByLabelText('Minutes between lessons')).toHaveValue(15);
    expect(within(day('Monday')).getByLabelText('From')).toHaveValue('09:00');
    expect(within(day('Monday')).getByLabelText('To')).toHaveValue('12:00');
    expect(within(day('Tuesday')).getByText('No lessons')).toBeInTheDocument();
    expect(within(day(formatDay('2030-05-20'))).getByText('Day off')).toBeInTheDocument();
    expect(screen.getByText(/at least 24 hours and at most 3 months ahead/)).toBeInTheDocument();
  });

  it('when the schedule cannot be loaded, then the tab says so and Retry loads it', async () => {
    let calls = 0;
    renderSchedule({
      [`GET ${ADMIN_SCHEDULE_API}`]: () =>
        ++calls === 1 ? { status: 503, body: { error: 'Not now' } } : { body: SAVED },
    });

    await screen.findByText('Your schedule could not be loaded.');
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Retry' }));

    expect(await form()).toBeInTheDocument();
  });

  it('when she adds hours on Tuesday and on Monday, a date with hours of its own, and saves, then the whole week is PUT in order and "Schedule saved" shows', async () => {
    const network = renderSchedule({ [`PUT ${ADMIN_SCHEDULE_API}`]: ({ body }) => ({ body }) });
    await form();

    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    fireEvent.change(within(day('Tuesday')).getByLabelText('From'), { target: { value: '14:00' } });
    fireEvent.change(within(day('Tuesday')).getByLabelText('To'), { target: { value: '17:30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-13' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add date' }));
    await userEvent.click(
      within(day(formatDay('2030-05-13'))).getByRole('button', { name: `Add hours on ${formatDay('2030-05-13')}` }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Schedule saved')).toBeInTheDocument();
    expect(puts(network.requests).map(({ body }) => body)).toEqual([
      {
        timeZone: 'Europe/Rome',
        bufferMinutes: 15,
        autoApproveReturning: false,
        week: [
          { weekday: 1, start: '09:00', end: '12:00' },
          { weekday: 1, start: '12:00', end: '15:00' },
          { weekday: 2, start: '14:00', end: '17:30' },
        ],
        dates: [
          { date: '2030-05-13', hours: [{ start: '09:00', end: '12:00' }] },
          { date: '2030-05-20', hours: [] },
        ],
        busyCalendarUrl: null,
      },
    ]);
  });

  it('when she ticks "Approve returning students at once" and saves, then the week is PUT with it on', async () => {
    const network = renderSchedule({ [`PUT ${ADMIN_SCHEDULE_API}`]: ({ body }) => ({ body }) });
    await form();

    const setting = screen.getByRole('checkbox', { name: 'Approve returning students at once' });
    expect(setting).not.toBeChecked();
    expect(setting).toHaveAccessibleDescription(/first-time students wait for your answer/);
    await userEvent.click(setting);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(network.requests)).toHaveLength(1));
    expect(puts(network.requests)[0]!.body).toEqual({ ...WEEK, autoApproveReturning: true });
  });

  it('when a range is removed, then its day says it has no lessons and the week is sent without it', async () => {
    const network = renderSchedule({ [`PUT ${ADMIN_SCHEDULE_API}`]: ({ body }) => ({ body }) });
    await form();

    await userEvent.click(within(day('Monday')).getByRole('button', { name: 'Remove range 1 on Monday' }));
    await userEvent.click(
      within(day(formatDay('2030-05-20'))).getByRole('button', { name: `Remove date ${formatDay('2030-05-20')}` }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(day('Monday')).getByText('No lessons')).toBeInTheDocument();
    await waitFor(() => expect(puts(network.requests)).toHaveLength(1));
    expect(puts(network.requests)[0]!.body).toEqual({ ...WEEK, week: [], dates: [] });
  });

  it('when the first of two ranges is removed, then the other keeps its times, on the page and in the PUT', async () => {
    const network = renderSchedule({ [`PUT ${ADMIN_SCHEDULE_API}`]: ({ body }) => ({ body }) });
    await form();

    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    fireEvent.change(within(day('Monday')).getAllByLabelText('To')[1]!, { target: { value: '16:00' } });
    await userEvent.click(within(day('Monday')).getByRole('button', { name: 'Remove range 1 on Monday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(day('Monday')).getByLabelText('From')).toHaveValue('12:00');
    expect(within(day('Monday')).getByLabelText('To')).toHaveValue('16:00');
    await waitFor(() => expect(puts(network.requests)).toHaveLength(1));
    expect(puts(network.requests)[0]!.body).toEqual({ ...WEEK, week: [{ weekday: 1, start: '12:00', end: '16:00' }] });
  });

  it('when a range ends before it starts, then the form says so under it and sends nothing', async () => {
    const network = renderSchedule();
    await form();

    fireEvent.change(within(day('Monday')).getByLabelText('To'), { target: { value: '08:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(day('Monday')).findByText(AVAILABILITY_MESSAGES.badRange)).toBeInTheDocument();
    expect(within(day('Monday')).getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(network.requests)).toHaveLength(0);
  });

  it('when two ranges of a day overlap, then the form says so in that day and sends nothing', async () => {
    const network = renderSchedule();
    await form();

    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    fireEvent.change(within(day('Monday')).getAllByLabelText('From')[1]!, { target: { value: '11:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(day('Monday')).findByText(AVAILABILITY_MESSAGES.overlappingRanges)).toBeInTheDocument();
    expect(screen.getAllByText(AVAILABILITY_MESSAGES.overlappingRanges)).toHaveLength(1);
    expect(puts(network.requests)).toHaveLength(0);
  });

  it('when the server refuses the week (400), then its message shows and what she set stays', async () => {
    renderSchedule({
      [`PUT ${ADMIN_SCHEDULE_API}`]: {
        status: 400,
        body: { error: AVAILABILITY_MESSAGES.badTimeZone, code: 'bad_input' },
      },
    });
    await form();

    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await within(screen.getByRole('form')).findByRole('alert');
    expect(alert).toHaveTextContent('The schedule could not be saved.');
    expect(alert).toHaveTextContent(AVAILABILITY_MESSAGES.badTimeZone);
    expect(within(day('Friday')).getByLabelText('From')).toHaveValue('09:00');
  });
});

describe("AdminDashboard: schedule tab, her own calendar's address", () => {
  const address = () => screen.getByRole('textbox', { name: "Your calendar's address in iCal format" });

  it('when she pastes her calendar address and saves, then it is PUT with the week, and the tab says when it was read', async () => {
    let week = SAVED;
    const readAt = '2030-05-06T08:15:00.000Z';
    const network = renderSchedule({
      [`GET ${ADMIN_SCHEDULE_API}`]: () => ({ body: week }),
      [`PUT ${ADMIN_SCHEDULE_API}`]: ({ body }) => {
        week = {
          ...(body as Schedule),
          busyCalendarUrl: HER_CALENDAR,
          busyCalendar: { ...NEVER_READ, lastReadAt: readAt },
        };
        return { body: week };
      },
    });
    await form();

    expect(address()).toHaveAccessibleDescription(/Secret address in iCal format.*Publish a calendar/);
    await userEvent.type(address(), ` ${HER_CALENDAR} `);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/^Last read /)).toBeInTheDocument();
    expect(puts(network.requests).map(({ body }) => body)).toEqual([{ ...WEEK, busyCalendarUrl: HER_CALENDAR }]);
  });

  it('when the last read failed, then a warning says why and that the last good times still block', async () => {
    renderSchedule({
      [`GET ${ADMIN_SCHEDULE_API}`]: {
        body: {
          ...SAVED,
          busyCalendarUrl: HER_CALENDAR,
          busyCalendar: {
            lastReadAt: '2030-05-06T08:15:00.000Z',
            lastAttemptAt: '2030-05-06T08:30:00.000Z',
            error: 'not_calendar',
          },
        },
      },
    });
    await form();

    expect(address()).toHaveValue(HER_CALENDAR);
    expect(screen.getByText('The last read of your calendar failed')).toBeInTheDocument();
    expect(screen.getByText(/The address does not lead to a calendar in iCal format\./)).toHaveTextContent(
      'The busy times of the last good read still block your free times.',
    );
  });

  it('when the address is not a web address, then the form says what to paste and sends nothing', async () => {
    const network = renderSchedule();
    await form();

    await userEvent.type(address(), 'webcal://calendar.example.com/cal.ics');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(AVAILABILITY_MESSAGES.badBusyCalendarUrl)).toBeInTheDocument();
    expect(address()).toHaveAttribute('aria-invalid', 'true');
    expect(puts(network.requests)).toHaveLength(0);
  });
});

describe('AdminDashboard: schedule tab in Italian', () => {
  it('when the teacher speaks Italian, then the tab is "Orari", the days and the terms are Italian, and a refusal reads in Italian', async () => {
    await switchLanguage('it');
    renderSchedule({
      [`PUT ${ADMIN_SCHEDULE_API}`]: {
        status: 400,
        body: { error: AVAILABILITY_MESSAGES.badTimeZone, code: 'bad_input' },
      },
    });

    await screen.findByRole('form', { name: 'Orari' });
    expect(screen.getByRole('tab', { name: 'Orari', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/almeno 24 ore e al massimo 3 mesi prima/)).toBeInTheDocument();
    expect(screen.getByLabelText('Fuso orario')).toHaveValue('Europe/Rome');
    expect(
      screen.getByRole('textbox', { name: 'Indirizzo del tuo calendario in formato iCal' }),
    ).toHaveAccessibleDescription(/Indirizzo segreto in formato iCal/);
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi orari il martedì' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

    const alert = await within(screen.getByRole('form')).findByRole('alert');
    expect(alert).toHaveTextContent('Non è stato possibile salvare gli orari.');
    expect(alert).not.toHaveTextContent(AVAILABILITY_MESSAGES.badTimeZone);
  });
});
