// The catalogue in the database (issue 23, decision 120), through supabase-js and shared-domain's
// catalogue-admin calls, as the admin's Tours tab makes them: version 1 is the first catalogue;
// visitors and travellers read only what is published and write nothing; two admins saving
// the same tour cannot overwrite each other; a publish moves the price a new request is charged
// and leaves earlier requests their amount; hide and restore; and the database refuses every
// bad tour with the words of shared-domain's schema.
import type { Json } from '@safari/shared-domain';
import { TOUR_TEXT_FIELDS, type Tour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import {
  type CatalogueResult,
  catalogueHistory,
  checkTour,
  createTourDraft,
  FIRST_CATALOGUE,
  listTourDrafts,
  loadTourDraft,
  publishCatalogue,
  restoreCatalogueVersion,
  saveTourDraft,
  setTourHidden,
} from '@safari/shared-domain/catalogue-admin';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, policyMatrix, signedInAdmin, storedAmount, tourForm } from './support.ts';

const CONFLICT =
  /^This tour was changed by ana-\d+-[a-z0-9]+@example\.test at \d\d:\d\d; reload it to see their changes$/;

function tourOf(slug: string): Tour {
  const tour = FIRST_CATALOGUE.find((t) => t.slug === slug);
  if (!tour) throw new Error(`${slug} is not in the first catalogue`);
  return tour;
}

