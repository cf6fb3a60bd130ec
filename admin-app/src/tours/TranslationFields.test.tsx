// @vitest-environment jsdom
import { TOURS, type Tour } from '@safari/shared-domain/catalogue';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TourInput } from './catalogue-api.ts';
import { TranslationsCard } from './TranslationFields.tsx';

afterEach(cleanup);

// Opening the section draws some 80 antd boxes for the German tab; the file's first test also
// loads antd. On a loaded two-core machine that passed 5 s (the default) with other files running.
vi.setConfig({ testTimeout: 20_000 });

// antd's tabs measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const original = TOURS[0] as Tour;
let values: () => TourInput = () => {
  throw new Error('no form');
};
let setEnglish: (name: 'cancellationNote' | 'itinerary.2.highlights', value: unknown) => void = () => {
  throw new Error('no form');
};

function Form({ tour, children }: { readonly tour: Tour; readonly children: ReactNode }) {
  const form = useForm<TourInput>({ defaultValues: tour as unknown as TourInput });
  values = form.getValues;
  setEnglish = (name, value) => form.setValue(name, value as never);
  return <FormProvider {...form}>{children}</FormProvider>;
}

async function openTranslations(tour: Tour) {
  await act(async () => {
    render(
      <Form tour={tour}>
        <TranslationsCard />
      </Form>,
    );
  });
  await act(async () => {
    fireEvent.click(screen.getByText('Translations'));
  });
  return screen.getByTestId('translations');
}

// A box by its name. getByLabelText over the whole section walks every label of its ~80 boxes
// (seconds in jsdom); this finds the box by its aria-label and checks its own label names it.
function box(label: string): HTMLInputElement {
  const found = document.querySelector(`[aria-label="${label}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no box named ${label}`);
  expect(within(pairOf(found)).getByLabelText(label)).toBe(found);
  return found as HTMLInputElement;
}

/** The box's pair: its English text, its label, its Missing translation tag, its message. */
function pairOf(element: HTMLElement): HTMLElement {
  return element.closest('.grid') as HTMLElement;
}

async function type(label: string, text: string) {
  await act(async () => {
    fireEvent.change(box(label), { target: { value: text } });
  });
}

/** The labels of the section's German boxes, in their order on the page. */
function germanBoxes(section: HTMLElement): (string | null)[] {
  return Array.from(section.querySelectorAll('[lang="de"][aria-label]'), (element) =>
    element.getAttribute('aria-label'),
  );
}

describe('the Translations section’s facts (decision 239)', () => {
  it('shows each English fact’s label and value beside a German box, missing while empty', async () => {
    const [first] = original.facts;
    if (!first) throw new Error('the tour has no facts');
    const tour: Tour = { ...original, translations: { de: { facts: [{ label: 'Reisedauer' }] } } };
    const section = await openTranslations(tour);
    const label = box('Fact 1 German label');
    const value = box('Fact 1 German value');
    expect(label.value).toBe('Reisedauer');
    expect(label.getAttribute('lang')).toBe('de');
    expect(value.value).toBe('');
    // Each box sits beside its English text; only the empty one is marked missing.
    expect(pairOf(label).textContent).toContain(first.label);
    expect(pairOf(label).textContent).not.toContain('Missing translation');
    expect(pairOf(value).textContent).toContain(first.value);
    expect(pairOf(value).textContent).toContain('Missing translation');
    expect(germanBoxes(section).filter((name) => name && /^Fact \d+ German label$/.test(name))).toHaveLength(
      original.facts.length,
    );
  });

  it('keeps a typed value in the fact it translates, earlier facts left empty', async () => {
    await openTranslations(original);
    await type('Fact 2 German value', 'Nur Ihre Gruppe');
    expect(values().translations?.de?.facts).toEqual([{}, { value: 'Nur Ihre Gruppe' }]);
    expect(screen.getByText(/German \(\d+ missing\)/, { selector: 'span' })).toBeTruthy();
  });

  it('says the site words a fact left empty when it knows it', async () => {
    const section = await openTranslations(original);
    expect(section.textContent).toContain('A fact left empty is still worded in each language');
  });
});

const pairOfBox = (label: string) => pairOf(box(label));

