import { defaultSiteSettings } from '@safari/shared-domain';
import {
  DESTINATION_GUIDE_TEXTS,
  DESTINATIONS,
  findTour,
  TOURS,
  type Tour,
} from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { type IsPhotographed, type ShareWords, sharePictureFor, sharePictures } from './share-pictures.ts';
import { shareWordsIn, shareWordsOfEveryLanguage } from './share-words.ts';

// Issue 41, decision 234: a German or French page's share picture is drawn in its language.
const settings = defaultSiteSettings;
const WORDS = await shareWordsOfEveryLanguage(settings);
const [EN, DE, FR] = WORDS as unknown as [ShareWords, ShareWords, ShareWords];
const serengeti = findTour('serengeti-migration') as Tour;
const translated: Tour = {
  ...serengeti,
  translations: { de: { title: 'Die Große Tierwanderung in der Serengeti' } },
};
const TRANSLATED_TOURS = TOURS.map((tour) => (tour.slug === serengeti.slug ? translated : tour));
const noPhotographs = () => false;
const picture = (
  page: string,
  words: ShareWords,
  tours: readonly Tour[] = TRANSLATED_TOURS,
  isPhotographed: IsPhotographed = noPhotographs,
) => sharePictureFor(page, settings, isPhotographed, tours, words, EN);