/** The value of an ok result; fails the test with the refusal otherwise. */
function okValue<T extends object>(result: CatalogueResult<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

type Editable = Record<string, unknown> & { itinerary: Record<string, unknown>[] };

function edited(slug: string, change: (tour: Editable) => void): Editable {
  const tour = structuredClone(tourOf(slug)) as unknown as Editable;
  change(tour);
  return tour;
}

const HIGH = {
  name: 'High season',
  start: '2027-07-01',
  end: '2027-09-30',
  adultPrice: 3000,
  youthPrice: 2000,
};
const DEPARTURE = { id: '2027-07-14', date: '2027-07-14', seats: 8, price: null, closed: false };

/** The Kilimanjaro tour with a calendar, the base of the odd tours. */
const CALENDAR_TOUR = {
  ...tourOf('kilimanjaro-safari'),
  salesMode: 'private-dates',
  seasons: [HIGH, { ...HIGH, name: 'Green', start: '2027-04-01', end: '2027-05-31' }],
  partySupplements: [
    { maxTravellers: 2, perPerson: 400 },
    { maxTravellers: 4, perPerson: 150 },
  ],
  departures: [DEPARTURE, { ...DEPARTURE, id: 'late', price: { adultPrice: 2500, youthPrice: 1000 } }],
  closedDates: [{ start: '2027-12-24', end: '2027-12-26', note: 'Holidays' }],
  translations: {
    de: {
      title: 'Kilimandscharo-Safari',
      summary: '',
      highlights: ['Gipfelblick'],
      facts: [{ label: 'Reisedauer' }, {}, { label: '', value: 'Bis zu 6 Personen' }],
      overview: ['Erster Absatz.', ''],
      itinerary: [
        { title: 'Ankunft', highlights: ['', 'Gipfel'], destination: 'Moshi' },
        { description: 'Zweiter Tag.', accommodation: 'Ein Hotel in Moshi' },
      ],
      included: ['Wasser'],
      excluded: ['', 'Trinkgelder'],
      cancellationNote: ' ',
      seasons: [{ name: 'Hochsaison' }],
    },
    fr: { title: 'Safari au Kilimandjaro' },
  },
};

// One bad field each; the schema and the database must refuse it with the same words.
const BAD_TOURS: readonly [string, (tour: Editable) => void, string][] = [
  ['a blank title', (t) => (t.title = '  '), 'Title is required'],
  ['no title', (t) => delete t.title, 'Title is required'],
  ['a title that is a number', (t) => (t.title = 42), 'Title is required'],
  ['a long title', (t) => (t.title = 't'.repeat(151)), 'Title must be at most 150 characters'],
  ['a long short title', (t) => (t.shortTitle = 's'.repeat(81)), 'Short title must be at most 80 characters'],
  ['an unknown location', (t) => (t.locationId = 'atlantis'), 'Choose a location from the list'],
  ['no location visited', (t) => (t.locationsVisited = []), 'Locations visited needs at least 1 item'],
  [
    'a location twice',
    (t) => (t.locationsVisited = ['arusha', 'arusha']),
    'Locations visited lists an item twice',
  ],
  [
    'an unknown location visited',
    (t) => (t.locationsVisited = ['arusha', 'moon']),
    'Location 2: Choose a location from the list',
  ],
  ['no tour type', (t) => (t.tourTypes = []), 'Tour types needs at least 1 item'],
  [
    'an unknown tour type',
    (t) => (t.tourTypes = ['skiing']),
    'Tour type 1: Choose a tour type from the list',
  ],
  ['zero days', (t) => (t.durationDays = 0), 'Days must be a whole number from 1 to 60'],
  ['half a day', (t) => (t.durationDays = 6.5), 'Days must be a whole number from 1 to 60'],
  ['more nights than days', (t) => (t.durationNights = 7), 'Nights must be at most the number of days'],
  ['a free tour', (t) => (t.adultPrice = 0), 'Adult price must be more than 0'],
  ['a negative price', (t) => (t.adultPrice = -5), 'Adult price must be more than 0'],
  ['a price as text', (t) => (t.adultPrice = '2068'), 'Adult price must be a number'],
  ['cents', (t) => (t.adultPrice = 99.5), 'Adult price must be a whole number of dollars'],
  ['a huge price', (t) => (t.adultPrice = 100_001), 'Adult price must be at most 100000'],
  ['a negative youth price', (t) => (t.youthPrice = -1), 'Youth price must be 0 or more'],
  ['no youth age band', (t) => delete t.youthAgeBand, 'Youth age band is required'],
  [
    'an upside-down age band',
    (t) => (t.youthAgeBand = { minAge: 15, maxAge: 12 }),
    'Oldest youth age must be at least the youngest',
  ],
  [
    'an adult youth',
    (t) => (t.youthAgeBand = { minAge: 5, maxAge: 18 }),
    'Oldest youth age must be a whole number from 0 to 17',
  ],
  ['no minimum adult', (t) => (t.minimumAdults = 0), 'Minimum adults must be a whole number from 1 to 50'],
  [
    'more adults than the group takes',
    (t) => (t.minimumAdults = 13),
    'Minimum adults must be at most the group size',
  ],
  [
    'a group of 51',
    (t) => (t.groupSize = { maxPeople: 51, private: false }),
    'Group size must be a whole number from 1 to 50',
  ],
  [
    'a group size field too many',
    (t) => (t.groupSize = { maxPeople: 5, private: false, vip: true }),
    'Unknown field "vip"',
  ],
  [
    'an outside picture',
    (t) => (t.heroImage = 'https://evil.example/x.svg'),
    "Main picture must be one of the site's pictures or an uploaded photograph",
  ],
  [
    'a picture path that climbs',
    (t) => (t.heroImage = '/images/../secret.svg'),
    "Main picture must be one of the site's pictures or an uploaded photograph",
  ],
  ['a rating above 5', (t) => (t.rating = 5.5), 'Rating must be a number from 0 to 5'],
  ['a rating with two decimals', (t) => (t.rating = 4.25), 'Rating may have one decimal'],
  ['an unknown badge', (t) => (t.badges = ['NEW']), 'Badge 1: Badges are FEATURED, LUXURY or PRIVATE'],
  ['featured as text', (t) => (t.featured = 'yes'), 'Featured must be yes or no'],
  ['a fact without a label', (t) => (t.facts = [{ label: '', value: 'x' }]), 'Fact 1: Label is required'],
  ['no overview', (t) => (t.overview = []), 'Overview needs at least 1 item'],
  ['a blank included item', (t) => (t.included = ['Water', '']), 'Included item 2: Text is required'],
  [
    'too many highlights',
    (t) => (t.highlights = Array.from({ length: 13 }, (_, i) => `H${i}`)),
    'Highlights may have at most 12 items',
  ],
  [
    'a day without a title',
    (t) => (t.itinerary[1] = { ...t.itinerary[1], title: '' }),
    'Day 2: Title is required',
  ],
  [
    'a blank day highlight',
    (t) => (t.itinerary[0] = { ...t.itinerary[0], highlights: [''] }),
    'Day 1, highlight 1: Text is required',
  ],
  [
    'an unknown meal',
    (t) => (t.itinerary[0] = { ...t.itinerary[0], meals: ['Brunch'] }),
    'Day 1, meal 1: Meals are Breakfast, Lunch or Dinner',
  ],
  [
    'days out of order',
    (t) => (t.itinerary[2] = { ...t.itinerary[2], day: 5 }),
    'Day 3: Day number must be 3',
  ],
  [
    'a day field too many',
    (t) => (t.itinerary[0] = { ...t.itinerary[0], secret: 1 }),
    'Day 1: Unknown field "secret"',
  ],
  [
    'a day that is text',
    (t) => (t.itinerary[0] = 'Day one' as never),
    'Day 1: A day has a title, a description and a picture',
  ],
  [
    'a day picture from elsewhere',
    (t) => (t.itinerary[0] = { ...t.itinerary[0], image: 'javascript:alert(1)' }),
    "Day 1: Picture must be one of the site's pictures or an uploaded photograph",
  ],
  ['a missing day', (t) => t.itinerary.pop(), 'The itinerary needs one day for each of the 6 days'],
  ['no gallery', (t) => (t.gallery = []), 'Gallery needs at least 1 item'],
  ['a tour field too many', (t) => (t.price = 1), 'Unknown field "price"'],
  [
    'a long cancellation note',
    (t) => (t.cancellationNote = 'c'.repeat(301)),
    'Cancellation note must be at most 300 characters',
  ],
  // The calendar (issue 27).
  ['an unknown sales mode', (t) => (t.salesMode = 'auction'), 'Sales mode is private dates or departures'],
  ['seasons as text', (t) => (t.seasons = 'summer'), 'Seasons must be a list'],
  [
    'overlapping seasons',
    (t) => (t.seasons = [HIGH, { ...HIGH, name: 'Peak', start: '2027-09-30', end: '2027-10-15' }]),
    'Season 2: Dates overlap season 1',
  ],
  [
    'a season ending before it starts',
    (t) => (t.seasons = [{ ...HIGH, end: '2027-06-01' }]),
    'Season 1: End date must be on or after the start date',
  ],
  [
    'a season on 30 February',
    (t) => (t.seasons = [{ ...HIGH, start: '2027-02-30' }]),
    'Season 1: Start date must be a day written YYYY-MM-DD',
  ],
  [
    'a free season',
    (t) => (t.seasons = [{ ...HIGH, adultPrice: 0 }]),
    'Season 1: Adult price must be more than 0',
  ],
  ['a nameless season', (t) => (t.seasons = [{ ...HIGH, name: '' }]), 'Season 1: Name is required'],
  [
    'too many seasons',
    (t) => (t.seasons = Array.from({ length: 25 }, () => HIGH)),
    'Seasons may have at most 24 items',
  ],
  [
    'a party size twice',
    (t) =>
      (t.partySupplements = [
        { maxTravellers: 2, perPerson: 300 },
        { maxTravellers: 2, perPerson: 100 },
      ]),
    'Party-size prices lists a party size twice',
  ],
  [
    'a supplement in cents',
    (t) => (t.partySupplements = [{ maxTravellers: 2, perPerson: 2.5 }]),
    'Party-size price 1: Supplement must be a whole number from 0 to 100000',
  ],
  ['a departure id twice', (t) => (t.departures = [DEPARTURE, DEPARTURE]), 'Departures lists an id twice'],
  [
    'a departure without an id',
    (t) => (t.departures = [{ ...DEPARTURE, id: '' }]),
    'Departure 1: Id is required',
  ],
  [
    'a departure of 101 seats',
    (t) => (t.departures = [{ ...DEPARTURE, seats: 101 }]),
    'Departure 1: Seats must be a whole number from 1 to 100',
  ],
  [
    'a departure price without a youth price',
    (t) => (t.departures = [{ ...DEPARTURE, price: { adultPrice: 900 } }]),
    'Departure 1: Youth price must be a number',
  ],
  [
    'a departure price as a number',
    (t) => (t.departures = [{ ...DEPARTURE, price: 900 }]),
    'Departure 1: Price has an adult and a youth price, or is empty',
  ],
  [
    'a departure field too many',
    (t) => (t.departures = [{ ...DEPARTURE, guide: 'Baraka' }]),
    'Departure 1: Unknown field "guide"',
  ],
  [
    'closed dates backwards',
    (t) => (t.closedDates = [{ start: '2027-05-02', end: '2027-05-01', note: '' }]),
    'Closed dates 1: End date must be on or after the start date',
  ],
  // Translations (issue 41): texts only, with the English limits.
  [
    'a long German title',
    (t) => (t.translations = { de: { title: 't'.repeat(151) } }),
    'German title must be at most 150 characters',
  ],
  [
    'a long French day description',
    (t) => (t.translations = { fr: { itinerary: [{}, { description: 'd'.repeat(2001) }] } }),
    'Day 2: French description must be at most 2000 characters',
  ],
  ['a translated price', (t) => (t.translations = { de: { adultPrice: 10 } }), 'Unknown field "adultPrice"'],
  ['an Italian translation', (t) => (t.translations = { it: { title: 'Safari' } }), 'Unknown field "it"'],
  [
    'a German paragraph that is a number',
    (t) => (t.translations = { de: { overview: ['Text', 5] } }),
    'Paragraph 2: German text must be text',
  ],
  [
    'too many German highlights',
    (t) => (t.translations = { de: { highlights: Array.from({ length: 13 }, () => 'H') } }),
    'German highlights may have at most 12 items',
  ],
  [
    'a long German fact value',
    (t) => (t.translations = { de: { facts: [{}, { value: 'v'.repeat(81) }] } }),
    'Fact 2: German value must be at most 80 characters',
  ],
  [
    'a French fact with a unit',
    (t) => (t.translations = { fr: { facts: [{ label: 'Durée', unit: 'jours' }] } }),
    'Fact 1: Unknown field "unit"',
  ],
  // Decision 240: excluded items, a day's destination, accommodation and tags, the cancellation note.
  [
    'a long German excluded item',
    (t) => (t.translations = { de: { excluded: ['', 'e'.repeat(201)] } }),
    'Excluded item 2: German text must be at most 200 characters',
  ],
  [
    'too many French excluded items',
    (t) => (t.translations = { fr: { excluded: Array.from({ length: 41 }, () => 'E') } }),
    'French excluded may have at most 40 items',
  ],
  [
    'French excluded as text',
    (t) => (t.translations = { fr: { excluded: 'Pourboires' } }),
    'French excluded must be a list',
  ],
  [
    'a long German day tag',
    (t) => (t.translations = { de: { itinerary: [{}, { highlights: ['', 'h'.repeat(201)] }] } }),
    'Day 2, highlight 2: German text must be at most 200 characters',
  ],
  [
    'too many German day tags',
    (t) => (t.translations = { de: { itinerary: [{ highlights: Array.from({ length: 13 }, () => 'h') }] } }),
    'Day 1: German highlights may have at most 12 items',
  ],
  [
    'German day tags as text',
    (t) => (t.translations = { de: { itinerary: [{ highlights: 'Ankunft' }] } }),
    'Day 1: German highlights must be a list',
  ],
  [
    'a French day tag that is a number',
    (t) => (t.translations = { fr: { itinerary: [{ highlights: [3] }] } }),
    'Day 1, highlight 1: French text must be text',
  ],
  [
    'a long German day destination',
    (t) => (t.translations = { de: { itinerary: [{ destination: 'd'.repeat(151) }] } }),
    'Day 1: German destination must be at most 150 characters',
  ],
  [
    'a French day accommodation that is a list',
    (t) => (t.translations = { fr: { itinerary: [{}, { accommodation: ['Hôtel'] }] } }),
    'Day 2: French accommodation must be text',
  ],
  [
    'a long German season name',
    (t) => (t.translations = { de: { seasons: [{}, { name: 'n'.repeat(61) }] } }),
    'Season 2: German name must be at most 60 characters',
  ],
  [
    'a French season with dates',
    (t) => (t.translations = { fr: { seasons: [{ name: 'Haute saison', end: '2027-10-31' }] } }),
    'Season 1: Unknown field "end"',
  ],
  [
    'a long French cancellation note',
    (t) => (t.translations = { fr: { cancellationNote: 'c'.repeat(301) } }),
    'French cancellation note must be at most 300 characters',
  ],
  [
    'a German cancellation note as a list',
    (t) => (t.translations = { de: { cancellationNote: ['Kostenlos'] } }),
    'German cancellation note must be text',
  ],
  ['translations as a list', (t) => (t.translations = []), 'Translations must be an object'],
  ['French texts as text', (t) => (t.translations = { fr: 'Bonjour' }), 'French texts must be an object'],
  [
    'a long closed-dates note',
    (t) => (t.closedDates = [{ start: '2027-05-01', end: '2027-05-01', note: 'n'.repeat(201) }]),
    'Closed dates 1: Note must be at most 200 characters',
  ],
];

/** A seeded pseudo-random source (mulberry32), so a failing case can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const ODD_VALUES: readonly unknown[] = [
  ...[0, 1, 40, 41, 79, 80, 81, 149, 150, 151, 200, 201, 300, 301, 2000, 2001].map((n) => 'x'.repeat(n)),
  '   ',
  ' padded ',
  '<script>alert(1)</script>',
  ...[-1, 0, 0.5, 1, 2, 4.25, 5, 5.5, 6, 17, 18, 50, 51, 60, 61, 100_000, 100_001, 1e9],
  null,
  true,
  false,
  'yes',
  [],
  {},
  ['x'],
  [''],
  ['arusha'],
  ['arusha', 'arusha'],
  ['moon'],
  ['safari', 'hiking'],
  ['skiing'],
  ['Breakfast', 'Dinner'],
  ['Brunch'],
  ['LUXURY'],
  ['NEW'],
  '/images/site/placeholder.svg',
  '/images/tours/a-b/c.svg',
  '/images/../x.svg',
  'https://evil.example/x.svg',
  { minAge: 5, maxAge: 17 },
  { minAge: 12, maxAge: 5 },
  { maxPeople: null, private: true },
  { maxPeople: 0, private: 'no' },
  [{ label: 'Language', value: 'English' }],
  [{ label: '' }],
  Array.from({ length: 13 }, (_, i) => `Line ${i}`),
];

const TOUR_PATHS: readonly (readonly (string | number)[])[] = [
  ...Object.keys(CALENDAR_TOUR).map((key) => [key]),
  ...['name', 'start', 'end', 'adultPrice', 'youthPrice', 'extra'].flatMap((field) => [
    ['seasons', 0, field],
    ['seasons', 1, field],
  ]),
  ['seasons', 1],
  ['partySupplements', 1, 'maxTravellers'],
  ['partySupplements', 0, 'perPerson'],
  ['partySupplements', 0],
  ...['id', 'date', 'seats', 'price', 'closed', 'extra'].map((field) => ['departures', 1, field]),
  ['departures', 1, 'price', 'youthPrice'],
  ['departures', 0],
  ...['start', 'end', 'note', 'extra'].map((field) => ['closedDates', 0, field]),
  ['youthAgeBand', 'minAge'],
  ['youthAgeBand', 'maxAge'],
  ['groupSize', 'maxPeople'],
  ['groupSize', 'private'],
  ['facts', 0, 'label'],
  ['facts', 1],
  ['overview', 0],
  ['included', 3],
  ['gallery', 1],
  ...['day', 'title', 'description', 'destination', 'accommodation', 'meals', 'highlights', 'image'].flatMap(
    (field) => [
      ['itinerary', 0, field],
      ['itinerary', 3, field],
    ],
  ),
  ['itinerary', 5],
  ['translations', 'de'],
  ['translations', 'fr'],
  ['translations', 'it'],
  ...[...TOUR_TEXT_FIELDS, 'extra'].map((field) => ['translations', 'de', field]),
  ['translations', 'de', 'overview', 1],
  ['translations', 'de', 'highlights', 0],
  ['translations', 'de', 'itinerary', 1],
  ['translations', 'de', 'itinerary', 0, 'title'],
  ['translations', 'de', 'itinerary', 1, 'description'],
  ['translations', 'de', 'itinerary', 0, 'extra'],
  ['translations', 'de', 'itinerary', 0, 'highlights'],
  ['translations', 'de', 'itinerary', 1, 'highlights'],
  ['translations', 'de', 'itinerary', 0, 'highlights', 1],
  ['translations', 'de', 'itinerary', 0, 'destination'],
  ['translations', 'de', 'itinerary', 1, 'accommodation'],
  ['translations', 'de', 'seasons', 0],
  ['translations', 'de', 'seasons', 0, 'name'],
  ['translations', 'de', 'excluded', 0],
  ['translations', 'de', 'facts', 0],
  ['translations', 'de', 'facts', 2, 'value'],
  ['translations', 'de', 'facts', 0, 'label'],
  ['translations', 'de', 'facts', 1, 'extra'],
  ['translations', 'fr', 'title'],
  ['unknownField'],
  ['itinerary', 2, 'extra'],
];

/** The Kilimanjaro tour with a calendar, one to three fields set to odd values (or removed). */
function oddTour(random: ReturnType<typeof randomSource>): Record<string, unknown> {
  const tour = structuredClone(CALENDAR_TOUR) as unknown as Record<string, unknown>;
  const changes = 1 + Math.floor(random.next() * 3);
  for (let i = 0; i < changes; i += 1) {
    const path = random.pick(TOUR_PATHS);
    let parent = tour as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) {
      const child = parent[key];
      if (typeof child !== 'object' || child === null) break;
      parent = child as Record<string | number, unknown>;
    }
    const last = path.at(-1) as string | number;
    if (random.next() < 0.1) delete parent[last];
    else parent[last] = structuredClone(random.pick(ODD_VALUES));
  }
  return tour;
}

