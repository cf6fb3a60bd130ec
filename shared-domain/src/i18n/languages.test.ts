import { describe, expect, it } from 'vitest';
import { languageOfPath, localisedPath, preferredLanguage } from './languages.ts';

describe('languageOfPath', () => {
  it('reads the prefix of a translated page and the English address beneath it', () => {
    expect(languageOfPath('/de/tours')).toEqual({ language: 'de', path: '/tours' });
    expect(languageOfPath('/fr/tour/serengeti-migration')).toEqual({
      language: 'fr',
      path: '/tour/serengeti-migration',
    });
    expect(languageOfPath('/de')).toEqual({ language: 'de', path: '/' });
  });

  it('leaves English addresses, other two-letter paths and look-alikes in English', () => {
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
    expect(languageOfPath('/tours')).toEqual({ language: 'en', path: '/tours' });
    expect(languageOfPath('/en/tours')).toEqual({ language: 'en', path: '/en/tours' });
    expect(languageOfPath('/it/tours')).toEqual({ language: 'en', path: '/it/tours' });
    expect(languageOfPath('/destinations')).toEqual({ language: 'en', path: '/destinations' });
    expect(languageOfPath('/frx')).toEqual({ language: 'en', path: '/frx' });
  });
});

describe('localisedPath', () => {
  it('puts the prefix before the page, its query and its fragment', () => {
    expect(localisedPath('/tours', 'de')).toBe('/de/tours');
    expect(localisedPath('/', 'fr')).toBe('/fr');
    expect(localisedPath('/?q=x', 'fr')).toBe('/fr?q=x');
    expect(localisedPath('/tour/a#book', 'de')).toBe('/de/tour/a#book');
    expect(localisedPath('/tours', 'en')).toBe('/tours');
  });

  it('is undone by languageOfPath', () => {
    for (const path of ['/', '/tours', '/tour/a', '/destinations/serengeti'])
      for (const language of ['en', 'de', 'fr'] as const)
        expect(languageOfPath(localisedPath(path, language))).toEqual({ language, path });
  });

  it('leaves addresses elsewhere alone', () => {
    expect(localisedPath('mailto:a@b.c', 'de')).toBe('mailto:a@b.c');
    expect(localisedPath('https://example.com/', 'de')).toBe('https://example.com/');
  });
});

describe('preferredLanguage', () => {
  it('takes the first of the browser languages the site speaks', () => {
    expect(preferredLanguage(['de-AT', 'en'])).toBe('de');
    expect(preferredLanguage(['sw', 'fr-CA', 'de'])).toBe('fr');
    expect(preferredLanguage(['EN-gb'])).toBe('en');
    expect(preferredLanguage(['sw', 'it'])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });
});
