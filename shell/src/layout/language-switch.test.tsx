import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from '@lezioni/contracts/values';
import { currentLanguage, formatLessonTime } from '@lezioni/web-kit';
import { STUDENT, renderApp } from '../testing/render-app';

const topBarSwitch = () => screen.getAllByRole('group', { name: /^(Language|Lingua)$/ })[0]!;

describe('the EN / IT switch', () => {
  it('when a visitor chooses Italian, then the page speaks Italian, the choice is kept in a cookie and no account is asked', async () => {
    const { network } = renderApp('/login');
    const languages = await waitFor(topBarSwitch);
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(languages).getByRole('button', { name: 'Italiano' }));

    await waitFor(() => expect(currentLanguage()).toBe('it'));
    expect(document.documentElement.lang).toBe('it');
    expect(topBarSwitch()).toHaveAccessibleName('Lingua');
    expect(within(topBarSwitch()).getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=it`);
    expect(network.requests.filter(({ path }) => path === '/api/me/language')).toEqual([]);
  });

  it('when a signed-in student chooses Italian, then her account keeps it (for her other devices and her mails)', async () => {
    const { network } = renderApp('/student-dashboard', {
      user: STUDENT,
      routes: { 'PUT /api/me/language': { body: { language: 'it' } } },
    });
    await screen.findByRole('heading', { name: /Student dashboard/ });

    await userEvent.click(within(topBarSwitch()).getByRole('button', { name: 'Italiano' }));

    await waitFor(() =>
      expect(network.requests.filter(({ path }) => path === '/api/me/language')).toEqual([
        expect.objectContaining({ method: 'PUT', body: { language: 'it' } }),
      ]),
    );
    expect(currentLanguage()).toBe('it');
  });

  it('when the switch is used on the landing page, then it moves to the landing page of that language', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: /Landing page/ });

    await userEvent.click(within(topBarSwitch()).getByRole('button', { name: 'Italiano' }));
    await waitFor(() => expect(currentLanguage()).toBe('it'));
    // The landing page of /it/ is the same page: still there, now at its Italian address.
    expect(await screen.findByRole('heading', { name: /Landing page/ })).toBeInTheDocument();

    await userEvent.click(within(topBarSwitch()).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(currentLanguage()).toBe('en'));
  });

  it('when someone whose account speaks Italian signs in, then the page follows the account, and so will the next pages the server sends', async () => {
    renderApp('/student-dashboard', { user: { ...STUDENT, language: 'it' } });
    await screen.findByRole('heading', { name: /Student dashboard/ });

    await waitFor(() => expect(currentLanguage()).toBe('it'));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=it`);
    expect(within(topBarSwitch()).getByRole('button', { name: 'Italiano' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when someone whose account chose a time zone signs in, then times follow it, and the pages the server sends next too', async () => {
    renderApp('/student-dashboard', { user: { ...STUDENT, timeZone: 'Asia/Tokyo', timeZoneChosen: true } });
    await screen.findByRole('heading', { name: /Student dashboard/ });

    await waitFor(() => expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=Asia%2FTokyo`));
    expect(formatLessonTime('2030-05-01T10:00:00Z')).toMatch(/19:00|7:00\sPM.*\(Asia\/Tokyo\)$/);
  });
});
