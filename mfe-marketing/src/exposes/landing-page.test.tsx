import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RuntimeConfig, User } from '@lezioni/contracts';
import { MARKETING_FIGURES, PRICING_OPTIONS, UI_MESSAGES } from '@lezioni/contracts/values';
import { switchLanguage } from '@lezioni/web-kit';
import { LandingPage } from './landing-page';

const CONFIG: RuntimeConfig = {
  teacherName: 'Giulia Bianchi',
  teacherAvatarUrl: 'https://cdn.example.test/giulia.jpg',
  videoId: 'abc123XYZ',
  bookingPageUrl: 'https://booking.example.test/giulia',
  bookingDashboardUrl: 'https://booking.example.test/dashboard',
  isDemoCalendar: false,
  bookingCalendar: 'tidycal',
  productionHost: 'lezioni.example.test',
  remotes: {},
};
const STUDENT: User = {
  id: 'u1',
  name: 'Anna Rossi',
  email: 'anna@example.test',
  role: 'student',
  emailVerified: true,
};

function renderLanding({ user = null, config = CONFIG }: { user?: User | null; config?: RuntimeConfig } = {}) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LandingPage user={user} config={config} />} />
        <Route path="*" element={<p>Routed elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('LandingPage layout and content', () => {
  test('when the page renders, then its sections follow the spec order with their anchors', () => {
    renderLanding();

    const regionIds = screen.getAllByRole('region').map((region) => region.id);

    expect(regionIds).toEqual([
      'hero',
      'credentials',
      'about',
      'video',
      'how-it-works',
      'promises',
      'pricing',
      'testimonials',
      'statistics',
      'get-started',
    ]);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test('when the page renders, then the hero claims the rating and the student count', () => {
    renderLanding();

    const hero = section('Speak Italian with Confidence');

    expect(within(hero).getByText(`${MARKETING_FIGURES.rating} rating`)).toBeInTheDocument();
    expect(within(hero).getByText(`${MARKETING_FIGURES.students} students`)).toBeInTheDocument();
    expect(within(hero).getByRole('button', { name: 'Watch My Teaching Style' })).toBeInTheDocument();
  });

  test('when the page renders, then the three trust badges show', () => {
    renderLanding();

    const badges = within(section('Credentials')).getAllByRole('listitem');

    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Native Speaker',
      'Certified Teacher',
      'International Experience',
    ]);
  });

  test('when the page renders, then About presents the teacher from the runtime config', () => {
    renderLanding();

    const about = section(`Ciao, I'm ${CONFIG.teacherName}`);

    expect(within(about).getByRole('img', { name: `Avatar of ${CONFIG.teacherName}` })).toHaveAttribute(
      'src',
      CONFIG.teacherAvatarUrl,
    );
    expect(within(about).getByText('Native speaker from Milan')).toBeInTheDocument();
    expect(within(about).getByText('Certified teacher of Italian')).toBeInTheDocument();
    expect(
      within(about).getByText(`${MARKETING_FIGURES.teacherCountries} countries of experience`),
    ).toBeInTheDocument();
    expect(within(about).getByText('Focus on conversation and cultural immersion')).toBeInTheDocument();
  });

  test('when the page renders, then How it works lists the three steps with the lesson durations', () => {
    renderLanding();

    const steps = within(section('How It Works')).getAllByRole('listitem');

    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Book Your Lesson');
    expect(steps[0]).toHaveTextContent('25, 50 or 75 minutes');
    expect(steps[0]).toHaveTextContent('I personally approve every booking');
    expect(steps[1]).toHaveTextContent('Join the Video Call');
    expect(steps[1]).toHaveTextContent('with one click');
    expect(steps[2]).toHaveTextContent('Learn and Progress');
    expect(steps[2]).toHaveTextContent('personalised materials');
    expect(steps[2]).toHaveTextContent('progress');
  });

  test('when the page renders, then the three promises show', () => {
    renderLanding();

    const promises = section('My Promise to You');

    expect(within(promises).getByRole('heading', { name: '1-on-1 Focus' })).toBeInTheDocument();
    expect(within(promises).getByRole('heading', { name: 'Flexible Scheduling' })).toBeInTheDocument();
    expect(within(promises).getByText(/timezone/)).toBeInTheDocument();
    expect(within(promises).getByRole('heading', { name: '100% Satisfaction' })).toBeInTheDocument();
    expect(within(promises).getByText(/money back/)).toBeInTheDocument();
  });

  test('when the page renders, then every pricing option shows in EUR and only the popular one is marked', () => {
    renderLanding();

    const pricing = section('Simple, Transparent Pricing');
    const cards = within(pricing).getAllByRole('article');

    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      PRICING_OPTIONS.map((option) => option.name),
    );
    expect(within(cards[0]!).getByText('€20')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('50 minutes')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('€100')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('6-month access')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('€200')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Certificate of completion')).toBeInTheDocument();
    expect(within(pricing).getAllByText('Most Popular')).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: '5-Lesson Package' })).getByText('Most Popular')).toBeVisible();
  });

  test('when the page renders, then three testimonials show with name, location, level and highlight', () => {
    renderLanding();

    const testimonials = section('What My Students Say');

    expect(within(testimonials).getAllByRole('figure')).toHaveLength(3);
    expect(within(testimonials).getByText('Sarah M.')).toBeInTheDocument();
    expect(within(testimonials).getByText('London, United Kingdom · Beginner')).toBeInTheDocument();
    expect(within(testimonials).getByText('Holiday-ready in 3 months')).toBeInTheDocument();
    expect(within(testimonials).getByText(/ordered dinner in Rome/)).toBeInTheDocument();
    expect(within(testimonials).getByText('Daniel K.')).toBeInTheDocument();
    expect(within(testimonials).getByText('Yuki T.')).toBeInTheDocument();
  });

  test('when the page renders, then the statistics show every figure', () => {
    renderLanding();

    const stats = section('In Numbers');

    expect(within(stats).getByText('Students').nextSibling).toHaveTextContent(MARKETING_FIGURES.students);
    expect(within(stats).getByText('Lessons').nextSibling).toHaveTextContent(MARKETING_FIGURES.lessons);
    // The students' countries, not the teacher's (her "countries of experience" is another figure).
    expect(within(stats).getByText("Students' countries").nextSibling).toHaveTextContent(MARKETING_FIGURES.countries);
    expect(within(stats).getByText('Rating').nextSibling).toHaveTextContent(MARKETING_FIGURES.rating);
  });

  test('when the page renders, then the closing note and the footer link to the legal pages and anchors', () => {
    renderLanding();

    const closing = section('Ready to Start Speaking Italian?');
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));

    expect(closing).toHaveTextContent('By booking a lesson, you agree to our Privacy Policy and Terms of Service.');
    expect(within(closing).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(closing).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '#about');
    expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
  });
});