describe.each(DATABASE_KINDS)('the catalogue on %s', (kind) => {
  const m = policyMatrix(kind);
  let ana: Actor & { id: string };
  let ben: Actor & { id: string };

  beforeAll(async () => {
    [ana, ben] = await Promise.all([signedInAdmin(m.server, 'ana'), signedInAdmin(m.server, 'ben')]);
  });

  const drafts = async (actor: Actor) => okValue(await listTourDrafts(actor.client)).drafts;
  const draft = async (slug: string) => okValue(await loadTourDraft(ana.client, slug)).draft;
  const priceRow = async (slug: string) =>
    (
      await m.server.db.query<{ adult: string; title: string }>(
        'select adult_price::text as adult, title from private.tour_prices where tour_slug = $1',
        [slug],
      )
    ).rows[0];

  it('version 1 is the first catalogue, for anyone to read', async () => {
    const { data, error } = await m.anon.client.rpc('published_catalogue');
    expect(error).toBeNull();
    const published = data as unknown as { version: number; publishedAt: string; tours: Tour[] };
    expect(published.version).toBe(1);
    expect(published.tours).toEqual(FIRST_CATALOGUE);
    expect(Number.isNaN(Date.parse(published.publishedAt))).toBe(false);
    const byNumber = await m.alice.client.rpc('published_catalogue', { version: 1 });
    expect(byNumber.data).toEqual(data);
  });

  it('lists the drafts to an admin, each published', async () => {
    const list = await drafts(m.admin);
    expect(list.map((d) => d.slug)).toEqual(FIRST_CATALOGUE.map((t) => t.slug));
    expect(list.every((d) => d.status === 'published' && d.published && d.revision === 1)).toBe(true);
    expect(list[0]?.tour).toEqual(FIRST_CATALOGUE[0]);
  });

  it('shows visitors and travellers no draft and no version row', async () => {
    const anonDrafts = await m.anon.client.from('catalogue_tours').select('*');
    expect(anonDrafts.error?.code).toBe('42501');
    const anonVersions = await m.anon.client.from('catalogue_versions').select('*');
    expect(anonVersions.error?.code).toBe('42501');
    const travellerDrafts = await m.alice.client.from('catalogue_tours').select('*');
    expect(travellerDrafts).toMatchObject({ error: null, data: [] });
    const travellerVersions = await m.alice.client.from('catalogue_versions').select('*');
    expect(travellerVersions).toMatchObject({ error: null, data: [] });
    expect(await listTourDrafts(m.alice.client)).toEqual({ ok: true, drafts: [], publishedVersion: null });
  });

  it('lets visitors and travellers write nothing in the catalogue', async () => {
    const tour = edited('tarangire-safari', (t) => (t.slug = 'hostile-copy')) as unknown as Json;
    for (const actor of [m.anon, m.alice]) {
      const insert = await actor.client.from('catalogue_tours').insert({ slug: 'hostile-copy', tour });
      expect(insert.error?.code, actor.name).toBe('42501');
      // Issue 39, item 10: an invalid tour too is "permission denied", not its validation list.
      const invalid = await actor.client
        .from('catalogue_tours')
        .insert({ slug: 'hostile-copy', tour: { slug: 'hostile-copy' } as Json });
      expect(invalid.error?.code, actor.name).toBe('42501');
      expect(invalid.error?.message, actor.name).toMatch(/permission denied/);
      expect(invalid.error?.details ?? '', actor.name).not.toMatch(/title|price/i);
      const created = await createTourDraft(actor.client, tour);
      expect(created, actor.name).toMatchObject({
        ok: false,
        message: 'Only admins may change the catalogue',
      });
      await actor.client
        .from('catalogue_tours')
        .update({ hidden: true, revision: 1 })
        .eq('slug', 'tarangire-safari');
      const deleted = await actor.client.from('catalogue_tours').delete().eq('slug', 'tarangire-safari');
      expect(deleted.error?.code, actor.name).toBe('42501');
      const version = await actor.client
        .from('catalogue_versions')
        .insert({ version: 99, tours: [tour] as Json });
      expect(version.error?.code, actor.name).toBe('42501');
      expect(await publishCatalogue(actor.client, 'mine'), actor.name).toMatchObject({ ok: false });
      const restore = await actor.client.rpc('restore_catalogue_version', { version: 1 });
      expect(restore.error?.code, actor.name).toBe('42501');
    }
    const traveller = await m.alice.client.rpc('publish_catalogue', { note: 'mine' });
    expect(traveller.error?.message).toBe('Only admins may publish the catalogue');
    const { rows } = await m.server.db.query<{ n: string; hidden: string; versions: string }>(
      `select (select count(*) from public.catalogue_tours)::text as n,
              (select count(*) from public.catalogue_tours where hidden)::text as hidden,
              (select count(*) from public.catalogue_versions)::text as versions`,
    );
    expect(rows[0]).toEqual({ n: '9', hidden: '0', versions: '1' });
  });

  it('refuses each bad tour in the schema’s words, in the schema and in the database alike', async () => {
    const failures: string[] = [];
    for (const [name, change, message] of BAD_TOURS) {
      const tour = edited('kilimanjaro-safari', change);
      const checked = checkTour(tour);
      const fromSchema = checked.ok ? 'accepted' : checked.problems.join(' | ');
      const { error } = await ana.client
        .from('catalogue_tours')
        .update({ tour: tour as unknown as Json, revision: (await draft('kilimanjaro-safari')).revision })
        .eq('slug', 'kilimanjaro-safari');
      const fromDatabase = error ? `${error.code} ${error.message}` : 'accepted';
      if (fromSchema !== message || fromDatabase !== `23514 ${message}`) {
        failures.push(`${name}: schema "${fromSchema}", database "${fromDatabase}", expected "${message}"`);
      }
    }
    expect(failures).toEqual([]);
    expect((await draft('kilimanjaro-safari')).tour).toEqual(tourOf('kilimanjaro-safari'));
  });

  it('finds the same problems as the schema in 400 tours with odd fields', async () => {
    const random = randomSource(kind === 'pglite' ? 23 : 2023);
    const failures: string[] = [];
    for (let run = 0; run < 400; run += 1) {
      const tour = oddTour(random);
      const checked = checkTour(tour);
      const fromSchema = checked.ok ? [] : [...checked.problems].sort();
      const { rows } = await m.server.db.query<{ problems: string[] }>(
        'select private.tour_problems($1::jsonb) as problems',
        [JSON.stringify(tour)],
      );
      const fromDatabase = [...(rows[0]?.problems ?? [])].sort();
      if (JSON.stringify(fromSchema) !== JSON.stringify(fromDatabase)) {
        failures.push(`${JSON.stringify(fromSchema)} ≠ ${JSON.stringify(fromDatabase)}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('keeps markup in a title as text, and a saved draft invisible until published', async () => {
    const title = '<script>alert("owned")</script> Safari & "friends"';
    const before = await draft('tarangire-safari');
    const saved = await saveTourDraft(ana.client, {
      slug: 'tarangire-safari',
      tour: { ...before.tour, title },
      hidden: false,
      revision: before.revision,
    });
    expect(okValue(saved).draft).toMatchObject({ status: 'draft changes', revision: before.revision + 1 });
    expect(okValue(saved).draft.tour.title).toBe(title);
    expect(okValue(saved).draft.updatedByEmail).toBe(ana.email);
    const { data } = await m.anon.client.rpc('published_catalogue');
    expect(
      (data as unknown as { tours: Tour[] }).tours.find((t) => t.slug === 'tarangire-safari')?.title,
    ).toBe(tourOf('tarangire-safari').title);
    // Back as it was, so the publish below changes only what it means to.
    const restored = await saveTourDraft(ana.client, {
      slug: 'tarangire-safari',
      tour: before.tour,
      hidden: false,
      revision: okValue(saved).draft.revision,
    });
    expect(okValue(restored).draft.status).toBe('published');
  });

  it('refuses the second of two saves from the same revision, naming who saved first', async () => {
    const [asAna, asBen] = await Promise.all([
      loadTourDraft(ana.client, 'manyara-safari'),
      loadTourDraft(ben.client, 'manyara-safari'),
    ]);
    const anaDraft = okValue(asAna).draft;
    const benDraft = okValue(asBen).draft;
    const first = await saveTourDraft(ana.client, {
      slug: 'manyara-safari',
      tour: { ...anaDraft.tour, summary: 'Ana’s summary.' },
      hidden: false,
      revision: anaDraft.revision,
    });
    expect(first.ok).toBe(true);
    const second = await saveTourDraft(ben.client, {
      slug: 'manyara-safari',
      tour: { ...benDraft.tour, summary: 'Ben’s summary.' },
      hidden: false,
      revision: benDraft.revision,
    });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.code).toBe('PT409');
    expect(second.message).toMatch(CONFLICT);
    expect(second.message).toContain(ana.email as string);
    // Hiding from a stale list is refused the same way.
    const hide = await setTourHidden(ben.client, {
      slug: 'manyara-safari',
      hidden: true,
      revision: benDraft.revision,
    });
    expect(hide).toMatchObject({ ok: false, code: 'PT409' });
    const now = await draft('manyara-safari');
    expect(now.tour.summary).toBe('Ana’s summary.');
    expect(now.hidden).toBe(false);

    // An update that does not say which revision it read is refused too.
    const blind = await ben.client
      .from('catalogue_tours')
      .update({ hidden: true })
      .eq('slug', 'manyara-safari');
    expect(blind.error?.message).toBe('Saving a tour needs the revision it was read at');
    // Put back for the publish below.
    okValue(
      await saveTourDraft(ana.client, {
        slug: 'manyara-safari',
        tour: tourOf('manyara-safari'),
        hidden: false,
        revision: now.revision,
      }),
    );
  });

  it('publishes a new price: new requests pay it, earlier ones keep their amount', async () => {
    const lions = tourOf('living-among-lions');
    const earlierEmail = `before-${kind}@example.com`;
    const before = tourBookingInsert(lions, tourForm({ adults: 2, youths: 0, email: earlierEmail }), {
      userId: null,
    });
    expect((await m.anon.client.from('bookings').insert(before)).error).toBeNull();
    expect(await storedAmount(m.server, earlierEmail)).toBe(2 * 4470);

    const current = await draft('living-among-lions');
    const itinerary = current.tour.itinerary.map((day) =>
      day.day === 2 ? { ...day, description: 'A new day two, by the river.' } : day,
    );
    okValue(
      await saveTourDraft(ana.client, {
        slug: 'living-among-lions',
        tour: { ...current.tour, adultPrice: 4700, itinerary },
        hidden: false,
        revision: current.revision,
      }),
    );
    // Not published yet: the price rows are still version 1's.
    expect(await priceRow('living-among-lions')).toEqual({ adult: '4470.00', title: lions.title });

    const published = okValue(await publishCatalogue(ben.client, 'Park fees 2027'));
    expect(published.version).toBe(2);
    expect(await priceRow('living-among-lions')).toEqual({ adult: '4700.00', title: lions.title });

    const afterEmail = `after-${kind}@example.com`;
    const after = tourBookingInsert(lions, tourForm({ adults: 2, youths: 0, email: afterEmail }), {
      userId: null,
    });
    expect((await m.anon.client.from('bookings').insert(after)).error).toBeNull();
    expect(await storedAmount(m.server, afterEmail)).toBe(2 * 4700);
    expect(await storedAmount(m.server, earlierEmail)).toBe(2 * 4470);

    const { data } = await m.anon.client.rpc('published_catalogue');
    const tours = (data as unknown as { version: number; tours: Tour[] }).tours;
    expect((data as unknown as { version: number }).version).toBe(2);
    const lionsNow = tours.find((t) => t.slug === 'living-among-lions');
    expect(lionsNow?.adultPrice).toBe(4700);
    expect(lionsNow?.itinerary[1]?.description).toBe('A new day two, by the river.');

    const history = okValue(await catalogueHistory(ana.client)).versions;
    expect(history.map((v) => v.version)).toEqual([2, 1]);
    expect(history[0]).toMatchObject({
      publishedByEmail: ben.email,
      note: 'Park fees 2027',
      restoredFrom: null,
      changes: [
        {
          slug: 'living-among-lions',
          title: lions.title,
          kind: 'changed',
          fields: ['adultPrice', 'itinerary'],
        },
      ],
    });
    expect(history[1]).toMatchObject({ publishedByEmail: null, note: 'The first catalogue' });
    expect(history[1]?.changes).toHaveLength(9);

    expect(await publishCatalogue(ana.client, 'again')).toEqual({
      ok: false,
      code: '22023',
      message: 'Nothing to publish: the drafts match version 2',
    });
  });

  it('hides a tour: it leaves the published catalogue and new requests for it are refused', async () => {
    const current = await draft('arusha-to-manyara');
    const hidden = okValue(
      await setTourHidden(ana.client, {
        slug: 'arusha-to-manyara',
        hidden: true,
        revision: current.revision,
      }),
    ).draft;
    expect(hidden).toMatchObject({ hidden: true, status: 'hidden', published: true });
    expect(okValue(await publishCatalogue(ana.client, null)).version).toBe(3);
    const { data } = await m.anon.client.rpc('published_catalogue');
    expect((data as unknown as { tours: Tour[] }).tours.map((t) => t.slug)).not.toContain(
      'arusha-to-manyara',
    );
    expect(await priceRow('arusha-to-manyara')).toBeUndefined();
    const row = tourBookingInsert(
      tourOf('arusha-to-manyara'),
      tourForm({ email: `hidden-${kind}@example.com` }),
      {
        userId: null,
      },
    );
    const refused = await m.anon.client.rpc('request_booking', {
      request_key: crypto.randomUUID(),
      booking: row,
    });
    expect(refused.error?.message).toBe('Unknown tour "arusha-to-manyara"');
    const history = okValue(await catalogueHistory(ana.client)).versions;
    expect(history[0]?.changes).toEqual([
      { slug: 'arusha-to-manyara', title: tourOf('arusha-to-manyara').title, kind: 'hidden', fields: [] },
    ]);
    expect((await drafts(ana)).find((d) => d.slug === 'arusha-to-manyara')?.published).toBe(false);
  });

  it('adds a tour after the others; it is listed as a draft until published', async () => {
    const copy = {
      ...tourOf('tarangire-safari'),
      slug: 'tarangire-short',
      title: 'Tarangire in a day',
      featured: false,
    };
    const created = okValue(await createTourDraft(ana.client, copy)).draft;
    expect(created).toMatchObject({
      slug: 'tarangire-short',
      revision: 1,
      status: 'draft changes',
      published: false,
    });
    expect(created.position).toBeGreaterThan(8);
    const again = await createTourDraft(ana.client, copy);
    expect(again).toMatchObject({ ok: false, message: 'A tour with this address (slug) already exists' });
    const invalid = await createTourDraft(ana.client, { ...copy, slug: 'Bad Slug' });
    expect(invalid).toMatchObject({
      ok: false,
      message: 'Slug may hold only lower-case letters, digits and single hyphens',
    });
    expect(okValue(await publishCatalogue(ana.client, 'A day trip')).version).toBe(4);
    const { data } = await m.anon.client.rpc('published_catalogue');
    const slugs = (data as unknown as { tours: Tour[] }).tours.map((t) => t.slug);
    expect(slugs.at(-1)).toBe('tarangire-short');
    const history = okValue(await catalogueHistory(ana.client)).versions;
    expect(history[0]?.changes).toEqual([
      { slug: 'tarangire-short', title: 'Tarangire in a day', kind: 'added', fields: [] },
    ]);
  });

  it('restores version 1 in one call: drafts, published tours and prices as they were', async () => {
    const restored = okValue(await restoreCatalogueVersion(ben.client, 1));
    expect(restored.version).toBe(5);
    const { data } = await m.anon.client.rpc('published_catalogue');
    expect(data).toMatchObject({ version: 5, tours: FIRST_CATALOGUE });
    expect(await priceRow('living-among-lions')).toMatchObject({ adult: '4470.00' });
    expect(await priceRow('arusha-to-manyara')).toMatchObject({ adult: '1450.00' });
    expect(await priceRow('tarangire-short')).toBeUndefined();
    const list = await drafts(ana);
    expect(list.filter((d) => !d.hidden).map((d) => d.tour)).toEqual(FIRST_CATALOGUE);
    expect(list.find((d) => d.slug === 'tarangire-short')).toMatchObject({ hidden: true, status: 'hidden' });
    const history = okValue(await catalogueHistory(ana.client)).versions;
    expect(history[0]).toMatchObject({
      version: 5,
      restoredFrom: 1,
      note: 'Restored version 1',
      publishedByEmail: ben.email,
    });
    expect(history[0]?.changes.map((c) => `${c.kind} ${c.slug}`)).toEqual([
      'changed living-among-lions',
      'shown arusha-to-manyara',
      'hidden tarangire-short',
    ]);
    // Restoring what already serves publishes nothing new.
    expect(okValue(await restoreCatalogueVersion(ana.client, 5)).version).toBe(5);
    expect(await restoreCatalogueVersion(ana.client, 99)).toMatchObject({
      ok: false,
      message: 'There is no catalogue version 99',
    });
  });

  it('stamps who saved and when itself, whatever the client sends', async () => {
    const copy = { ...tourOf('manyara-safari'), slug: 'manyara-stamped', featured: false };
    const inserted = await ana.client
      .from('catalogue_tours')
      .insert({
        slug: copy.slug,
        tour: copy as unknown as Json,
        hidden: true,
        revision: 7,
        created_at: '2000-01-01T00:00:00Z',
        updated_at: '2000-01-01T00:00:00Z',
        updated_by: ben.id,
        updated_by_email: 'ceo@evil.test',
      })
      .select('revision, created_at, updated_by, updated_by_email')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ revision: 1, updated_by: ana.id, updated_by_email: ana.email });
    expect(inserted.data?.created_at.startsWith('2000')).toBe(false);
    const updated = await ben.client
      .from('catalogue_tours')
      .update({ hidden: true, revision: 1, updated_by_email: 'ana@spoof.test', updated_by: ana.id })
      .eq('slug', copy.slug)
      .select('revision, updated_by, updated_by_email')
      .single();
    expect(updated.data).toEqual({ revision: 2, updated_by: ben.id, updated_by_email: ben.email });
    const renamed = await ben.client
      .from('catalogue_tours')
      .update({ tour: { ...copy, slug: 'other-address' } as unknown as Json, revision: 2 })
      .eq('slug', copy.slug);
    expect(renamed.error?.message).toBe('The tour\'s slug must be the draft\'s slug "manyara-stamped"');
  });

  it('lets one of two saves from the same revision land when they arrive together', async () => {
    const current = await draft('kilimanjaro-safari');
    const results = await Promise.all(
      [ana, ben].map((admin) =>
        saveTourDraft(admin.client, {
          slug: 'kilimanjaro-safari',
          tour: { ...current.tour, summary: `Saved by ${admin.name}.` },
          hidden: false,
          revision: current.revision,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === 'PT409')).toHaveLength(1);
    const now = await draft('kilimanjaro-safari');
    expect(now.revision).toBe(current.revision + 1);
  });

  it('makes one version of two publishes at the same moment', async () => {
    const results = await Promise.all([
      publishCatalogue(ana.client, 'Kilimanjaro summary'),
      publishCatalogue(ben.client, 'Kilimanjaro summary'),
    ]);
    const published = results.filter((r) => r.ok);
    expect(published).toEqual([{ ok: true, version: 6 }]);
    expect(results.find((r) => !r.ok)).toMatchObject({
      message: 'Nothing to publish: the drafts match version 6',
    });
    const { rows } = await m.server.db.query<{ versions: string }>(
      'select count(*)::text as versions from public.catalogue_versions',
    );
    expect(rows[0]?.versions).toBe('6');
  });

  it('refuses a long note, an unknown tour and an unknown version in words', async () => {
    expect(await publishCatalogue(ana.client, 'n'.repeat(501))).toMatchObject({
      ok: false,
      message: 'The note must be at most 500 characters',
    });
    expect(await loadTourDraft(ana.client, 'no-such-tour')).toMatchObject({
      ok: false,
      message: 'There is no tour "no-such-tour"',
    });
    expect(
      await setTourHidden(ana.client, { slug: 'no-such-tour', hidden: true, revision: 1 }),
    ).toMatchObject({
      ok: false,
      message: 'There is no tour "no-such-tour"',
    });
  });

  it('never changes or deletes a published version, not even as the owner', async () => {
    await expect(
      m.server.db.query(`update public.catalogue_versions set note = 'x' where version = 1`),
    ).rejects.toThrow('A published catalogue version cannot be changed or deleted');
    await expect(
      m.server.db.query('delete from public.catalogue_versions where version = 1'),
    ).rejects.toThrow('A published catalogue version cannot be changed or deleted');
    const asAdmin = await ana.client.from('catalogue_versions').update({ note: 'x' }).eq('version', 1);
    expect(asAdmin.error?.code).toBe('42501');
  });

  it('saves, publishes and restores a tour’s German and French texts with the tour (issue 41)', async () => {
    const current = await draft('tarangire-safari');
    const translations = {
      de: {
        title: 'Tarangire-Safari',
        summary: 'Elefanten und Baobabs.',
        overview: ['', 'Zweiter Absatz.'],
        itinerary: [{ title: 'Ankunft in Tarangire' }],
      },
      fr: { title: 'Safari à Tarangire' },
    };
    okValue(
      await saveTourDraft(ana.client, {
        slug: 'tarangire-safari',
        tour: { ...current.tour, translations },
        hidden: false,
        revision: current.revision,
      }),
    );
    expect((await draft('tarangire-safari')).tour.translations).toEqual(translations);
    const before = (await m.anon.client.rpc('published_catalogue')).data as unknown as { version: number };
    // A draft's translation is nobody's until published.
    expect(JSON.stringify(before)).not.toContain('Tarangire-Safari');

    const published = okValue(await publishCatalogue(ana.client, 'German and French for Tarangire'));
    expect(published.version).toBe(before.version + 1);
    const { data } = await m.anon.client.rpc('published_catalogue');
    const tarangire = (data as unknown as { tours: Tour[] }).tours.find((t) => t.slug === 'tarangire-safari');
    expect(tarangire?.translations).toEqual(translations);
    // The price rows keep the English title.
    expect(await priceRow('tarangire-safari')).toMatchObject({ title: tourOf('tarangire-safari').title });
    const history = okValue(await catalogueHistory(ana.client)).versions;
    expect(history[0]?.changes).toEqual([
      { slug: 'tarangire-safari', title: current.tour.title, kind: 'changed', fields: ['translations'] },
    ]);

    // Restoring the version before takes them away; restoring the translated one brings them back.
    okValue(await restoreCatalogueVersion(ben.client, before.version));
    expect((await draft('tarangire-safari')).tour.translations).toBeUndefined();
    const restored = okValue(await restoreCatalogueVersion(ben.client, published.version));
    expect(restored.version).toBe(published.version + 2);
    expect((await draft('tarangire-safari')).tour.translations).toEqual(translations);
    const again = (await m.anon.client.rpc('published_catalogue')).data as unknown as { tours: Tour[] };
    expect(again.tours.find((t) => t.slug === 'tarangire-safari')?.translations).toEqual(translations);
  });

  it('answers an unknown version to anyone with a clear refusal', async () => {
    const { error } = await m.anon.client.rpc('published_catalogue', { version: 999 });
    expect(error?.message).toBe('There is no catalogue version 999');
  });
});
