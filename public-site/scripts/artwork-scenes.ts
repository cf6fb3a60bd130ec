// Original flat illustrations for every picture the catalogue names. A scene is layers drawn back
// to front (sky, sun, far land, middle land, foreground and silhouettes) from a few parameters, so
// dozens of pictures share one style. Deterministic: the same URL always gives the same file.

export type Palette = 'dawn' | 'day' | 'golden' | 'dusk';
export type Backdrop =
  | 'kilimanjaro'
  | 'meru'
  | 'crater'
  | 'hills'
  | 'plain'
  | 'sea'
  | 'lake'
  | 'forest'
  | 'town';
export type Figure =
  | 'elephant'
  | 'giraffe'
  | 'lion'
  | 'wildebeest'
  | 'rhino'
  | 'hippo'
  | 'flamingo'
  | 'acacia'
  | 'baobab'
  | 'palm'
  | 'dhow'
  | 'balloon'
  | 'tortoise'
  | 'monkey'
  | 'vehicle'
  | 'tent'
  | 'hiker'
  | 'birds'
  | 'spice';

export interface Scene {
  readonly palette: Palette;
  readonly backdrop: Backdrop;
  readonly figures: readonly Figure[];
  /** Seeds the small variations (hill shapes, positions). */
  readonly seed: string;
}

const WIDTH = 1200;
const HEIGHT = 800;
const HORIZON = 470;

interface Colours {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  figure: string;
  water: string;
}

const PALETTES: Record<Palette, Colours> = {
  dawn: {
    skyTop: '#f3b79b',
    skyBottom: '#fde6c4',
    sun: '#fff4da',
    far: '#c9958a',
    mid: '#b07a5e',
    near: '#7a5240',
    figure: '#3b2a25',
    water: '#9fb8c8',
  },
  day: {
    skyTop: '#86c3e0',
    skyBottom: '#e6f2ec',
    sun: '#fff8d8',
    far: '#9db4a6',
    mid: '#c9b46e',
    near: '#9b8744',
    figure: '#3d3526',
    water: '#5fa8c4',
  },
  golden: {
    skyTop: '#ee9a4a',
    skyBottom: '#fbd58f',
    sun: '#fff2c4',
    far: '#c4763f',
    mid: '#b98a3d',
    near: '#855829',
    figure: '#2e1f16',
    water: '#6aa6b5',
  },
  dusk: {
    skyTop: '#553a6b',
    skyBottom: '#f0885b',
    sun: '#ffd6a0',
    far: '#7c4b69',
    mid: '#8c5049',
    near: '#4a2c33',
    figure: '#1f1420',
    water: '#7a6a93',
  },
};

/** A small seeded generator (mulberry32 over an FNV-1a hash of the seed). */
function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r = (n: number) => Math.round(n);

/** A smooth ridge from left to right, closed down to the bottom edge. */
function ridge(random: () => number, baseY: number, amplitude: number, bumps: number, fill: string): string {
  const step = WIDTH / bumps;
  let d = `M0 ${r(baseY - random() * amplitude)}`;
  for (let i = 1; i <= bumps; i += 1) {
    const x = i * step;
    const y = baseY - random() * amplitude;
    d += ` Q${r(x - step / 2)} ${r(baseY - amplitude * (0.4 + random()))} ${r(x)} ${r(y)}`;
  }
  return `<path fill="${fill}" d="${d} V${HEIGHT} H0Z"/>`;
}

