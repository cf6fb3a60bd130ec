import type { PartialGuideTexts } from './destination-texts.ts';
import {
  type Destination,
  type KilimanjaroGuide,
  kilimanjaroSummary,
  type NgorongoroGuide,
  ngorongoroSummary,
  type SerengetiGuide,
  serengetiSummary,
  type ZanzibarGuide,
  zanzibarSummary,
} from './destinations.ts';
import { destinationImage } from './images.ts';
import type { TranslatedLanguage } from './types.ts';

// The guides' long content, in a module of its own so that the pages showing only cards (the
// home page, the destinations index) leave it out of their JavaScript.
export const serengetiGuide = {
  ...serengetiSummary,
  heroTitle: 'Serengeti National Park',
  heroSubtitle: 'The endless plains of northern Tanzania',
  intro: [
    'The Maasai called this country siringet, the place where the land runs on forever. The Serengeti covers about 14,750 square kilometres of short-grass plain, acacia savannah and granite kopjes between the Ngorongoro highlands and Lake Victoria, and it was made a national park in 1951.',
    'It is best known for the Great Migration, the year-round circuit of more than a million wildebeest with hundreds of thousands of zebra and gazelle, but the resident wildlife stays when the herds move on: lion prides, cheetahs, leopards, elephants, giraffes and hundreds of bird species.',
  ],
  highlights: [
    'The Great Migration and its river crossings',
    'One of the largest lion populations in Africa',
    'Leopards in the sausage trees of the Seronera valley',
    'Cheetahs on the southern short-grass plains',
    'Hot air balloon flights at sunrise',
    'Olduvai Gorge, on the road in from Ngorongoro',
  ],
  bestTimeToVisit: [
    {
      months: 'December to March',
      title: 'Calving season',
      description:
        'The herds graze the southern plains around Ndutu and give birth to some half a million calves within a few weeks, drawing predators from all around.',
    },
    {
      months: 'April to June',
      title: 'The long rains and the western corridor',
      description:
        'The plains turn green and quiet and lodges are cheaper. By May and June the herds move north-west, crossing the Grumeti River in the western corridor.',
    },
    {
      months: 'July to November',
      title: 'Dry season and Mara River crossings',
      description:
        'The herds reach the northern Serengeti and cross the Mara River from July to October. Short grass and few water holes make game easy to find everywhere.',
    },
  ],
  callsToAction: [
    { label: 'View Serengeti Tours', href: '/tours?location=serengeti' },
    { label: 'Contact Us', href: '/contact' },
  ],
} as const satisfies SerengetiGuide;

export const ngorongoroGuide = {
  ...ngorongoroSummary,
  heroTitle: 'Ngorongoro Crater',
  heroSubtitle: 'A world of wildlife inside an ancient volcano',
  intro: [
    'About two and a half million years ago a volcano larger than Kilimanjaro collapsed in on itself and left the Ngorongoro Crater: a caldera some 19 kilometres across, with walls 600 metres high enclosing grassland, swamps, a forest and a soda lake.',
    'The crater is part of the Ngorongoro Conservation Area, a UNESCO World Heritage Site where Maasai herders live alongside the wildlife. Permanent water keeps the animals on the floor all year, so a single morning here can bring the whole of the Big Five.',
  ],
  highlights: [
    'The best chance in Tanzania of seeing black rhino',
    'Flamingos on Lake Magadi',
    'Picnic lunch by the Ngoitokitok hippo pool',
    'Lerai yellow-fever tree forest',
    'Maasai villages on the crater highlands',
    'Olduvai Gorge, a short drive away',
  ],
  wildlife: [
    {
      name: 'Black Rhino',
      description:
        'One of the last wild populations in Tanzania lives on the crater floor, watched over day and night by rangers.',
      image: destinationImage('ngorongoro', 'black-rhino'),
    },
    {
      name: 'Lions',
      description:
        'The crater’s prides are known for their heavy-maned males and have the run of the open floor.',
      image: destinationImage('ngorongoro', 'lions'),
    },
    {
      name: 'Elephants',
      description:
        'Old bulls with some of the largest tusks in East Africa browse the Lerai forest and the swamps.',
      image: destinationImage('ngorongoro', 'elephants'),
    },
    {
      name: 'Hippos',
      description: 'They spend the day packed into the crater’s pools and come out to graze after dark.',
      image: destinationImage('ngorongoro', 'hippos'),
    },
  ],
  callsToAction: [
    { label: 'View Ngorongoro Tours', href: '/tours?location=ngorongoro' },
    { label: 'Book Your Safari', href: '/booking' },
  ],
} as const satisfies NgorongoroGuide;

