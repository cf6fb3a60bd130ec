import { SITE_IMAGES, TOURS } from '@safari/shared-domain/catalogue';
import type { Backdrop, Figure, Palette, Scene } from './artwork-scenes.ts';

const PALETTES: readonly Palette[] = ['golden', 'day', 'dawn', 'dusk'];

interface Theme {
  readonly backdrop: Backdrop;
  readonly figures: readonly Figure[];
}

// Checked in order against the words describing a picture: the first match sets the scene.
const THEMES: readonly [RegExp, Theme][] = [
  [/rhino/, { backdrop: 'crater', figures: ['rhino', 'acacia', 'rhino'] }],
  [/hippo/, { backdrop: 'lake', figures: ['hippo', 'hippo', 'hippo', 'birds'] }],
  [/elephants?\b/, { backdrop: 'hills', figures: ['acacia', 'elephant', 'elephant', 'elephant'] }],
  [/lions?\b/, { backdrop: 'plain', figures: ['acacia', 'lion', 'lion', 'birds'] }],
  [/stone-town|stone town/, { backdrop: 'town', figures: ['dhow', 'palm'] }],
  [/spice/, { backdrop: 'forest', figures: ['spice', 'palm', 'spice', 'spice'] }],
  [/jozani|forest/, { backdrop: 'forest', figures: ['monkey', 'palm', 'monkey'] }],
  [/prison-island|tortoise/, { backdrop: 'sea', figures: ['tortoise', 'palm', 'dhow', 'tortoise'] }],
  [/zanzibar|beach|island/, { backdrop: 'sea', figures: ['palm', 'dhow', 'palm'] }],
  [
    /kilimanjaro|moshi|summit|mountain|climb|hike/,
    { backdrop: 'kilimanjaro', figures: ['acacia', 'hiker', 'hiker', 'giraffe'] },
  ],
  [/hot springs|chemka/, { backdrop: 'forest', figures: ['palm', 'birds', 'palm'] }],
  [/crater|ngorongoro/, { backdrop: 'crater', figures: ['vehicle', 'wildebeest', 'lion', 'acacia'] }],
  [
    /manyara|flamingo|lake/,
    { backdrop: 'lake', figures: ['flamingo', 'flamingo', 'acacia', 'flamingo', 'flamingo'] },
  ],
  [/tarangire|baobab/, { backdrop: 'hills', figures: ['baobab', 'elephant', 'elephant', 'baobab'] }],
  [/balloon/, { backdrop: 'plain', figures: ['balloon', 'acacia', 'wildebeest', 'wildebeest'] }],
  [
    /migration|wildebeest/,
    {
      backdrop: 'plain',
      figures: ['wildebeest', 'wildebeest', 'wildebeest', 'wildebeest', 'acacia', 'wildebeest'],
    },
  ],
  [
    /serengeti|seronera|plains/,
    { backdrop: 'plain', figures: ['acacia', 'giraffe', 'wildebeest', 'lion', 'balloon'] },
  ],
  [
    /karatu|mto wa mbu|village|cultur|farm/,
    { backdrop: 'hills', figures: ['tent', 'acacia', 'birds', 'acacia'] },
  ],
  [/arusha/, { backdrop: 'meru', figures: ['giraffe', 'acacia', 'giraffe', 'vehicle'] }],
];

const DEFAULT_THEME: Theme = { backdrop: 'plain', figures: ['acacia', 'giraffe', 'elephant'] };

function themeFor(words: string): Theme {
  const text = words.toLowerCase();
  return THEMES.find(([pattern]) => pattern.test(text))?.[1] ?? DEFAULT_THEME;
}

/** The words that say what a picture shows: a day's destination and title, or its file name. */
function describe(url: string): string {
  const [, kind, owner, file] =
    /^\/images\/(tours|destinations|site)\/(?:([a-z0-9-]+)\/)?([a-z0-9-]+)\.svg$/.exec(url) ?? [];
  if (kind === 'tours' && owner) {
    const tour = TOURS.find((t) => t.slug === owner);
    const day = tour?.itinerary.find((d) => d.image === url);
    if (day) return `${day.destination} ${day.title} ${day.highlights.join(' ')}`;
    if (file === 'hero') return `${owner} ${tour?.title ?? ''}`;
    // Gallery pictures: the places the tour visits, one after another.
    const index = Number(file?.split('-')[1] ?? 1);
    const places = tour?.locationsVisited ?? [];
    return `${places[index % Math.max(places.length, 1)] ?? owner} ${owner}`;
  }
  if (kind === 'destinations') return `${file === 'hero' ? owner : file} ${owner}`;
  return file ?? url;
}

/** The scene for one catalogue picture. */
export function sceneForImage(url: string): Scene {
  const words = describe(url);
  let theme = themeFor(words);
  if (url === SITE_IMAGES.homeHero)
    theme = { backdrop: 'kilimanjaro', figures: ['acacia', 'giraffe', 'elephant', 'elephant', 'birds'] };
  if (url === SITE_IMAGES.aboutHero) theme = { backdrop: 'meru', figures: ['vehicle', 'acacia', 'giraffe'] };
  if (url === SITE_IMAGES.destinationsHero)
    theme = { backdrop: 'crater', figures: ['acacia', 'wildebeest', 'wildebeest', 'birds'] };
  if (url === SITE_IMAGES.toursHero)
    theme = { backdrop: 'plain', figures: ['vehicle', 'acacia', 'lion', 'balloon'] };
  if (url === SITE_IMAGES.customSafari)
    theme = { backdrop: 'hills', figures: ['tent', 'acacia', 'giraffe', 'birds'] };
  if (url === SITE_IMAGES.placeholder) theme = { backdrop: 'plain', figures: ['acacia'] };
  let hash = 0;
  for (const ch of url) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const palette = url === SITE_IMAGES.homeHero ? 'golden' : (PALETTES[hash % PALETTES.length] ?? 'golden');
  return { palette, backdrop: theme.backdrop, figures: theme.figures, seed: url };
}
