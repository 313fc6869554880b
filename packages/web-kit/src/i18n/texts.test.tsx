import { Component, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import type { Language } from '@lezioni/contracts/values';
import {
  collectTexts,
  currentLanguage,
  defineTexts,
  i18n,
  loadTexts,
  pageTextsOf,
  switchLanguage,
  translate,
  useTexts,
} from './texts';
import { TextsProvider, Trans } from './texts-provider';

const CATALOGUES = {
  en: {
    inbox: {
      unread_one: '{{count}} unread message',
      unread_other: '{{count}} unread messages',
      greeting: 'Hello, {{name}}',
      agree: 'I accept the <terms>terms</terms> and the <privacy>privacy policy</privacy>.',
      credits_one: '<strong>{{count}}</strong> credit left',
      credits_other: '<strong>{{count}}</strong> credits left',
      sentTo: 'We wrote to <strong>{{email}}</strong>.',
    },
  },
  it: {
    inbox: {
      unread_one: '{{count}} messaggio non letto',
      unread_many: '{{count}} di messaggi non letti',
      unread_other: '{{count}} messaggi non letti',
      greeting: 'Ciao, {{name}}',
      agree: 'Accetto i <terms>termini</terms> e l’<privacy>informativa</privacy>.',
      credits_one: '<strong>{{count}}</strong> credito rimasto',
      credits_other: '<strong>{{count}}</strong> crediti rimasti',
      sentTo: 'Abbiamo scritto a <strong>{{email}}</strong>.',
    },
  },
};
const NAMESPACE = defineTexts('texts-test', {
  en: async () => ({ default: CATALOGUES.en }),
  it: async () => ({ default: CATALOGUES.it }),
});

function Inbox({ unread }: { unread: number }) {
  const { t, i18n: texts } = useTexts(NAMESPACE);
  return (
    <p lang={texts.language}>{`${t('inbox.greeting', { name: 'Anna' })} – ${t('inbox.unread', { count: unread })}`}</p>
  );
}

describe('texts', () => {
  // The app's language stays English (the tests' setup); Italian is there for those that read it.
  beforeEach(() => loadTexts([NAMESPACE], 'it'));

  it.each<[Language, number, string]>([
    ['en', 1, '1 unread message'],
    ['en', 0, '0 unread messages'],
    ['en', 2, '2 unread messages'],
    ['it', 1, '1 messaggio non letto'],
    ['it', 0, '0 messaggi non letti'],
    ['it', 1_000_000, '1000000 di messaggi non letti'],
  ])('when %s counts %d, then the text is in that plural form: %s', (language, count, text) => {
    expect(i18n.getFixedT(language, NAMESPACE)('inbox.unread', { count })).toBe(text);
  });

  it('when a language has a plural form the text lacks, then its other form is read', () => {
    expect(i18n.getFixedT('it', NAMESPACE)('inbox.credits', { count: 1_000_000 })).toBe(
      '<strong>1000000</strong> crediti rimasti',
    );
  });

  it('when a text has values, then they fill it; one not given, a missing key, and another namespace’s key read as they are', () => {
    const t = i18n.getFixedT('en', NAMESPACE);

    expect(t('inbox.greeting', { name: '<Anna>' })).toBe('Hello, <Anna>');
    expect(t('inbox.greeting')).toBe('Hello, {{name}}');
    expect(t('inbox.nothing')).toBe('inbox.nothing');
    expect(translate(`${NAMESPACE}:inbox.greeting`, { name: 'Marco' })).toBe('Hello, Marco');
    expect(i18n.getFixedT('en', 'kit')(`${NAMESPACE}:inbox.greeting`, { name: 'Marco' })).toBe('Hello, Marco');
  });

  it('when a text has markup, then Trans renders each tag as its component, with the values as text', () => {
    const t = i18n.getFixedT('en', NAMESPACE);
    const { container } = render(
      <>
        <p>
          <Trans
            t={t}
            i18nKey="inbox.agree"
            components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }}
          />
        </p>
        <p>
          <Trans t={t} i18nKey="inbox.credits" count={3} components={{ strong: <strong /> }} />
        </p>
        <p>
          <Trans t={t} i18nKey="inbox.sentTo" values={{ email: '<b>a@b.it</b>' }} components={{ strong: <strong /> }} />
        </p>
      </>,
    );

    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(container.querySelectorAll('p')[0]).toHaveTextContent('I accept the terms and the privacy policy.');
    expect(container.querySelectorAll('p')[1]!.innerHTML).toBe('<strong>3</strong> credits left');
    expect(container.querySelectorAll('p')[2]!.innerHTML).toBe(
      'We wrote to <strong>&lt;b&gt;a@b.it&lt;/b&gt;</strong>.',
    );
  });

  it('when a namespace is not loaded yet in the language, then its components wait for it', async () => {
    let arrive: (texts: { default: Record<string, unknown> }) => void = () => undefined;
    const later = defineTexts('texts-test-later', {
      en: () => new Promise((resolve) => (arrive = resolve)),
      it: async () => ({ default: {} }),
    });
    function Later() {
      const { t } = useTexts(later);
      return <p>{t('arrived')}</p>;
    }
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Later />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();

    await act(async () => arrive({ default: { arrived: 'Here they are' } }));

    expect(await screen.findByText('Here they are')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('when a namespace fails to load, then its components fail to their error boundary; asking again loads it', async () => {
    let fails = true;
    const flaky = defineTexts('texts-test-flaky', {
      en: async () => {
        if (fails) throw new Error('offline');
        return { default: { arrived: 'Here they are' } };
      },
      it: async () => ({ default: {} }),
    });
    function Flaky() {
      return <p>{useTexts(flaky).t('arrived')}</p>;
    }
    class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
      override state: { error?: Error } = {};
      static getDerivedStateFromError = (error: Error) => ({ error });
      override render = () => (this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children);
    }
    // React reports the error the boundary caught.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<p>Waiting</p>}>
          <Flaky />
        </Suspense>
      </Boundary>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('offline');
    reported.mockRestore();

    fails = false;
    await loadTexts([flaky]);
    render(<Flaky />);
    expect(screen.getByText('Here they are')).toBeInTheDocument();
  });

  it('when the language is switched, then every component using texts speaks it', async () => {
    render(
      <>
        <Inbox unread={1} />
        <Inbox unread={4} />
      </>,
    );
    expect(screen.getByText('Hello, Anna – 1 unread message')).toBeInTheDocument();

    await act(() => switchLanguage('it'));

    expect(currentLanguage()).toBe('it');
    expect(screen.getByText('Ciao, Anna – 1 messaggio non letto')).toHaveAttribute('lang', 'it');
    expect(screen.getByText('Ciao, Anna – 4 messaggi non letti')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('when the server renders for visitors of both languages at once, then each subtree speaks its own and the texts used are noted', async () => {
    const used = new Set<string>();

    const html = collectTexts(used, () =>
      renderToString(
        <>
          <TextsProvider language="it">
            <Inbox unread={2} />
          </TextsProvider>
          <TextsProvider language="en">
            <Inbox unread={2} />
          </TextsProvider>
        </>,
      ),
    );

    expect(html).toContain('<p lang="it">Ciao, Anna – 2 messaggi non letti</p>');
    expect(html).toContain('<p lang="en">Hello, Anna – 2 unread messages</p>');
    expect(currentLanguage()).toBe('en');
    expect(pageTextsOf('it', used)).toEqual({ language: 'it', texts: { [NAMESPACE]: CATALOGUES.it } });
  });
});