describe('the Translations section’s excluded items, day tags and cancellation note (decision 240)', () => {
  // The section's header: 'German (N missing) · French (M missing)'.
  const germanCount = () =>
    Number(
      screen.getByText('Translations').parentElement?.textContent?.match(/German \((\d+) missing\)/)?.[1],
    );

  it('shows a box beside each English excluded item, each day’s tag and the cancellation note', async () => {
    const section = await openTranslations(original);
    const dayThree = original.itinerary[2];
    if (!dayThree || dayThree.highlights.length < 2)
      throw new Error('the test needs a third day with two tags');
    const boxes = germanBoxes(section);
    const count = (pattern: RegExp) => boxes.filter((label) => label && pattern.test(label)).length;
    expect(count(/^German excluded item \d+$/)).toBe(original.excluded.length);
    expect(count(/^Day 3 German highlight \d+$/)).toBe(dayThree.highlights.length);
    expect(count(/^Day \d+ German highlight \d+$/)).toBe(
      original.itinerary.reduce((tags, day) => tags + day.highlights.length, 0),
    );
    expect(pairOfBox('Day 3 German highlight 2').textContent).toContain(dayThree.highlights[1]);
    expect(pairOfBox('Day 3 German highlight 2').textContent).toContain('Missing translation');
    expect(box('Day 3 German highlight 2').getAttribute('lang')).toBe('de');
    expect(pairOfBox('German excluded item 1').textContent).toContain(original.excluded[0]);
    expect(pairOfBox('German cancellation note').textContent).toContain(original.cancellationNote);
    // A day's tags follow its own title and description, before the next day's title.
    const at = (label: string) => boxes.indexOf(label);
    expect(at('Day 3 German description')).toBeGreaterThan(-1);
    expect(at('Day 3 German description')).toBeLessThan(at('Day 3 German highlight 1'));
    expect(at('Day 3 German highlight 1')).toBeLessThan(at('Day 3 German highlight 2'));
    expect(at(`Day 3 German highlight ${dayThree.highlights.length}`)).toBeLessThan(at('Day 4 German title'));
    expect(at(`German included item ${original.included.length}`)).toBeLessThan(at('German excluded item 1'));
    expect(boxes.at(-1)).toBe('German cancellation note');
    // Each day's destination and accommodation after its description; none for a day without
    // accommodation (the last one ends at home).
    expect(at('Day 3 German description')).toBeLessThan(at('Day 3 German destination'));
    expect(at('Day 3 German destination')).toBeLessThan(at('Day 3 German accommodation'));
    expect(at('Day 3 German accommodation')).toBeLessThan(at('Day 3 German highlight 1'));
    expect(pairOfBox('Day 3 German destination').textContent).toContain(dayThree.destination);
    expect(count(/^Day \d+ German destination$/)).toBe(original.itinerary.length);
    expect(count(/^Day \d+ German accommodation$/)).toBe(
      original.itinerary.filter((day) => day.accommodation !== null).length,
    );
    expect(original.itinerary.at(-1)?.accommodation).toBeNull();
    expect(at(`Day ${original.itinerary.length} German accommodation`)).toBe(-1);
  });

  it('keeps a typed day tag in its day, earlier days and tags left empty, the day’s title kept', async () => {
    const tour: Tour = {
      ...original,
      translations: { de: { itinerary: [{}, {}, { title: 'In die Serengeti' }] } },
    };
    await openTranslations(tour);
    const before = germanCount();
    await type('Day 3 German highlight 2', 'Naabi-Hügel');
    expect(values().translations?.de?.itinerary).toEqual([
      {},
      {},
      { title: 'In die Serengeti', highlights: ['', 'Naabi-Hügel'] },
    ]);
    await type('Day 5 German highlight 1', 'Leoparden');
    expect(values().translations?.de?.itinerary).toEqual([
      {},
      {},
      { title: 'In die Serengeti', highlights: ['', 'Naabi-Hügel'] },
      {},
      { highlights: ['Leoparden'] },
    ]);
    expect(pairOfBox('Day 3 German highlight 2').textContent).not.toContain('Missing translation');
    expect(before).toBeGreaterThan(2);
    expect(germanCount()).toBe(before - 2);
  });

  it('keeps a typed excluded item in its place and the cancellation note as one text', async () => {
    await openTranslations(original);
    await type('German excluded item 2', 'Trinkgelder');
    await type('German cancellation note', 'Kostenlose Stornierung bis 48 Stunden vorher');
    expect(values().translations?.de?.excluded).toEqual(['', 'Trinkgelder']);
    expect(values().translations?.de?.cancellationNote).toBe('Kostenlose Stornierung bis 48 Stunden vorher');
    expect(values().translations?.fr).toBeUndefined();
  });

  it('shows a box for each season’s name before the note, and keeps a typed one in its season', async () => {
    const seasons = [
      { name: 'High season', start: '2027-06-01', end: '2027-10-31', adultPrice: 3000, youthPrice: 2400 },
      { name: 'Green season', start: '2027-11-01', end: '2028-03-31', adultPrice: 2000, youthPrice: 1600 },
    ];
    const section = await openTranslations({ ...original, seasons });
    const boxes = germanBoxes(section);
    expect(boxes.slice(-3)).toEqual([
      'Season 1 German name',
      'Season 2 German name',
      'German cancellation note',
    ]);
    expect(pairOfBox('Season 2 German name').textContent).toContain('Green season');
    expect(pairOfBox('Season 2 German name').textContent).toContain('Missing translation');
    const before = germanCount();
    await type('Season 2 German name', 'Grüne Saison');
    expect(values().translations?.de?.seasons).toEqual([{}, { name: 'Grüne Saison' }]);
    expect(germanCount()).toBe(before - 1);
  });

  it('follows the English texts edited while the section is open', async () => {
    await openTranslations(original);
    const dayThree = original.itinerary[2];
    if (!dayThree) throw new Error('the test needs a third day');
    await act(async () => {
      setEnglish('cancellationNote', 'Free cancellation up to 30 days before');
      setEnglish('itinerary.2.highlights', [...dayThree.highlights, 'Sundowner']);
    });
    expect(pairOfBox('German cancellation note').textContent).toContain(
      'Free cancellation up to 30 days before',
    );
    const newTag = `Day 3 German highlight ${dayThree.highlights.length + 1}`;
    expect(pairOfBox(newTag).textContent).toContain('Sundowner');
  });

  it('says under its own box that a tag, an excluded item or the note is too long', async () => {
    await openTranslations(original);
    await type('Day 3 German highlight 2', 'h'.repeat(205));
    await type('German excluded item 1', 'e'.repeat(201));
    await type('German cancellation note', 'c'.repeat(310));
    const alertOf = (label: string) => within(pairOfBox(label)).queryByRole('alert')?.textContent;
    expect(alertOf('Day 3 German highlight 2')).toBe('205 characters: at most 200, so 5 too many');
    expect(alertOf('Day 3 German highlight 1')).toBeUndefined();
    expect(alertOf('Day 2 German highlight 2')).toBeUndefined();
    expect(alertOf('German excluded item 1')).toBe('201 characters: at most 200, so 1 too many');
    expect(alertOf('German excluded item 2')).toBeUndefined();
    expect(alertOf('German cancellation note')).toBe('310 characters: at most 300, so 10 too many');
  });
});
