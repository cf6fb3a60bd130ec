import type { ItineraryDay } from '@safari/shared-domain/catalogue';
import { LanguageContext } from '@safari/shared-ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ItineraryTabs } from './ItineraryTabs.tsx';

const days: ItineraryDay[] = [
  {
    day: 1,
    title: 'Arrival in Arusha',
    description: 'Met at the airport and driven to the lodge.',
    destination: 'Arusha',
    accommodation: 'Arusha Coffee Lodge',
    meals: ['Dinner'],
    highlights: ['Airport pick-up'],
    image: '/images/days/1.jpg',
  },
  {
    day: 2,
    title: 'Serengeti game drive',
    description: 'A full day among the herds.',
    destination: 'Serengeti National Park',
    accommodation: 'Serengeti Tented Camp',
    meals: ['Breakfast', 'Lunch', 'Dinner'],
    highlights: ['Big Five', 'Great Migration'],
    image: '/images/days/2.jpg',
  },
  {
    day: 3,
    title: 'Departure',
    description: 'Back to the airport.',
    destination: 'Kilimanjaro Airport',
    accommodation: null,
    meals: [],
    highlights: [],
    image: '/images/days/3.jpg',
  },
];

const tab = (day: number) => screen.getByRole('tab', { name: `Day ${day}` });
const panel = () => screen.getByRole('tabpanel');

describe('ItineraryTabs', () => {
  it('opens day 1 by default', () => {
    render(<ItineraryTabs days={days} />);
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    expect(tab(2)).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAccessibleName('Day 1');
    expect(within(panel()).getByRole('heading')).toHaveTextContent('Day 1: Arrival in Arusha');
    expect(within(panel()).getByRole('img')).toHaveAccessibleName('Day 1: Arrival in Arusha');
    expect(panel()).toHaveTextContent('Arusha Coffee Lodge');
  });

  it('shows the day whose tab is clicked', () => {
    render(<ItineraryTabs days={days} />);
    fireEvent.click(tab(2));
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
    expect(tab(1)).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAccessibleName('Day 2');
    expect(within(panel()).getByRole('heading')).toHaveTextContent('Day 2: Serengeti game drive');
    expect(panel()).toHaveTextContent('Breakfast, Lunch, Dinner');
    expect(within(panel()).getByRole('list', { name: 'Day highlights' })).toHaveTextContent(
      'Big FiveGreat Migration',
    );
  });

  it('says so on a day without accommodation or meals', () => {
    render(<ItineraryTabs days={days} />);
    fireEvent.click(tab(3));
    expect(panel()).toHaveTextContent('None (the tour ends this day)');
    expect(panel()).toHaveTextContent('None included');
    expect(within(panel()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('moves between days with the arrow keys, wrapping at both ends, focus following', () => {
    render(<ItineraryTabs days={days} />);
    fireEvent.keyDown(tab(1), { key: 'ArrowRight' });
    expect(tab(2)).toHaveAttribute('aria-selected', 'true');
    expect(tab(2)).toHaveFocus();
    expect(panel()).toHaveAccessibleName('Day 2');
    fireEvent.keyDown(tab(2), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab(1), { key: 'ArrowLeft' });
    expect(tab(3)).toHaveAttribute('aria-selected', 'true');
    expect(tab(3)).toHaveFocus();
    expect(within(panel()).getByRole('heading')).toHaveTextContent('Day 3: Departure');
    fireEvent.keyDown(tab(3), { key: 'ArrowRight' });
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    expect(tab(1)).toHaveFocus();
    // Other keys leave the selection alone.
    fireEvent.keyDown(tab(1), { key: 'ArrowDown' });
    expect(tab(1)).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves only the selected tab in the Tab order', () => {
    render(<ItineraryTabs days={days} />);
    fireEvent.click(tab(2));
    expect(tab(2)).toHaveAttribute('tabindex', '0');
    expect(tab(1)).toHaveAttribute('tabindex', '-1');
    expect(tab(3)).toHaveAttribute('tabindex', '-1');
  });
});

describe('ItineraryTabs on a German page', () => {
  it('marks a day text shown in English, in the German heading', async () => {
    const german = [{ ...days[0], title: 'Ankunft in Arusha' } as ItineraryDay, ...days.slice(1)];
    const tour = { inEnglish: ['itinerary.0.description', 'itinerary.1.title', 'itinerary.1.description'] };
    await act(async () => {
      render(
        <LanguageContext value="de">
          <Suspense fallback={<p>loading</p>}>
            <ItineraryTabs days={german} inLanguage={tour} />
          </Suspense>
        </LanguageContext>,
      );
    });
    const heading = await screen.findByRole('heading', { name: 'Tag 1: Ankunft in Arusha' });
    expect(heading.querySelector('[lang]')).toBeNull();
    expect(screen.getByText('Met at the airport and driven to the lodge.')).toHaveAttribute('lang', 'en');
    fireEvent.click(screen.getByRole('tab', { name: 'Tag 2' }));
    expect(screen.getByRole('heading', { name: 'Tag 2: Serengeti game drive' })).toBeInTheDocument();
    expect(screen.getByText('Serengeti game drive')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('A full day among the herds.')).toHaveAttribute('lang', 'en');
  });

  it('marks nothing in English', () => {
    render(<ItineraryTabs days={days} />);
    expect(within(panel()).getByRole('heading').querySelector('[lang]')).toBeNull();
    expect(panel().querySelector('[lang]')).toBeNull();
  });
});