export const kilimanjaroGuide = {
  ...kilimanjaroSummary,
  heroTitle: 'Mount Kilimanjaro',
  heroSubtitle: 'Stand on the Roof of Africa',
  intro: [
    'Kilimanjaro rises alone from the plains near Moshi to Uhuru Peak, 5,895 metres above sea level, the highest point in Africa and the highest free-standing mountain in the world.',
    'No ropes or climbing experience are needed. What the mountain asks for is time to acclimatise, which is why the routes take between five and eight days and why the longer ones see more climbers reach the summit.',
  ],
  highlights: [
    'Sunrise over the glaciers from Uhuru Peak',
    'Five climate zones, from rainforest to arctic summit',
    'Giant groundsels and lobelias on the moorland',
    'Experienced mountain guides and porters',
  ],
  routes: [
    {
      name: 'Marangu Route',
      minDays: 5,
      maxDays: 6,
      daysText: '5-6 days',
      difficulty: 'Moderate',
      description:
        'The only route with sleeping huts, climbing gently from the south-east up the same path it descends.',
    },
    {
      name: 'Machame Route',
      minDays: 6,
      maxDays: 7,
      daysText: '6-7 days',
      difficulty: 'Challenging',
      description:
        'Steep and scenic, crossing the Barranco Wall; its climb-high, sleep-low profile helps acclimatisation.',
    },
    {
      name: 'Lemosho Route',
      minDays: 7,
      maxDays: 8,
      daysText: '7-8 days',
      difficulty: 'Moderate to Challenging',
      description:
        'Starts in remote western forest and crosses the Shira Plateau; quiet, beautiful and well paced.',
    },
    {
      name: 'Rongai Route',
      minDays: 6,
      maxDays: 7,
      daysText: '6-7 days',
      difficulty: 'Moderate',
      description:
        'Approaches from the drier north near the Kenyan border; a good choice in the rainy months.',
    },
  ],
  reasonsToClimb: [
    'Reach the highest point in Africa without technical climbing',
    'Walk through every climate zone from equator to arctic in a week',
    'See the last of the summit glaciers while they remain',
    'Combine the climb with a safari or a beach stay in Zanzibar',
  ],
  callsToAction: [
    { label: 'View Kilimanjaro Tour', href: '/tour/kilimanjaro-safari' },
    { label: 'Contact Us', href: '/contact' },
  ],
} as const satisfies KilimanjaroGuide;

export const zanzibarGuide = {
  ...zanzibarSummary,
  heroTitle: 'Zanzibar Island',
  heroSubtitle: 'The Spice Island of the Indian Ocean',
  intro: [
    'Zanzibar lies about 35 kilometres off the Tanzanian coast. For centuries it traded cloves, cinnamon and ivory across the Indian Ocean, and its history shows in the carved doors and narrow lanes of Stone Town, a UNESCO World Heritage Site.',
    'Beyond the town are palm-lined beaches, warm shallow lagoons and coral reefs, which make it the natural place to rest after a safari or a climb.',
  ],
  highlights: [
    'Stone Town’s carved doors and lanes',
    'The House of Wonders and the Old Fort',
    'Forodhani night food market',
    'Sunset dhow cruise',
    'Snorkelling at Mnemba Atoll',
    'Nungwi and Kendwa beaches',
    'Spice farm tours',
    'Red colobus monkeys in Jozani Forest',
    'Giant tortoises on Prison Island',
    'The Rock restaurant at Michamvi',
    'Seaweed farms of Paje',
    'Swimming with turtles at Nungwi',
  ],
  attractions: [
    {
      name: 'Stone Town',
      description:
        'The old Swahili and Omani quarter of Zanzibar City, with its bazaars, mosques, carved doors and seafront.',
      image: destinationImage('zanzibar', 'stone-town'),
    },
    {
      name: 'Spice Plantations',
      description:
        'Smell, taste and learn to recognise cloves, nutmeg, cinnamon, vanilla and pepper where they grow.',
      image: destinationImage('zanzibar', 'spice-plantations'),
    },
    {
      name: 'Jozani Forest',
      description: 'The island’s only national park and the home of the rare Zanzibar red colobus monkey.',
      image: destinationImage('zanzibar', 'jozani-forest'),
    },
    {
      name: 'Prison Island',
      description:
        'A short boat ride from Stone Town, with a colony of Aldabra giant tortoises and good snorkelling offshore.',
      image: destinationImage('zanzibar', 'prison-island'),
    },
  ],
  bestTimeToVisit: [
    {
      months: 'June to October',
      title: 'Cool and dry',
      description: 'Sunny days, cooling sea breezes and calm water: the most popular time to visit.',
    },
    {
      months: 'December to February',
      title: 'Hot and dry',
      description: 'The warmest, clearest sea of the year, good for diving and snorkelling.',
    },
    {
      months: 'March to May and November',
      title: 'The rains',
      description:
        'Heavy showers from March to May and lighter ones in November bring fewer visitors and lower prices.',
    },
  ],
  callsToAction: [
    // No set tour goes to the island: the listing says so and offers the custom safari form.
    { label: 'View Tours', href: '/tours?location=zanzibar' },
    { label: 'Contact Us', href: '/contact' },
  ],
} as const satisfies ZanzibarGuide;

/** The four guides in the seeds' order, with everything their pages show. */
export const DESTINATIONS: readonly Destination[] = [
  serengetiGuide,
  ngorongoroGuide,
  kilimanjaroGuide,
  zanzibarGuide,
];

export function findDestination(id: string): Destination | undefined {
  return DESTINATIONS.find((destination) => destination.id === id);
}

/** The guides' long texts in each other language (decision 232), fetched by its guide pages only. */
export const DESTINATION_GUIDE_TEXTS: Readonly<
  Record<TranslatedLanguage, () => Promise<{ readonly default: PartialGuideTexts }>>
> = {
  de: () => import('./destination-guides.de.ts'),
  fr: () => import('./destination-guides.fr.ts'),
};
