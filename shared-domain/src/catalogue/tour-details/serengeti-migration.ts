import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_CANCELLATION, STANDARD_EXCLUDED, STANDARD_INCLUDED } from './common.ts';

const slug = 'serengeti-migration';

export const serengetiMigrationDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '8 Days' },
    { label: 'Tour Type', value: 'Private' },
    { label: 'Comfort', value: 'Budget' },
    { label: 'Group Size', value: 'Up to 5 people' },
    { label: 'Start / End', value: 'Arusha' },
    { label: 'Language', value: 'English' },
  ],
  overview: [
    'Close to two million wildebeest, zebra and gazelle circle the Serengeti–Mara ecosystem every year, following the rain and the fresh grass it brings. This private budget safari is planned around that movement: your guide checks where the herds are before you leave Arusha and sets the Serengeti days accordingly.',
    'From January to March the herds gather on the short-grass plains of the southern Serengeti and Ndutu to give birth, and the predators gather with them. From July to October they press north to the Mara River, where the crossings happen. In between you find them moving through the central and western Serengeti.',
    'The route also takes in the baobab country of Tarangire, the floor of the Ngorongoro Crater and the forest of Lake Manyara, so the week covers the whole northern circuit, not the migration alone.',
  ],
  included: [
    ...STANDARD_INCLUDED,
    'Park entrance and crater service fees',
    'Seven nights of accommodation as listed',
    'Private 4x4 safari vehicle with a pop-up roof',
  ],
  excluded: [...STANDARD_EXCLUDED, 'International flights and visa fees'],
  itinerary: [
    {
      day: 1,
      title: 'Arrival in Arusha',
      description:
        'Your driver meets you at Kilimanjaro International Airport and takes you to your lodge in Arusha. In the evening your guide runs through the week and the latest news of the herds.',
      destination: 'Arusha',
      accommodation: 'A garden lodge in Arusha',
      meals: ['Dinner'],
      highlights: ['Airport welcome', 'Safari briefing with your guide'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'Tarangire National Park',
      description:
        'A two-hour drive brings you to Tarangire, where elephant families dig for water in the sandy river bed beneath ancient baobabs. Afternoon game drive along the Tarangire River.',
      destination: 'Tarangire National Park',
      accommodation: 'A tented camp on the edge of Tarangire',
      meals: ALL_MEALS,
      highlights: ['Large elephant herds', 'Baobab trees', 'Tarangire River'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Into the Serengeti',
      description:
        'Climb through the Ngorongoro highlands, stop at Olduvai Gorge where some of the oldest human fossils were found, and enter the Serengeti at Naabi Hill with a game drive on the way to camp.',
      destination: 'Serengeti National Park',
      accommodation: 'A seasonal tented camp near the herds',
      meals: ALL_MEALS,
      highlights: ['Olduvai Gorge', 'Naabi Hill gate', 'First Serengeti game drive'],
      image: tourImage(slug, 'day-3'),
    },
    {
      day: 4,
      title: 'Following the herds',
      description:
        'A full day with the migration. In the calving season that means Ndutu and the southern plains; in the dry months the northern Serengeti and the banks of the Mara River, waiting for a crossing.',
      destination: 'Serengeti National Park',
      accommodation: 'A seasonal tented camp near the herds',
      meals: ALL_MEALS,
      highlights: ['Wildebeest and zebra herds', 'Lions, cheetahs and hyenas on the hunt'],
      image: tourImage(slug, 'day-4'),
    },
    {
      day: 5,
      title: 'Central Serengeti',
      description:
        'Make for the Seronera valley, where water stays all year and leopards rest in the sausage trees along the river. The granite kopjes here are favourite lookouts for lion prides.',
      destination: 'Seronera, Serengeti National Park',
      accommodation: 'A tented camp in central Serengeti',
      meals: ALL_MEALS,
      highlights: ['Leopards along the Seronera River', 'Lion prides on the kopjes'],
      image: tourImage(slug, 'day-5'),
    },
    {
      day: 6,
      title: 'Serengeti to the Ngorongoro rim',
      description:
        'A last morning drive in the Serengeti, then back across the plains and up to the rim of the Ngorongoro Crater, 600 metres above its floor, for the night.',
      destination: 'Ngorongoro Conservation Area',
      accommodation: 'A lodge near the crater rim',
      meals: ALL_MEALS,
      highlights: ['Morning game drive', 'Sunset over the crater'],
      image: tourImage(slug, 'day-6'),
    },
    {
      day: 7,
      title: 'Ngorongoro Crater floor',
      description:
        'Descend early into the crater, home to black rhino, large lion prides and flamingos on the soda lake. Lunch by the hippo pool, then drive down to the farms of Karatu.',
      destination: 'Ngorongoro Crater',
      accommodation: 'A farm lodge in Karatu',
      meals: ALL_MEALS,
      highlights: ['Black rhino', 'Lake Magadi flamingos', 'Hippo pool picnic'],
      image: tourImage(slug, 'day-7'),
    },
    {
      day: 8,
      title: 'Lake Manyara and return to Arusha',
      description:
        'A morning in the groundwater forest of Lake Manyara, known for its baboon troops and lions that rest in the trees, then the drive back to Arusha or the airport.',
      destination: 'Lake Manyara National Park',
      accommodation: null,
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Groundwater forest', 'Baboon troops', 'Drop-off in Arusha or at the airport'],
      image: tourImage(slug, 'day-8'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: STANDARD_CANCELLATION,
};
