import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_CANCELLATION } from './common.ts';

const slug = 'five-day-luxury-safari';

export const fiveDayLuxurySafariDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '5 Days' },
    { label: 'Group Size', value: 'Private' },
    { label: 'Language', value: 'English' },
    { label: 'Tour Type', value: 'Safari' },
  ],
  overview: [
    'The classic northern circuit, done privately and well. Your own guide and vehicle take you from Arusha to the baobab hills of Tarangire, across the highlands to the Serengeti, and back by way of the Ngorongoro Crater.',
    'Nights are spent in lodges chosen for their setting: a treetop lodge in Tarangire, a tented camp in the heart of the Serengeti and a lodge on the crater rim. With no one else to fit around, you decide when to start, where to linger and when to stop for lunch.',
  ],
  included: [
    'Drinks and bottled drinking water during the day',
    'Morning tea and a buffet lunch',
    'Local taxes',
    'Hotel pickup and drop-off in an air-conditioned minivan',
    'Insurance',
    'Soft drinks',
    'Tour guide',
  ],
  excluded: ['Towel', 'Tips for guides and lodge staff', 'Alcoholic drinks'],
  itinerary: [
    {
      day: 1,
      title: 'Arrival in Arusha',
      description:
        'Your guide meets you at the airport or your hotel. After lunch, an easy afternoon in Arusha: the central market, a coffee tasting, or simply rest before the safari.',
      destination: 'Arusha city',
      accommodation: 'A boutique hotel in Arusha',
      meals: ['Lunch', 'Dinner'],
      highlights: ['Private airport welcome', 'Arusha central market', 'Coffee tasting', 'Safari briefing'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'Arusha to Tarangire National Park',
      description:
        'Drive to Tarangire for a full day among its elephant herds and baobabs, and spend the night in a lodge built among the treetops.',
      destination: 'Tarangire',
      accommodation: 'A treetops lodge in Tarangire',
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Elephant herds', 'Baobab trees', 'Tarangire River', 'Night in a treetops lodge'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Serengeti National Park',
      description:
        'Cross the Ngorongoro highlands to the Serengeti and game-drive through the Seronera valley, where lions, leopards and cheetahs are seen all year.',
      destination: 'Serengeti',
      accommodation: 'A luxury tented camp in central Serengeti',
      meals: ALL_MEALS,
      highlights: ['Ngorongoro highlands', 'Naabi Hill', 'Seronera big cats', 'Sundowner on the plains'],
      image: tourImage(slug, 'day-3'),
    },
    {
      day: 4,
      title: 'Serengeti to Ngorongoro Crater',
      description:
        'A sunrise drive from your Serengeti camp, then east across the plains, with a stop at Olduvai Gorge, to a lodge on the crater rim.',
      destination: 'Serengeti camp to the Ngorongoro Crater rim',
      accommodation: 'A lodge on the Ngorongoro Crater rim',
      meals: ALL_MEALS,
      highlights: ['Sunrise game drive', 'Olduvai Gorge', 'Crater rim views', 'Dinner by the fire'],
      image: tourImage(slug, 'day-4'),
    },
    {
      day: 5,
      title: 'Ngorongoro Crater to Arusha',
      description:
        'Leave the crater lodge at dawn for a morning on the crater floor, lunch by the hippo pool, and the drive back to Arusha.',
      destination: 'Ngorongoro Crater',
      accommodation: null,
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Black rhino', 'Lake Magadi flamingos', 'Hippo pool lunch', 'Drop-off in Arusha'],
      image: tourImage(slug, 'day-5'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: STANDARD_CANCELLATION,
};