describe('LandingPage calls to action', () => {
  function ctaLinks() {
    const closing = section('Ready to Start Speaking Italian?');
    return {
      hero: within(section('Speak Italian with Confidence')).getByRole('link', { name: 'Book Your First Lesson' }),
      closingBook: within(closing).getByRole('link', { name: 'Book Your First Lesson' }),
      closingSchedule: within(closing).getByRole('link', { name: 'Schedule Your Lesson' }),
      pricing: PRICING_OPTIONS.map((option) => screen.getByRole('link', { name: option.buttonText })),
    };
  }

  test('when the visitor is signed out, then every call to action leads to /register', () => {
    renderLanding({ user: null });

    const links = ctaLinks();

    for (const link of [links.hero, links.closingBook, links.closingSchedule, ...links.pricing]) {
      expect(link).toHaveAttribute('href', '/register');
    }
  });

  test('when the visitor is signed in, then booking buttons lead to /booking and pricing buttons to /packages', () => {
    renderLanding({ user: STUDENT });

    const links = ctaLinks();

    for (const link of [links.hero, links.closingBook, links.closingSchedule]) {
      expect(link).toHaveAttribute('href', '/booking');
    }
    for (const link of links.pricing) {
      expect(link).toHaveAttribute('href', '/packages');
    }
  });

  test('when a signed-out visitor clicks a pricing button, then the router leaves the landing page', async () => {
    renderLanding({ user: null });

    await userEvent.click(screen.getByRole('link', { name: PRICING_OPTIONS[1]!.buttonText }));

    expect(screen.getByText('Routed elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  describe('with a layout engine', () => {
    // jsdom has no layout, hence no scrollIntoView of its own.
    const scrollIntoView = jest.fn();
    beforeEach(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    test('when "Watch My Teaching Style" is pressed, then the video section scrolls into view and takes focus', async () => {
      renderLanding();

      await userEvent.click(screen.getByRole('button', { name: 'Watch My Teaching Style' }));

      const video = section('See How a Lesson Feels');
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(video);
      expect(video).toHaveFocus();
    });
  });
});

describe('LandingPage avatars', () => {
  test('when a testimonial avatar fails to load, then an initials image replaces it', () => {
    renderLanding();
    const avatar = screen.getByRole('img', { name: 'Avatar of Daniel K.' });

    fireEvent.error(avatar);

    const replacement = screen.getByRole('img', { name: 'Avatar of Daniel K.' });
    expect(replacement.tagName).toBe('SPAN');
    expect(replacement).toHaveTextContent('DK');
  });

  test('when the teacher photo fails to load, then the teacher initials show', () => {
    renderLanding();

    fireEvent.error(screen.getByRole('img', { name: `Avatar of ${CONFIG.teacherName}` }));

    expect(screen.getByRole('img', { name: `Avatar of ${CONFIG.teacherName}` })).toHaveTextContent('GB');
  });
});

describe('LandingPage video block', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const frameTitle = `${CONFIG.teacherName}'s teaching style video`;

  function fallbackHeading() {
    return screen.queryByRole('heading', { name: `Meet ${CONFIG.teacherName}` });
  }

  test('when the page renders, then the video is embedded from the privacy-friendly host', () => {
    renderLanding();

    expect(screen.getByTitle(frameTitle).getAttribute('src')).toMatch(
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${CONFIG.videoId}\\?`),
    );
  });

  test('when the video has not loaded after 5 seconds, then the fallback card replaces it', () => {
    renderLanding();

    act(() => jest.advanceTimersByTime(4_999));
    const headingBefore = fallbackHeading();
    act(() => jest.advanceTimersByTime(1));

    expect(headingBefore).not.toBeInTheDocument();
    expect(fallbackHeading()).toBeInTheDocument();
    expect(screen.getByText(UI_MESSAGES.videoBlocked)).toBeInTheDocument();
    expect(screen.queryByTitle(frameTitle)).not.toBeInTheDocument();
  });

  test('when the page is on the production host, then the fallback card shows after 3 seconds', () => {
    renderLanding({ config: { ...CONFIG, productionHost: window.location.hostname } });

    act(() => jest.advanceTimersByTime(2_999));
    const headingBefore = fallbackHeading();
    act(() => jest.advanceTimersByTime(1));

    expect(headingBefore).not.toBeInTheDocument();
    expect(fallbackHeading()).toBeInTheDocument();
  });

  test('when the fallback card shows, then its button opens the video on YouTube in a new tab', () => {
    renderLanding();

    act(() => jest.advanceTimersByTime(5_000));

    const link = screen.getByRole('link', { name: /Watch on YouTube/ });
    expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${CONFIG.videoId}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName('Watch on YouTube (opens in a new tab)');
  });

  test('when the frame reports errors, then the three fallback addresses are tried in order before the card', () => {
    renderLanding();
    const tried = [screen.getByTitle(frameTitle).getAttribute('src')];

    for (let attempt = 0; attempt < 3; attempt++) {
      fireEvent.error(screen.getByTitle(frameTitle));
      tried.push(screen.getByTitle(frameTitle).getAttribute('src'));
    }
    fireEvent.error(screen.getByTitle(frameTitle));

    expect(tried.map((src) => src?.replace(/\?.*/, ''))).toEqual([
      `https://www.youtube-nocookie.com/embed/${CONFIG.videoId}`,
      `https://www.youtube-nocookie.com/embed/${CONFIG.videoId}`,
      `https://www.youtube.com/embed/${CONFIG.videoId}`,
      `https://youtube.com/embed/${CONFIG.videoId}`,
    ]);
    expect(new Set(tried).size).toBe(4);
    expect(fallbackHeading()).toBeInTheDocument();
  });

  test('when the frame loads, then the page asks the player to report, at the player origin', () => {
    renderLanding();
    const frame = screen.getByTitle(frameTitle) as HTMLIFrameElement;
    const postMessage = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);

    fireEvent.load(frame);

    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
      'https://www.youtube-nocookie.com',
    );
  });

  test('when the frame loads but the player never answers (a blocked page), then the fallback card still shows', () => {
    renderLanding();

    fireEvent.load(screen.getByTitle(frameTitle));
    act(() => jest.advanceTimersByTime(5_000));

    expect(fallbackHeading()).toBeInTheDocument();
  });

  test('when the player answers in time, then no fallback card appears and the frame shows only then', () => {
    renderLanding();
    const frame = screen.getByTitle(frameTitle) as HTMLIFrameElement;

    fireEvent.load(frame);
    // A loaded frame may be a blocked page (the browser's broken-page icon): the poster stays in view.
    expect(frame).not.toBeVisible();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ event: 'onReady', id: 1, channel: 'widget' }),
          origin: 'https://www.youtube-nocookie.com',
          source: frame.contentWindow,
        }),
      );
    });
    act(() => jest.advanceTimersByTime(10_000));

    expect(fallbackHeading()).not.toBeInTheDocument();
    expect(screen.getByTitle(frameTitle)).toBeVisible();
  });

  test('when another window posts a message, then it does not count as the player', () => {
    renderLanding();

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ event: 'onReady' }), source: window }));
    });
    act(() => jest.advanceTimersByTime(5_000));

    expect(fallbackHeading()).toBeInTheDocument();
  });

  describe('when the browser supports IntersectionObserver', () => {
    let observed: { callback: IntersectionObserverCallback; element: Element }[] = [];

    beforeEach(() => {
      observed = [];
      globalThis.IntersectionObserver = class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push({ callback: this.callback, element });
        }
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    test('when the video is far below the fold, then the frame and its deadline wait until it nears the viewport', () => {
      renderLanding();

      act(() => jest.advanceTimersByTime(60_000));
      const frameBefore = screen.queryByTitle(frameTitle);
      const fallbackBefore = fallbackHeading();
      act(() => {
        for (const { callback, element } of observed) {
          callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      });
      const frameAfter = screen.getByTitle(frameTitle);
      act(() => jest.advanceTimersByTime(5_000));

      expect(frameBefore).not.toBeInTheDocument();
      expect(fallbackBefore).not.toBeInTheDocument();
      expect(frameAfter.getAttribute('src')).toContain(`https://www.youtube-nocookie.com/embed/${CONFIG.videoId}?`);
      expect(fallbackHeading()).toBeInTheDocument();
    });
  });
});

