import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_CANCELLATION, STANDARD_EXCLUDED, STANDARD_INCLUDED } from './common.ts';

const slug = 'arusha-to-manyara';

export const arushaToManyaraDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '4 Days' },
    { label: 'Group Size', value: 'Max 6 people' },
    { label: 'Start / End', value: 'Arusha' },
    { label: 'Language', value: 'English' },
  ],
  overview: [
    'Most safaris pass through Lake Manyara in half a day. This one stays, using a lodge on the Rift Valley escarpment as its base. From there you explore the park’s forest, hot springs and lake shore, walk the treetop walkway and spend time in Mto wa Mbu, a farming town at the foot of the escarpment.',
    'A full day in the Ngorongoro Crater and a last game drive in Tarangire on the way home complete the loop.',
  ],
  included: [
    ...STANDARD_INCLUDED,
    'Park entrance and crater service fees',
    'Three nights in a lodge on the Manyara escarpment',
    'Guided village walk in Mto wa Mbu',
  ],
  excluded: [...STANDARD_EXCLUDED, 'Treetop walkway ticket'],
  itinerary: [
    {
      day: 1,
      title: 'Arusha to Lake Manyara National Park',
      description:
        'Leave Arusha in the morning and enter Lake Manyara National Park after lunch, driving through the forest to the hippo pool and the Maji Moto hot springs at the southern end.',
      destination: 'Lake Manyara National Park',
      accommodation: 'A lodge on the Manyara escarpment',
      meals: ['Lunch', 'Dinner'],
      highlights: ['Hippo pool', 'Maji Moto hot springs', 'Elephants in the forest'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'Ngorongoro Crater',
      description:
        'An early start up to the crater rim and down to the floor, for a full day among rhino, lions, buffalo and the flamingos of Lake Magadi. Back to the escarpment lodge for the night.',
      destination: 'Ngorongoro Crater',
      accommodation: 'A lodge on the Manyara escarpment',
      meals: ALL_MEALS,
      highlights: ['Full day on the crater floor', 'Black rhino'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Treetop walkway and Mto wa Mbu',
      description:
        'Walk the suspended treetop walkway in the Manyara forest canopy, then spend the afternoon in Mto wa Mbu with a local guide: banana farms, a family lunch and the town’s craft workshops.',
      destination: 'Lake Manyara and Mto wa Mbu',
      accommodation: 'A lodge on the Manyara escarpment',
      meals: ALL_MEALS,
      highlights: ['Treetop walkway', 'Village walk and home-cooked lunch', 'Local craft workshops'],
      image: tourImage(slug, 'day-3'),
    },
    {
      day: 4,
      title: 'Tarangire and return to Arusha',
      description:
        'A morning game drive in Tarangire among elephants and baobabs, then back to Arusha in the afternoon.',
      destination: 'Tarangire National Park',
      accommodation: null,
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Elephant herds', 'Drop-off in Arusha'],
      image: tourImage(slug, 'day-4'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: STANDARD_CANCELLATION,
};