describe('share pictures in the page’s language', () => {
  it('a tour: its translated title, duration and price in the language, its own file', () => {
    const english = picture('/tour/serengeti-migration', EN);
    const german = picture('/tour/serengeti-migration', DE);
    const french = picture('/tour/serengeti-migration', FR);
    expect(english).toMatchObject({ title: serengeti.title, subtitle: '8 Days · from $2,970 per adult' });
    expect(german).toMatchObject({
      title: 'Die Große Tierwanderung in der Serengeti',
      subtitle: '8 Tage · ab 2.970\u00a0$ pro Erwachsenem',
      alt: `Die Große Tierwanderung in der Serengeti: eine gezeichnete Safari-Szene mit dem Namen der Tour und ${settings.brandName}`,
    });
    // Not translated into French: the English title, the rest in French.
    expect(french.title).toBe(serengeti.title);
    expect(french.subtitle).toMatch(/^8 jours · à partir de 2\s970\s\$US par adulte$/);
    expect(french.alt).toBe(
      `${serengeti.title} : une scène de safari illustrée, avec le nom du circuit et ${settings.brandName}`,
    );
    expect(english.path).toMatch(/^og\/tour-serengeti-migration-[0-9a-f]{8}\.png$/);
    expect(german.path).toMatch(/^og\/de\/tour-serengeti-migration-[0-9a-f]{8}\.png$/);
    expect(french.path).toMatch(/^og\/fr\/tour-serengeti-migration-[0-9a-f]{8}\.png$/);
    // A translation staff change is a card of another name, as a change of price is.
    const retitled = TOURS.map((tour) =>
      tour.slug === serengeti.slug ? { ...serengeti, translations: { de: { title: 'Serengeti' } } } : tour,
    );
    expect(picture('/tour/serengeti-migration', DE, retitled).path).not.toBe(german.path);
    expect(picture('/tour/serengeti-migration', EN, retitled).path).toBe(english.path);
  });

  it('a guide: its own title and subtitle in the language (decision 232), and the English picture on English pages', () => {
    const guide = DESTINATIONS.find((destination) => destination.id === 'serengeti');
    expect(picture('/destinations/serengeti', EN)).toMatchObject({
      path: 'og/guide-serengeti.png',
      title: guide?.heroTitle,
      subtitle: guide?.heroSubtitle,
    });
    expect(picture('/destinations/serengeti', DE)).toMatchObject({
      path: 'og/de/guide-serengeti.png',
      title: 'Serengeti-Nationalpark',
      subtitle: 'Die endlosen Ebenen im Norden Tansanias',
    });
    expect(picture('/destinations/serengeti', FR)).toMatchObject({
      path: 'og/fr/guide-serengeti.png',
      title: 'Parc national du Serengeti',
      subtitle: 'Les plaines sans fin du nord de la Tanzanie',
      alt: `Parc national du Serengeti : un paysage illustré, avec le nom de la destination et ${settings.brandName}`,
    });
  });

  it('the guide pictures say what the guides’ own pages say, in every language', async () => {
    for (const guide of DESTINATIONS)
      expect(picture(guide.path, EN)).toMatchObject({ title: guide.heroTitle, subtitle: guide.heroSubtitle });
    const german = (await DESTINATION_GUIDE_TEXTS.de()).default;
    for (const guide of DESTINATIONS)
      expect(picture(guide.path, DE)).toMatchObject({
        title: german[guide.id]?.heroTitle,
        subtitle: german[guide.id]?.heroSubtitle,
      });
  });

  it('the site: the operator’s tagline in the language', () => {
    expect(picture('/de/', DE)).toMatchObject({
      path: 'og/de/site.png',
      title: settings.brandName,
      subtitle: 'Ihr Tor zu afrikanischen Abenteuern',
      alt: `${settings.brandName}: eine Zeichnung des Kilimandscharo mit einer Giraffe und Elefanten`,
    });
    expect(picture('/about', FR)).toMatchObject({
      path: 'og/fr/site.png',
      subtitle: 'Votre porte d’entrée vers l’aventure africaine',
    });
  });

  it('a picture that would be drawn the same as the English one is the English file, with its own alt', async () => {
    // An operator's own tagline, not translated: the German site picture would be the English one.
    const own = { ...settings, tagline: 'Safaris from Arusha since 2009' };
    const [english, german] = [await shareWordsIn('en', own), await shareWordsIn('de', own)];
    const site = (words: ShareWords) => sharePictureFor('/', own, noPhotographs, TOURS, words, english);
    expect(site(german).path).toBe(site(english).path);
    expect(site(german).subtitle).toBe('Safaris from Arusha since 2009');
    expect(site(german).alt).toMatch(/eine Zeichnung des Kilimandscharo/);
    // The operator's German tagline makes it a German picture again.
    const worded = { ...own, translations: { de: { tagline: 'Safaris ab Arusha seit 2009' } } };
    const germanWorded = await shareWordsIn('de', worded);
    expect(sharePictureFor('/', worded, noPhotographs, TOURS, germanWorded, english)).toMatchObject({
      path: 'og/de/site.png',
      subtitle: 'Safaris ab Arusha seit 2009',
    });
    // Drawn once: sharePictures lists the English file once for both languages.
    const listed = sharePictures(own, TOURS, noPhotographs, [english, german]).map((p) => p.path);
    expect(listed.filter((path) => path === 'og/site.png')).toHaveLength(1);
    expect(listed).not.toContain('og/de/site.png');
  });

  it('a photographed tour is a German JPEG card that says it is a photograph', () => {
    const photographed = (url: string) => url === serengeti.heroImage;
    const german = picture('/tour/serengeti-migration', DE, TRANSLATED_TOURS, photographed);
    expect(german.path).toMatch(/^og\/de\/tour-serengeti-migration-[0-9a-f]{8}\.jpg$/);
    expect(german.type).toBe('image/jpeg');
    expect(german.alt).toBe(
      `Die Große Tierwanderung in der Serengeti: ein Foto von der Tour mit ihrem Namen und ${settings.brandName}`,
    );
  });

  it('every language’s pictures, each once: a tour, guide and site picture per language', () => {
    const paths = sharePictures(settings, TOURS, noPhotographs, WORDS).map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(3 * (TOURS.length + DESTINATIONS.length + 1));
    expect(paths.filter((path) => path.startsWith('og/de/'))).toHaveLength(
      TOURS.length + DESTINATIONS.length + 1,
    );
  });
});
