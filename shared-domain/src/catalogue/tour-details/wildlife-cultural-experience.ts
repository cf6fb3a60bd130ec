import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_EXCLUDED, STANDARD_INCLUDED } from './common.ts';

const slug = 'wildlife-cultural-experience';

export const wildlifeCulturalExperienceDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '3 Days' },
    { label: 'Tour Type', value: 'Private' },
    { label: 'Difficulty', value: 'Easy' },
    { label: 'Start / End', value: 'Arusha' },
    { label: 'Language', value: 'English' },
  ],
  overview: [
    'This private tour mixes wildlife and the people of northern Tanzania. Game drives in Tarangire and the Ngorongoro Crater frame a day spent with local communities: the farmers and craftspeople of Mto wa Mbu, and a Maasai family who show how cattle, land and tradition shape their lives.',
    'The pace is easy, the drives short, and the whole tour is yours alone, so it suits families with teenagers and anyone with only a few days to spare.',
  ],
  included: [
    ...STANDARD_INCLUDED,
    'Park entrance and crater service fees',
    'Village walk and Maasai boma visit fees',
    'Two nights in lodges',
  ],
  excluded: [...STANDARD_EXCLUDED],
  itinerary: [
    {
      day: 1,
      title: 'Arusha to Tarangire National Park',
      description:
        'Pickup in Arusha and a game drive in Tarangire, where elephants, giraffes and zebra gather along the river beneath the baobabs.',
      destination: 'Tarangire National Park',
      accommodation: 'A lodge in Mto wa Mbu',
      meals: ALL_MEALS,
      highlights: ['Elephant herds', 'Baobab trees'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'Mto wa Mbu and a Maasai boma',
      description:
        'Walk through the banana farms and markets of Mto wa Mbu with a local guide, share a home-cooked lunch, and visit a Maasai boma in the afternoon before driving up to Karatu.',
      destination: 'Mto wa Mbu and Karatu',
      accommodation: 'A farm lodge in Karatu',
      meals: ALL_MEALS,
      highlights: ['Village walk', 'Home-cooked lunch', 'Maasai boma visit'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Ngorongoro Crater and return to Arusha',
      description:
        'A morning on the crater floor among rhino, lions and buffalo, a picnic lunch, and the drive back to Arusha.',
      destination: 'Ngorongoro Crater',
      accommodation: null,
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Crater floor game drive', 'Black rhino'],
      image: tourImage(slug, 'day-3'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: 'Free cancellation up to 24 hours before the tour',
};
