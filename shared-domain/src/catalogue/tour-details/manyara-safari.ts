import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_CANCELLATION, STANDARD_EXCLUDED, STANDARD_INCLUDED } from './common.ts';

const slug = 'manyara-safari';

export const manyaraSafariDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '4 Days' },
    { label: 'Comfort', value: 'Mid-range' },
    { label: 'Group Size', value: 'Up to 5 people' },
    { label: 'Start / End', value: 'Arusha' },
    { label: 'Language', value: 'English' },
  ],
  overview: [
    'This safari links three very different parks. Lake Manyara sits at the foot of the Rift Valley wall, with a groundwater forest, a shallow soda lake and some of the largest baboon troops in Africa.',
    'From there the road climbs over the Ngorongoro highlands and drops onto the endless plains of the Serengeti, where you spend a night in a tented camp among the wildlife. The tour ends with a morning on the floor of the Ngorongoro Crater.',
    'Accommodation is in comfortable mid-range lodges and camps, chosen for their setting rather than their price.',
  ],
  included: [
    ...STANDARD_INCLUDED,
    'Park entrance and crater service fees',
    'Three nights in mid-range lodges and camps',
    '4x4 safari vehicle with a pop-up roof',
  ],
  excluded: [...STANDARD_EXCLUDED],
  itinerary: [
    {
      day: 1,
      title: 'Arusha to Lake Manyara',
      description:
        'Drive west from Arusha to Lake Manyara National Park for an afternoon in its forest and along the lake shore, looking for elephants, hippos and lions resting in the acacias.',
      destination: 'Lake Manyara National Park',
      accommodation: 'A mid-range lodge on the Manyara escarpment',
      meals: ['Lunch', 'Dinner'],
      highlights: ['Groundwater forest', 'Hippo pool', 'Views over the Rift Valley'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'Across the highlands to the Serengeti',
      description:
        'Over the Ngorongoro highlands and down onto the Serengeti plains, entering at Naabi Hill and game-driving to the central Seronera area for the night.',
      destination: 'Serengeti National Park',
      accommodation: 'A mid-range tented camp in central Serengeti',
      meals: ALL_MEALS,
      highlights: ['Naabi Hill viewpoint', 'Seronera valley game drive'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Serengeti to Ngorongoro',
      description:
        'Sunrise game drive in the Serengeti, then back east to the crater rim for the night, with time to watch the light fade over the caldera.',
      destination: 'Ngorongoro Conservation Area',
      accommodation: 'A mid-range lodge near the crater rim',
      meals: ALL_MEALS,
      highlights: ['Early game drive', 'Crater rim at dusk'],
      image: tourImage(slug, 'day-3'),
    },
    {
      day: 4,
      title: 'Ngorongoro Crater and return to Arusha',
      description:
        'Half a day on the crater floor among rhino, zebra, wildebeest and lions, then the drive back to Arusha.',
      destination: 'Ngorongoro Crater',
      accommodation: null,
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Crater floor game drive', 'Drop-off in Arusha'],
      image: tourImage(slug, 'day-4'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: STANDARD_CANCELLATION,
};
