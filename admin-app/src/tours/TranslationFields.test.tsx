// @vitest-environment jsdom
import { TOURS, type Tour } from '@safari/shared-domain/catalogue';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { TourInput } from './catalogue-api.ts';
import { TranslationsCard } from './TranslationFields.tsx';

afterEach(cleanup);

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

function Form({ tour, children }: { readonly tour: Tour; readonly children: ReactNode }) {
  const form = useForm<TourInput>({ defaultValues: tour as unknown as TourInput });
  values = form.getValues;
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

describe('the Translations section’s facts (decision 239)', () => {
  it('shows each English fact’s label and value beside a German box, missing while empty', async () => {
    const [first] = original.facts;
    if (!first) throw new Error('the tour has no facts');
    const tour: Tour = { ...original, translations: { de: { facts: [{ label: 'Reisedauer' }] } } };
    const section = await openTranslations(tour);
    const label = within(section).getByLabelText('Fact 1 German label') as HTMLInputElement;
    const value = within(section).getByLabelText('Fact 1 German value') as HTMLInputElement;
    expect(label.value).toBe('Reisedauer');
    expect(label.getAttribute('lang')).toBe('de');
    expect(value.value).toBe('');
    // Each box sits beside its English text; only the empty one is marked missing.
    const pairOf = (box: HTMLElement) => box.closest('.grid') as HTMLElement;
    expect(pairOf(label).textContent).toContain(first.label);
    expect(pairOf(label).textContent).not.toContain('Missing translation');
    expect(pairOf(value).textContent).toContain(first.value);
    expect(pairOf(value).textContent).toContain('Missing translation');
    expect(within(section).getAllByLabelText(/^Fact \d+ German label$/)).toHaveLength(original.facts.length);
  });

  it('keeps a typed value in the fact it translates, earlier facts left empty', async () => {
    await openTranslations(original);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Fact 2 German value'), {
        target: { value: 'Nur Ihre Gruppe' },
      });
    });
    expect(values().translations?.de?.facts).toEqual([{}, { value: 'Nur Ihre Gruppe' }]);
    expect(screen.getByText(/German \(\d+ missing\)/, { selector: 'span' })).toBeTruthy();
  });

  it('says the site words a fact left empty when it knows it', async () => {
    const section = await openTranslations(original);
    expect(section.textContent).toContain('A fact left empty is still worded in each language');
  });
});