function backdrop(kind: Backdrop, c: Colours, random: () => number): string {
  switch (kind) {
    case 'kilimanjaro':
      return (
        `<path fill="${c.far}" d="M80 ${HORIZON} L420 250 Q520 196 640 200 Q760 204 840 262 L1140 ${HORIZON}Z"/>` +
        `<path fill="#f8f6f1" d="M420 250 Q520 196 640 200 Q760 204 840 262 L790 258 L752 282 L712 256 L662 278 L622 252 L572 280 L530 256 L478 282Z"/>`
      );
    case 'meru':
      return `<path fill="${c.far}" d="M160 ${HORIZON} L560 236 L600 226 L650 244 L1060 ${HORIZON}Z"/>`;
    case 'crater':
      return (
        `<path fill="${c.far}" d="M0 ${HORIZON - 40} Q120 300 300 292 L900 292 Q1080 300 1200 ${HORIZON - 40} V${HORIZON + 40} H0Z"/>` +
        `<path fill="${c.mid}" opacity=".55" d="M240 ${HORIZON - 10} Q600 ${HORIZON - 70} 960 ${HORIZON - 10}Z"/>` +
        `<ellipse cx="${r(520 + random() * 160)}" cy="${HORIZON - 18}" rx="130" ry="12" fill="${c.water}" opacity=".8"/>`
      );
    case 'hills':
      return ridge(random, HORIZON - 40, 110, 4, c.far);
    case 'plain':
      return ridge(random, HORIZON - 6, 26, 6, c.far);
    case 'sea':
      return (
        `<rect y="${HORIZON - 40}" width="${WIDTH}" height="${HEIGHT}" fill="${c.water}"/>` +
        `<path stroke="#fff" stroke-opacity=".35" stroke-width="4" fill="none" d="M120 ${HORIZON + 10}h140M520 ${HORIZON + 40}h200M860 ${HORIZON + 16}h160M300 ${HORIZON + 76}h180"/>`
      );
    case 'lake':
      return (
        ridge(random, HORIZON - 70, 90, 3, c.far) +
        `<rect y="${HORIZON - 20}" width="${WIDTH}" height="90" fill="${c.water}"/>`
      );
    case 'forest':
      return (
        ridge(random, HORIZON - 60, 60, 5, c.far) +
        Array.from({ length: 14 }, (_, i) => {
          const x = i * 90 + random() * 40;
          const rad = 55 + random() * 30;
          return `<circle cx="${r(x)}" cy="${r(HORIZON - rad * 0.4)}" r="${r(rad)}" fill="${c.mid}"/>`;
        }).join('')
      );
    case 'town':
      return (
        `<rect y="${HORIZON - 40}" width="${WIDTH}" height="${HEIGHT}" fill="${c.water}"/>` +
        `<g fill="${c.far}">${Array.from({ length: 9 }, (_, i) => {
          const w = 90 + random() * 50;
          const h = 90 + random() * 110;
          const x = 40 + i * 125;
          return `<rect x="${r(x)}" y="${r(HORIZON - 40 - h)}" width="${r(w)}" height="${r(h)}"/>`;
        }).join(
          '',
        )}<rect x="700" y="${HORIZON - 330}" width="34" height="290"/><path d="M700 ${HORIZON - 330}l17-40 17 40z"/></g>` +
        `<g fill="${c.skyBottom}" opacity=".7">${Array.from({ length: 14 }, (_, i) => `<rect x="${70 + i * 80}" y="${HORIZON - 100 - (i % 3) * 30}" width="16" height="26" rx="8"/>`).join('')}</g>`
      );
  }
}

