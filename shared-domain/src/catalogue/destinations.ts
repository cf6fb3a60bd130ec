import { destinationImage } from './images.ts';
import type { Tuple } from './types.ts';

export type DestinationId = 'serengeti' | 'ngorongoro' | 'kilimanjaro' | 'zanzibar';

export interface CallToAction {
  readonly label: string;
  readonly href: string;
}

export interface SeasonPeriod {
  readonly months: string;
  readonly title: string;
  readonly description: string;
}

export interface ImageCard {
  readonly name: string;
  readonly description: string;
  readonly image: string;
}

export interface ClimbingRoute {
  readonly name: string;
  readonly minDays: number;
  readonly maxDays: number;
  /** As shown, e.g. '5-6 days'. */
  readonly daysText: string;
  readonly difficulty: 'Moderate' | 'Challenging' | 'Moderate to Challenging';
  readonly description: string;
}

/**
 * What a destination's card shows (home page, destinations index). The guide's long content is in
 * ./destination-guides.ts, which only the guide page imports.
 */
export interface DestinationSummary<Id extends DestinationId = DestinationId> {
  readonly id: Id;
  readonly name: string;
  /** The guide page, `/destinations/<id>`. */
  readonly path: `/destinations/${Id}`;
  /** Card text on the home page and the destinations index. */
  readonly description: string;
  /** A lucide icon name the UI maps to a component. */
  readonly icon: string;
  readonly cardHighlights: Tuple<string, 3>;
  readonly image: string;
}

interface DestinationBase extends DestinationSummary {
  readonly heroTitle: string;
  readonly heroSubtitle: string;
  readonly intro: readonly string[];
  readonly highlights: readonly string[];
  readonly callsToAction: Tuple<CallToAction, 2>;
}

export interface SerengetiGuide extends DestinationBase {
  readonly id: 'serengeti';
  readonly bestTimeToVisit: Tuple<SeasonPeriod, 3>;
}

export interface NgorongoroGuide extends DestinationBase {
  readonly id: 'ngorongoro';
  readonly wildlife: Tuple<ImageCard, 4>;
}

export interface KilimanjaroGuide extends DestinationBase {
  readonly id: 'kilimanjaro';
  readonly routes: Tuple<ClimbingRoute, 4>;
  readonly reasonsToClimb: readonly string[];
}

export interface ZanzibarGuide extends DestinationBase {
  readonly id: 'zanzibar';
  readonly attractions: Tuple<ImageCard, 4>;
  /** The twelve island highlights (docs/product.md §3). */
  readonly highlights: Tuple<string, 12>;
  readonly bestTimeToVisit: Tuple<SeasonPeriod, 3>;
}

export type Destination = SerengetiGuide | NgorongoroGuide | KilimanjaroGuide | ZanzibarGuide;
export const serengetiSummary: DestinationSummary<'serengeti'> = {
  id: 'serengeti',
  name: 'Serengeti',
  path: '/destinations/serengeti',
  description:
    'Fifteen thousand square kilometres of open grassland, the stage of the Great Migration and home to more lions than anywhere else in Africa.',
  icon: 'binoculars',
  cardHighlights: ['Great Migration', 'Big cats', 'Hot air balloon flights'],
  image: destinationImage('serengeti', 'hero'),
};

export const ngorongoroSummary: DestinationSummary<'ngorongoro'> = {
  id: 'ngorongoro',
  name: 'Ngorongoro',
  path: '/destinations/ngorongoro',
  description:
    'The largest unbroken volcanic caldera on earth, its floor home to some 25,000 large animals, among them the rare black rhino.',
  icon: 'mountain',
  cardHighlights: ['Volcanic crater', 'Black rhino', 'Maasai culture'],
  image: destinationImage('ngorongoro', 'hero'),
};

export const kilimanjaroSummary: DestinationSummary<'kilimanjaro'> = {
  id: 'kilimanjaro',
  name: 'Kilimanjaro',
  path: '/destinations/kilimanjaro',
  description:
    'Africa’s highest mountain, a free-standing volcano you can walk to the top of, through rainforest, moorland and alpine desert to the glaciers.',
  icon: 'mountain-snow',
  cardHighlights: ['Uhuru Peak, 5,895m', 'Several climbing routes', 'Five climate zones'],
  image: destinationImage('kilimanjaro', 'hero'),
};

export const zanzibarSummary: DestinationSummary<'zanzibar'> = {
  id: 'zanzibar',
  name: 'Zanzibar',
  path: '/destinations/zanzibar',
  description:
    'White beaches, coral reefs and the old Swahili trading town of Stone Town, a short flight from the northern parks.',
  icon: 'palmtree',
  cardHighlights: ['Stone Town', 'Beaches and reefs', 'Spice farms'],
  image: destinationImage('zanzibar', 'hero'),
};

/** The four destinations' cards in the seeds' order (home page, destinations index). */
export const DESTINATION_SUMMARIES: readonly DestinationSummary[] = [
  serengetiSummary,
  ngorongoroSummary,
  kilimanjaroSummary,
  zanzibarSummary,
];
