import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { switchLanguage } from '@lezioni/web-kit';
import { PrivacyPolicyPage, TermsPage } from './legal-pages';

const renderPage = (page: React.ReactNode) => render(<MemoryRouter>{page}</MemoryRouter>);

describe('legal pages', () => {
  it('when the terms are open, then they state the key terms with the prices and when they were updated', () => {
    renderPage(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 2025')).toBeInTheDocument();
    expect(
      screen.getByText(
        'All prices are in euros (EUR). Single Lesson: 20 EUR; 5-Lesson Package: 100 EUR; 10-Lesson Package: 200 EUR.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Each lesson uses 1 credit.')).toBeInTheDocument();
    // As the packages page says it: the 10-lesson package's credits last longer.
    expect(
      screen.getByText('Lesson credits expire 6 months after purchase (12 months for the 10-Lesson Package).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('when the terms are read in Italian, then the whole page is Italian, with the same sections', async () => {
    await switchLanguage('it');
    renderPage(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Termini di servizio' })).toBeInTheDocument();
    expect(screen.getByText('Ultimo aggiornamento: gennaio 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Chi può utilizzare il servizio',
      'Prenotazione delle lezioni',
      'Prezzi e crediti',
      'Cancellazioni',
      'Garanzia soddisfatti o rimborsati e rimborsi',
      'Il tuo account',
      'Privacy',
    ]);
    expect(
      screen.getByText(
        'Tutti i prezzi sono espressi in euro (EUR). Lezione singola: 20 EUR; Pacchetto da 5 lezioni: 100 EUR; Pacchetto da 10 lezioni: 200 EUR.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ogni lezione richiede 1 credito.')).toBeInTheDocument();
    expect(
      screen.getByText('I crediti lezione scadono 6 mesi dopo l’acquisto (12 mesi per il Pacchetto da 10 lezioni).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('when the privacy policy is read in Italian, then it is Italian and links to the terms', async () => {
    await switchLanguage('it');
    renderPage(<PrivacyPolicyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeInTheDocument();
    expect(screen.getByText('Ultimo aggiornamento: agosto 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'I tuoi diritti' })).toBeInTheDocument();
    expect(screen.getByText(/entro 72 ore\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termini di servizio' })).toHaveAttribute('href', '/terms');
  });
});
