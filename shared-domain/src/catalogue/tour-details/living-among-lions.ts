import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_CANCELLATION, STANDARD_EXCLUDED, STANDARD_INCLUDED } from './common.ts';

const slug = 'living-among-lions';

export const livingAmongLionsDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '5 Days' },
    { label: 'Comfort', value: 'Luxury' },
    { label: 'Group Size', value: 'Up to 5 people' },
    { label: 'Start / End', value: 'Arusha' },
    { label: 'Language', value: 'English' },
  ],
  overview: [
    'The central Serengeti holds one of the densest lion populations in Africa, and this tour is built around them. You fly from Arusha straight to the Seronera airstrip, so the first afternoon is already spent on a game drive rather than on the road.',
    'Three nights in a luxury tented camp put you close to the kopjes and river valleys where prides rest, hunt and raise their cubs. Your guide reads tracks and alarm calls to find them, as well as the cheetahs of the open plains and the leopards of the riverine trees.',
    'On the way home you drive across to the Ngorongoro Crater for a final morning among its rhino, lions and flamingos.',
  ],
  included: [
    ...STANDARD_INCLUDED,
    'Flight from Arusha to the Seronera airstrip',
    'Park entrance and crater service fees',
    'Four nights in luxury camps and lodges',
  ],
  excluded: [...STANDARD_EXCLUDED, 'International flights and visa fees'],
  itinerary: [
    {
      day: 1,
      title: 'Fly into the Serengeti',
      description:
        'A light aircraft takes you from Arusha to Seronera in about an hour. Your guide meets you on the airstrip and the afternoon game drive starts from there.',
      destination: 'Seronera, Serengeti National Park',
      accommodation: 'A luxury tented camp in central Serengeti',
      meals: ['Lunch', 'Dinner'],
      highlights: ['Scenic flight over the Rift Valley', 'Afternoon game drive'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'The lions of the kopjes',
      description:
        'A full day among the granite outcrops where prides keep watch over the plains. Early starts give the best chance of seeing a hunt before the heat of the day.',
      destination: 'Central Serengeti',
      accommodation: 'A luxury tented camp in central Serengeti',
      meals: ALL_MEALS,
      highlights: ['Lion prides and cubs', 'Picnic lunch in the bush'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Moru Kopjes and the open plains',
      description:
        'Explore the Moru Kopjes, with their old Maasai rock paintings, and the short-grass plains beyond, the home of cheetahs. Optional dawn balloon flight over the Seronera valley at extra cost.',
      destination: 'Serengeti National Park',
      accommodation: 'A luxury tented camp in central Serengeti',
      meals: ALL_MEALS,
      highlights: ['Moru Kopjes rock paintings', 'Cheetahs on the plains', 'Optional balloon flight'],
      image: tourImage(slug, 'day-3'),
    },
    {
      day: 4,
      title: 'Serengeti to the Ngorongoro rim',
      description:
        'A last morning drive in the Serengeti, then out through Naabi Hill and up to the crater rim, where the lodge looks straight down into the caldera.',
      destination: 'Ngorongoro Conservation Area',
      accommodation: 'A luxury lodge on the crater rim',
      meals: ALL_MEALS,
      highlights: ['Morning game drive', 'Crater views at sunset'],
      image: tourImage(slug, 'day-4'),
    },
    {
      day: 5,
      title: 'Ngorongoro Crater and return',
      description:
        'Descend at first light to the crater floor for black rhino, lions and the flamingos of Lake Magadi, then drive back to Arusha in the afternoon.',
      destination: 'Ngorongoro Crater',
      accommodation: null,
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Black rhino', 'Crater lions', 'Drop-off in Arusha'],
      image: tourImage(slug, 'day-5'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: STANDARD_CANCELLATION,
};