// Silhouettes in a local box with the feet on y=0, facing right, about 60 units long.
const SHAPES: Record<Figure, string> = {
  elephant:
    '<ellipse cx="30" cy="-26" rx="22" ry="15"/><rect x="12" y="-16" width="7" height="16"/><rect x="22" y="-16" width="7" height="16"/><rect x="36" y="-16" width="7" height="16"/><rect x="44" y="-16" width="7" height="16"/><circle cx="52" cy="-32" r="10"/><ellipse cx="46" cy="-30" rx="7" ry="10"/><path d="M59-30Q67-18 63-3L58-3Q61-16 53-24Z"/>',
  giraffe:
    '<ellipse cx="20" cy="-40" rx="15" ry="8"/><path d="M8-38h3v38H8zM14-38h3v38h-3zM25-38h3v38h-3zM31-38h3v38h-3z"/><path d="M27-44l7-2 12-36-6-2z"/><ellipse cx="45" cy="-83" rx="7" ry="3.5"/><path d="M41-86l-1-6h2l1 6zM44-86l0-6h2l0 6z"/><path d="M5-42l-5 12" stroke="currentColor" stroke-width="1.5"/>',
  lion: '<ellipse cx="24" cy="-17" rx="19" ry="8"/><path d="M9-12h4v12H9zM15-12h4v12h-4zM30-12h4v12h-4zM36-12h4v12h-4z"/><circle cx="42" cy="-23" r="10"/><circle cx="47" cy="-22" r="5.5"/><path d="M6-18Q-4-16-2-4l2 0Q0-12 7-14Z"/>',
  wildebeest:
    '<ellipse cx="20" cy="-18" rx="14" ry="7"/><path d="M24-24q6-6 10-2l4 12-4 2-6-8z"/><path d="M9-13h3v13H9zM14-13h3v13h-3zM25-13h3v13h-3zM29-13h3v13h-3z"/><path d="M33-27q3-4 7-3-3 0-4 3zM31-27q-2-4 1-6 0 3 1 5z"/><path d="M6-19q-6 4-5 10l1 0q0-6 5-8z"/>',
  rhino:
    '<ellipse cx="24" cy="-20" rx="21" ry="11"/><path d="M8-14h7v14H8zM17-14h6v14h-6zM30-14h6v14h-6zM38-14h7v14h-7z"/><path d="M40-28q10-2 16 8l2 4-12 2-8-6z"/><path d="M54-20l6-12 1 13z"/><path d="M42-31l2-5 2 4z"/>',
  hippo:
    '<ellipse cx="26" cy="-12" rx="24" ry="12"/><ellipse cx="50" cy="-12" rx="11" ry="8"/><circle cx="45" cy="-21" r="3"/><circle cx="50" cy="-22" r="2.5"/>',
  flamingo:
    '<path d="M14-20v20M17-20l2 20" stroke="currentColor" stroke-width="1.3" fill="none"/><ellipse cx="15" cy="-24" rx="9" ry="5"/><path d="M22-26q6-8 0-16-4-6 2-9 4-1 5 3l-2 1q-1-2-3-1-3 2 0 6 7 10 0 18z"/>',
  acacia:
    '<path d="M28 0l3-40-12-14 3-2 11 12 8-16 3 1-7 18 1 41z"/><ellipse cx="30" cy="-58" rx="42" ry="9"/><ellipse cx="16" cy="-54" rx="22" ry="7"/><ellipse cx="46" cy="-62" rx="26" ry="7"/>',
  baobab:
    '<path d="M14 0q4-30 2-48h26q-2 18 2 48z"/><path d="M18-46l-10-16 3-2 10 14zM26-48l-2-22h4l1 22zM34-48l8-18 3 2-7 16zM38-46l14-10 2 3-13 9z"/><circle cx="8" cy="-64" r="5"/><circle cx="26" cy="-72" r="5"/><circle cx="44" cy="-68" r="5"/><circle cx="54" cy="-58" r="4"/>',
  palm: '<path d="M20 0q-2-40 10-80l3 1q-10 40-8 79z" /><path d="M31-80q-20-8-34 4 16-4 34-2zM31-80q18-12 34-2-16-2-34 4zM31-80q-6-18-24-22 14 8 22 24zM31-80q10-16 28-16-16 6-26 18zM31-80q2 14 16 24-16-6-18-22z"/>',
  dhow: '<path d="M0-10h60l-8 10H8z"/><path d="M26-10V-62l2 0v52z"/><path d="M28-60Q56-44 52-14H28z" opacity=".92"/><path d="M4-16l22-46 2 2-20 44z"/>',
  balloon:
    '<path d="M20-60a20 22 0 1 1 0.1 0Z" transform="translate(0 -30)"/><path d="M14-46h12l-3 8h-6z" transform="translate(0 -30)"/><path d="M15-64l5 18 5-18" stroke="currentColor" stroke-width="1" fill="none" transform="translate(0 -30)"/>',
  tortoise:
    '<path d="M6-4Q8-26 26-26T46-4z"/><path d="M44-10q8-4 12 0l-2 4-10 0z"/><path d="M10-4h5v4h-5zM34-4h5v4h-5z"/>',
  monkey:
    '<path d="M30 0V-70" stroke="currentColor" stroke-width="5"/><circle cx="22" cy="-52" r="7"/><ellipse cx="22" cy="-40" rx="6" ry="9"/><path d="M18-32q-10 10-6 30l2 0q-2-18 7-28z"/>',
  vehicle:
    '<path d="M2-12v-16l10-2 6-10h30v28z"/><rect x="14" y="-46" width="32" height="4"/><circle cx="12" cy="-8" r="7"/><circle cx="42" cy="-8" r="7"/>',
  tent: '<path d="M0 0L22-30 44 0z"/><path d="M46 0L64-24 82 0z"/>',
  hiker:
    '<circle cx="10" cy="-44" r="4"/><path d="M6-38h9l2 16-3 22h-3l1-20-3-4-4 24H2l3-26z"/><path d="M14-38h6v14h-6z"/><path d="M20-38l6 38" stroke="currentColor" stroke-width="1.5"/>',
  birds:
    '<path d="M0-4q6-6 12 0 6-6 12 0-6-3-12 2-6-5-12-2z"/><path d="M30-20q5-5 10 0 5-5 10 0-5-2-10 2-5-4-10-2z"/><path d="M58-8q4-4 8 0 4-4 8 0-4-2-8 1-4-3-8-1z"/>',
  spice:
    '<path d="M10 0v-30M30 0v-40M50 0v-26" stroke="currentColor" stroke-width="3"/><circle cx="10" cy="-34" r="12"/><circle cx="30" cy="-46" r="14"/><circle cx="50" cy="-30" r="11"/>',
};

