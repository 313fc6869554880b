import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { EXCLAMATION_ROTATE_404_MS, EXCLAMATION_ROTATE_MS } from '@lezioni/contracts/values';
import { switchLanguage } from '@lezioni/web-kit';
import { AppCrashBoundary } from './crash-fallback';
import { ErrorRoute, NotFoundPage } from './error-pages';
import en from '../../locales/en.json';
import { EXCLAMATIONS, FORBIDDEN_STORIES, NOT_FOUND_STORIES, type Story } from './error-content';

const titleOf = (story: Story) => en.errors.storyTexts[story].title;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/error/:code" element={<ErrorRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('error pages', () => {
  afterEach(() => jest.useRealTimers());

  it('when the 404 page stays open, then the exclamation changes every 2 s', () => {
    jest.useFakeTimers();
    renderAt('/missing');
    const exclamation = screen.getByTestId('exclamation');
    expect(exclamation).toHaveTextContent(EXCLAMATIONS[0]);

    act(() => jest.advanceTimersByTime(EXCLAMATION_ROTATE_404_MS));

    expect(exclamation).toHaveTextContent(EXCLAMATIONS[1]);
  });

  it('when Another Story or a dot is pressed, then the story changes', () => {
    renderAt('/missing');

    fireEvent.click(screen.getByRole('button', { name: 'Another Story' }));
    expect(screen.getByRole('heading', { name: titleOf(NOT_FOUND_STORIES[1]) })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Story 4' }));
    expect(screen.getByRole('heading', { name: titleOf(NOT_FOUND_STORIES[3]) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Story 4' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when /error/500 is open, then the exclamation rotates every 2.5 s and Riprova and Torna a Casa are offered', () => {
    jest.useFakeTimers();
    renderAt('/error/500');

    act(() => jest.advanceTimersByTime(EXCLAMATION_ROTATE_404_MS));
    expect(screen.getByTestId('exclamation')).toHaveTextContent(EXCLAMATIONS[0]);
    act(() => jest.advanceTimersByTime(EXCLAMATION_ROTATE_MS - EXCLAMATION_ROTATE_404_MS));
    expect(screen.getByTestId('exclamation')).toHaveTextContent(EXCLAMATIONS[1]);

    expect(screen.getByRole('button', { name: 'Riprova (Try Again)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna a Casa' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('button', { name: /^Story / })).toHaveLength(4);
  });

  it('when /error/403 is open, then it says only the admin may enter and offers Accedi (Login)', () => {
    renderAt('/error/403');

    expect(screen.getByText('Only the admin may enter restricted areas.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: titleOf(FORBIDDEN_STORIES[0]) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi (Login)' })).toHaveAttribute('href', '/login');
  });

  it('when another code is open with a stored message, then the code is the heading and the message is read once', () => {
    sessionStorage.setItem('error_message', 'The teapot is busy.');

    const { unmount } = renderAt('/error/418');

    expect(screen.getByRole('heading', { name: '418' })).toBeInTheDocument();
    expect(screen.getByText('The teapot is busy.')).toBeInTheDocument();
    unmount();
    renderAt('/error/418');
    expect(screen.queryByText('The teapot is busy.')).not.toBeInTheDocument();
  });
});

describe('error pages in Italian', () => {
  beforeEach(() => switchLanguage('it'));

  it('when the 404 page is open, then its title, the missing path, the stories and the way home are Italian', () => {
    renderAt('/missing');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ti sei perso/a? Questa pagina non esiste');
    expect(screen.getByText('/missing')).toHaveClass('shell-missing-path');
    expect(screen.getByRole('heading', { name: 'Persa tra le calli di Venezia' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Un’altra storia' }));
    expect(screen.getByRole('heading', { name: 'L’espresso scomparso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Storia 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('when /error/403 is open, then it says in Italian that only the admin may enter', () => {
    renderAt('/error/403');

    expect(screen.getByRole('heading', { name: 'Accesso riservato' })).toBeInTheDocument();
    expect(screen.getByText('Solo l’amministratore può entrare nelle aree riservate.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
  });
});

describe('app-wide crash fallback', () => {
  it('when a page throws while rendering, then the error message shows with retry and home buttons', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('The page fell over.');
    };

    render(
      <AppCrashBoundary>
        <Broken />
      </AppCrashBoundary>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The page fell over.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
