import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_CANCELLATION, STANDARD_EXCLUDED, STANDARD_INCLUDED } from './common.ts';

const slug = 'tarangire-safari';

export const tarangireSafariDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '3 Days' },
    { label: 'Comfort', value: 'Luxury' },
    { label: 'Group Size', value: 'Up to 5 people' },
    { label: 'Start / End', value: 'Arusha' },
    { label: 'Language', value: 'English' },
  ],
  overview: [
    'Three days is enough for two of northern Tanzania’s finest parks when the driving is kept short. Tarangire is two hours from Arusha and is known for its elephants, which gather in hundreds along the river in the dry months, and for the giant baobabs that stand across its hills.',
    'The second night is spent in the cool highlands of Karatu, a short drive from the Ngorongoro Crater gate, so you can be on the crater floor early on the last day, before most vehicles arrive.',
  ],
  included: [
    ...STANDARD_INCLUDED,
    'Park entrance and crater service fees',
    'Two nights in luxury lodges',
    '4x4 safari vehicle with a pop-up roof',
  ],
  excluded: [...STANDARD_EXCLUDED],
  itinerary: [
    {
      day: 1,
      title: 'Arusha to Tarangire National Park',
      description:
        'Pickup from your Arusha hotel in the morning and a game drive in Tarangire from late morning to sunset, among elephants, giraffes and baobabs.',
      destination: 'Tarangire National Park',
      accommodation: 'A luxury lodge overlooking the Tarangire River',
      meals: ALL_MEALS,
      highlights: ['Elephant herds', 'Baobab trees', 'Sunset over the river'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'Tarangire to the Karatu highlands',
      description:
        'A morning game drive in Tarangire, then up the Rift Valley escarpment to Karatu for an afternoon on a coffee farm and an evening by the fire.',
      destination: 'Karatu',
      accommodation: 'A luxury farm lodge in Karatu',
      meals: ALL_MEALS,
      highlights: ['Morning game drive', 'Coffee farm walk'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Ngorongoro Crater and return to Arusha',
      description:
        'An early descent into the crater for black rhino, lions, buffalo and flamingos, a picnic by the hippo pool, and the drive back to Arusha in the afternoon.',
      destination: 'Ngorongoro Crater',
      accommodation: null,
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Crater floor game drive', 'Black rhino', 'Hippo pool picnic'],
      image: tourImage(slug, 'day-3'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: STANDARD_CANCELLATION,
};
