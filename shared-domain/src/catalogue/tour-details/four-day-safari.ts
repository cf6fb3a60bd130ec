import { tourGallery, tourImage } from '../images.ts';
import type { TourDetails } from '../types.ts';
import { ALL_MEALS, STANDARD_CANCELLATION, STANDARD_EXCLUDED, STANDARD_INCLUDED } from './common.ts';

const slug = 'four-day-safari';

export const fourDaySafariDetails: TourDetails = {
  facts: [
    { label: 'Duration', value: '4 Days' },
    { label: 'Group Size', value: 'Max 7 people' },
    { label: 'Start / End', value: 'Arusha' },
    { label: 'Language', value: 'English' },
  ],
  overview: [
    'A good-value first safari that visits four national parks without long drives. It starts close to town in Arusha National Park, on the slopes of Mount Meru, where you can walk with an armed ranger among giraffes and buffalo.',
    'Then come the elephants of Tarangire, the forest and flamingo-edged lake of Lake Manyara, and finally the Ngorongoro Crater, where more large animals live on one crater floor than almost anywhere else in Africa.',
  ],
  included: [
    ...STANDARD_INCLUDED,
    'Park entrance and crater service fees',
    'Three nights in lodges and tented camps',
    'Walking safari with an armed park ranger',
  ],
  excluded: [...STANDARD_EXCLUDED],
  itinerary: [
    {
      day: 1,
      title: 'Arusha National Park',
      description:
        'A short drive from town to the Momella Lakes and the Ngurdoto Crater, with black-and-white colobus monkeys in the forest and a walking safari with a ranger.',
      destination: 'Arusha National Park',
      accommodation: 'A lodge near Arusha National Park',
      meals: ALL_MEALS,
      highlights: ['Walking safari', 'Colobus monkeys', 'Momella Lakes'],
      image: tourImage(slug, 'day-1'),
    },
    {
      day: 2,
      title: 'Tarangire National Park',
      description:
        'A full day in Tarangire, following the river where elephants, buffalo and zebra come to drink, and looking for lions in the shade of the baobabs.',
      destination: 'Tarangire National Park',
      accommodation: 'A tented camp near Tarangire',
      meals: ALL_MEALS,
      highlights: ['Elephant herds', 'Baobab trees'],
      image: tourImage(slug, 'day-2'),
    },
    {
      day: 3,
      title: 'Lake Manyara National Park',
      description:
        'Game drive through the groundwater forest and along the lake shore, then up the escarpment to Karatu for the night.',
      destination: 'Lake Manyara National Park',
      accommodation: 'A lodge in Karatu',
      meals: ALL_MEALS,
      highlights: ['Groundwater forest', 'Baboon troops', 'Flamingos on the lake in season'],
      image: tourImage(slug, 'day-3'),
    },
    {
      day: 4,
      title: 'Ngorongoro Crater and return to Arusha',
      description:
        'Down into the crater for a morning game drive and a picnic lunch, then back to Arusha by late afternoon.',
      destination: 'Ngorongoro Crater',
      accommodation: null,
      meals: ['Breakfast', 'Lunch'],
      highlights: ['Crater floor game drive', 'Black rhino'],
      image: tourImage(slug, 'day-4'),
    },
  ],
  gallery: tourGallery(slug, 3),
  cancellationNote: STANDARD_CANCELLATION,
};