describe('LandingPage in Italian', () => {
  beforeEach(async () => {
    await switchLanguage('it');
  });

  test('when the visitor reads Italian, then every section speaks it, with prices written as in Italy', () => {
    renderLanding();

    const hero = section('Parla italiano con sicurezza');
    expect(within(hero).getByText(`Lezioni di italiano online con ${CONFIG.teacherName}`)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Prenota la tua prima lezione' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(hero).getByText(`Valutazione ${MARKETING_FIGURES.rating}`)).toBeInTheDocument();
    expect(within(section('Qualifiche')).getByText('Insegnante certificata')).toBeInTheDocument();
    const about = section(`Ciao, sono ${CONFIG.teacherName}`);
    expect(within(about).getByRole('img', { name: `Avatar di ${CONFIG.teacherName}` })).toBeInTheDocument();
    expect(within(about).getByText(`Esperienza in ${MARKETING_FIGURES.teacherCountries} paesi`)).toBeInTheDocument();
    expect(within(section('In cifre')).getByText('Paesi degli studenti').nextSibling).toHaveTextContent(
      MARKETING_FIGURES.countries,
    );
    expect(within(section('Come funziona')).getAllByRole('listitem')[0]).toHaveTextContent('25, 50 o 75 minuti');
    expect(within(section('La mia promessa per te')).getByText(/Ti restituisco i soldi/)).toBeInTheDocument();

    const pricing = section('Prezzi semplici e trasparenti');
    const cards = within(pricing).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Lezione singola',
      'Pacchetto da 5 lezioni',
      'Pacchetto da 10 lezioni',
    ]);
    expect(within(cards[0]!).getByText(/^20\s€$/)).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Attestato di fine corso')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Il più scelto')).toBeInTheDocument();

    const testimonials = section('Cosa dicono i miei studenti');
    expect(within(testimonials).getByText('Londra, Regno Unito · Principiante')).toBeInTheDocument();
    expect(within(section('In cifre')).getByText('Studenti')).toBeInTheDocument();
    const closing = section('Vuoi iniziare a parlare italiano?');
    expect(closing).toHaveTextContent(
      'Prenotando una lezione accetti l’Informativa sulla privacy e i Termini di servizio.',
    );
    expect(within(closing).getByRole('link', { name: 'Termini di servizio' })).toHaveAttribute('href', '/terms');
    const footer = within(screen.getByRole('navigation', { name: 'Piè di pagina' }));
    expect(footer.getByRole('link', { name: 'Chi sono' })).toHaveAttribute('href', '#about');
  });

  test('when the video cannot play, then the card that replaces it speaks Italian', async () => {
    renderLanding();
    const frameTitle = `Video sullo stile di insegnamento di ${CONFIG.teacherName}`;

    // Every address fails: the fallback card shows.
    for (let attempt = 0; attempt < 4; attempt++) fireEvent.error(screen.getByTitle(frameTitle));

    expect(await screen.findByRole('heading', { name: `Conosci ${CONFIG.teacherName}` })).toBeInTheDocument();
    expect(
      screen.getByText('Il video è bloccato dalle impostazioni del tuo browser o della tua rete.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guarda su YouTube (si apre in una nuova scheda)' })).toBeInTheDocument();
  });
});