/** Where figures may stand: near ground band, scaled by depth. */
function placeFigure(figure: Figure, index: number, count: number, c: Colours, random: () => number): string {
  const slot = (index + 0.5 + (random() - 0.5) * 0.6) / count;
  const x = 60 + slot * (WIDTH - 180);
  const airborne = figure === 'balloon' || figure === 'birds';
  const depth = airborne ? 0.5 + random() * 0.3 : 0.7 + random() * 0.6;
  const afloat = figure === 'dhow';
  const y = airborne
    ? (figure === 'balloon' ? 330 : 150) + random() * 100
    : afloat
      ? HORIZON + 10 + random() * 60
      : HORIZON + 120 + depth * 110;
  const big = figure === 'acacia' || figure === 'baobab' || figure === 'palm' ? 3 : 2.7;
  const scale = (depth * big * (airborne ? 1.6 : 1)).toFixed(2);
  const flip = random() < 0.35 && !airborne ? ' scale(-1 1)' : '';
  const fill =
    figure === 'flamingo'
      ? '#e98aa0'
      : figure === 'balloon'
        ? '#c2410c'
        : figure === 'spice'
          ? '#3f5d3a'
          : c.figure;
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${scale})${flip}" fill="${fill}" color="${fill}">${SHAPES[figure]}</g>`;
}

export function renderScene(scene: Scene): string {
  const c = PALETTES[scene.palette];
  const random = seededRandom(scene.seed);
  const sunX = r(180 + random() * 840);
  const sunY = r(scene.palette === 'day' ? 120 + random() * 60 : 300 + random() * 90);
  const groundFigures = scene.figures.filter((f) => f !== 'balloon' && f !== 'birds');
  const airFigures = scene.figures.filter((f) => f === 'balloon' || f === 'birds');
  const seaScene = scene.backdrop === 'sea' || scene.backdrop === 'town';
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.skyTop}"/><stop offset="1" stop-color="${c.skyBottom}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${scene.palette === 'day' ? 46 : 74}" fill="${c.sun}" opacity=".9"/>`,
    backdrop(scene.backdrop, c, random),
    ...airFigures.map((f, i) => placeFigure(f, i, airFigures.length, c, random)),
    seaScene
      ? `<path fill="#f3dfb4" d="M0 ${HORIZON + 150} Q600 ${HORIZON + 100} 1200 ${HORIZON + 170} V${HEIGHT} H0Z"/>`
      : ridge(random, HORIZON + 40, 40, 3, c.mid),
    seaScene ? '' : ridge(random, HORIZON + 170, 50, 2, c.near),
    ...groundFigures.map((f, i) => placeFigure(f, i, groundFigures.length, c, random)),
    '</svg>',
  ];
  return `${parts.join('')}\n`;
}
