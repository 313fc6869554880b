import { loadTexts } from '@lezioni/web-kit';
import { SHELL_TEXTS } from '../texts';
import { pageTitleFor, pageTitleKeyFor } from './page-titles';

describe('page titles', () => {
  it('when a path is a landing page, a page of spec §2 or unknown, then its key is the site’s, the page’s or not-found', () => {
    expect(pageTitleKeyFor('/')).toBe('pageTitles.site');
    expect(pageTitleKeyFor('/it/')).toBe('pageTitles.site');
    expect(pageTitleKeyFor('/admin-dashboard/bookings')).toBe('pageTitles.adminDashboard');
    expect(pageTitleKeyFor('/nowhere')).toBe('pageTitles.notFound');
  });

  it('when the server asks for a title in a language, then it is in that language, the landing pages without the suffix', async () => {
    await loadTexts([SHELL_TEXTS], 'it');

    expect(pageTitleFor('/terms', 'en')).toBe('Terms of Service – Lezioni');
    expect(pageTitleFor('/terms', 'it')).toBe('Termini di servizio – Lezioni');
    expect(pageTitleFor('/it/', 'it')).toBe('Lezioni – Lezioni di italiano online');
    expect(pageTitleFor('/nowhere', 'it')).toBe('Pagina non trovata – Lezioni');
  });
});
