import { landingLanguageOf, pageStatusOf, prerenderedFileOf } from './routes';
import { languageOf, localeOf, preferredLanguageOf } from './languages';

describe('the language of a visit', () => {
  it('is the one chosen when it is one we speak', () => {
    expect(languageOf('it', 'en-US,en;q=0.9')).toBe('it');
    expect(languageOf('en', 'it-IT')).toBe('en');
  });

  it("else the first of the browser's preferences we speak, by weight", () => {
    expect(languageOf(undefined, 'it-IT,it;q=0.9,en;q=0.8')).toBe('it');
    expect(languageOf(undefined, 'de-DE,de;q=0.9,it;q=0.8,en;q=0.7')).toBe('it');
    expect(languageOf(undefined, 'en;q=0.5, it;q=0.8')).toBe('it');
    expect(languageOf('fr', 'fr-FR,en;q=0.5')).toBe('en');
    expect(preferredLanguageOf(['pt-BR', 'it'])).toBe('it');
  });

  it('is English when nothing says otherwise, or only refusals do', () => {
    expect(languageOf(undefined, undefined)).toBe('en');
    expect(languageOf(undefined, 'de-DE,fr;q=0.5')).toBe('en');
    expect(languageOf(undefined, 'it;q=0')).toBe('en');
    expect(languageOf(undefined, '*')).toBe('en');
  });

  it("writes dates in Italy's way in Italian, and in the browser's own English in English", () => {
    expect(localeOf('it', 'en-US')).toBe('it-IT');
    expect(localeOf('en', 'en-US')).toBe('en-US');
    expect(localeOf('en', 'de-DE')).toBe('en-GB');
    expect(localeOf('en')).toBe('en-GB');
  });
});

describe('the landing page in each language', () => {
  it('has an address per language, with or without its last slash', () => {
    expect(landingLanguageOf('/')).toBe('en');
    expect(landingLanguageOf('/it/')).toBe('it');
    expect(landingLanguageOf('/it')).toBe('it');
    expect(landingLanguageOf('/italy')).toBeUndefined();
    expect(landingLanguageOf('/login')).toBeUndefined();
    expect(pageStatusOf('/it/')).toBe(200);
  });

  it('is built into one file per language', () => {
    expect(prerenderedFileOf('landing.html', 'en')).toBe('landing.html');
    expect(prerenderedFileOf('landing.html', 'it')).toBe('it/landing.html');
  });
});
