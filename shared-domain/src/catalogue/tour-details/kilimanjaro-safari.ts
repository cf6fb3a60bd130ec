import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_EXCLUDED, STANDARD_INCLUDED } from './common.ts';

const slug = 'kilimanjaro-safari';

export const kilimanjaroSafariDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '6 Days / 5 Nights' },
    { label: 'Group Size', value: 'Max 12 people' },
    { label: 'Kilimanjaro Altitude', value: '5,895m' },
    { label: 'Spa Credit', value: '$100' },
    { label: 'Language', value: 'English' },
  ],
  overview: [
    'Kilimanjaro, at 5,895m the highest mountain in Africa, is the start of this tour, but not its summit. You hike its lower slopes through montane rainforest on the Marangu route, to Mandara Hut and the Maundi Crater, for a real taste of the mountain without the week-long climb.',
    'After the hike the tour turns to wildlife: a day in Tarangire among elephants and baobabs, and a day on the floor of the Ngorongoro Crater.',
    'The last full day is for recovery, with a swim in the clear water of the Chemka hot springs and a $100 credit at a spa in Arusha.',
  ],
  included: [
    ...STANDARD_INCLUDED,
    'Kilimanjaro National Park fees and a licensed mountain guide',
    'Park entrance and crater service fees',
    'Five nights of accommodation as listed',
    '$100 spa credit',
  ],
  excluded: [...STANDARD_EXCLUDED, 'Hiking boots and rain gear'],
  itinerary: [
    {
      day: 1,
      title: 'Arrival and Moshi',
      description:
        'Pickup at Kilimanjaro International Airport and a short drive to Moshi, the town at the foot of the mountain. Your guide checks your gear for the next day’s hike.',
      destination: 'Moshi',
      accommodation: 'A hotel in Moshi with views of Kilimanjaro',
      meals: ['Dinner'],
      highlights: ['Airport pickup', 'Gear check and briefing'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'Kilimanjaro day hike',
      description:
        'From Marangu Gate at about 1,860m, walk up through rainforest alive with blue and colobus monkeys to Mandara Hut at 2,720m, and on to the rim of the Maundi Crater before walking back down.',
      destination: 'Kilimanjaro National Park',
      accommodation: 'A hotel in Moshi with views of Kilimanjaro',
      meals: ALL_MEALS,
      highlights: ['Montane rainforest', 'Mandara Hut (2,720m)', 'Maundi Crater viewpoint'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Moshi to Tarangire National Park',
      description:
        'Rest your legs on the drive west to Tarangire, then spend the afternoon among its elephant herds, giraffes and baobabs.',
      destination: 'Tarangire National Park',
      accommodation: 'A tented lodge near Tarangire',
      meals: ALL_MEALS,
      highlights: ['Elephant herds', 'Baobab trees'],
      image: tourImage(slug, 'day-3'),
    },
    {
      day: 4,
      title: 'Ngorongoro Crater',
      description:
        'A full morning on the crater floor, the best place in Tanzania to see black rhino, then a night in the cool highlands of Karatu.',
      destination: 'Ngorongoro Crater',
      accommodation: 'A farm lodge in Karatu',
      meals: ALL_MEALS,
      highlights: ['Black rhino', 'Lions and hyenas', 'Lake Magadi flamingos'],
      image: tourImage(slug, 'day-4'),
    },
    {
      day: 5,
      title: 'Hot springs and spa recovery',
      description:
        'Drive to the Chemka hot springs, a warm, clear pool shaded by fig trees, for a swim, then on to Arusha, where your spa credit awaits.',
      destination: 'Chemka hot springs and Arusha',
      accommodation: 'A garden lodge in Arusha',
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Chemka hot springs', '$100 spa treatment credit'],
      image: tourImage(slug, 'day-5'),
    },
    {
      day: 6,
      title: 'Departure',
      description: 'A slow breakfast and a transfer to Kilimanjaro International Airport or your next hotel.',
      destination: 'Arusha',
      accommodation: null,
      meals: ['Breakfast'],
      highlights: ['Airport transfer'],
      image: tourImage(slug, 'day-6'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: 'Free cancellation up to 7 days before the tour starts',
};
