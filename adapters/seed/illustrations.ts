/**
 * Demo images without image files: a deterministic SVG illustration per name (`/media/<name>.svg`). A soft
 * two-colour gradient chosen from a palette by the name's hash, a few translucent shapes placed by the same
 * hash, and a simple pictogram for the theme a word of the name announces (`tennis-raquette` → racket,
 * `eveil-musical-notes` → note). Names are `[a-z0-9-]`; a name with no known word gets a generic pictogram.
 */

export const ILLUSTRATION_NAME = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
export const isIllustrationName = (name: string) => ILLUSTRATION_NAME.test(name);

export const PICTOGRAMS = [
  'ball',
  'racket',
  'paintbrush',
  'note',
  'tree',
  'book',
  'code',
  'robot',
  'waves',
  'cake',
  'star',
  'generic',
] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

/** Words (French and English) that announce a theme, checked word by word in the name's order. */
const THEMES: Record<Exclude<Pictogram, 'generic'>, readonly string[]> = {
  ball: [
    'ball',
    'ballon',
    'ballons',
    'foot',
    'football',
    'soccer',
    'sport',
    'sports',
    'multisport',
    'basket',
    'hockey',
    'psychomotricite',
    'parcours',
    'aventure',
    'jeux',
    'olympiades',
  ],
  racket: ['tennis', 'padel', 'raquette', 'racket', 'badminton', 'terrain'],
  paintbrush: [
    'art',
    'arts',
    'paint',
    'painting',
    'peinture',
    'pinceau',
    'dessin',
    'drawing',
    'bd',
    'manga',
    'plastiques',
    'atelier',
    'planche',
    'creatif',
  ],
  note: [
    'music',
    'musique',
    'musical',
    'notes',
    'note',
    'piano',
    'guitar',
    'guitare',
    'band',
    'chant',
    'choir',
    'eveil',
  ],
  tree: [
    'nature',
    'arbre',
    'tree',
    'foret',
    'forest',
    'cabane',
    'jardin',
    'garden',
    'explorateurs',
    'ete',
    'summer',
  ],
  book: [
    'book',
    'livre',
    'lecture',
    'reading',
    'language',
    'languages',
    'langue',
    'english',
    'francais',
    'story',
    'membership',
    'carte',
    'sac',
  ],
  code: ['code', 'coding', 'python', 'scratch', 'programming', 'brackets', 'web', 'laptop'],
  robot: ['robot', 'robotique', 'science', 'sciences', 'labo', 'lab'],
  waves: ['natation', 'swim', 'swimming', 'piscine', 'pool', 'eau', 'water', 'aqua'],
  cake: ['anniversaire', 'birthday', 'cake', 'gateau', 'party', 'fete'],
  star: [
    'danse',
    'dance',
    'hip',
    'hop',
    'yoga',
    'star',
    'etoile',
    'cadeau',
    'gift',
    'voucher',
    'pass',
    'pack',
  ],
};
const THEME_OF_WORD = new Map(
  Object.entries(THEMES).flatMap(([theme, words]) => words.map((word) => [word, theme as Pictogram])),
);

/** The pictogram a name announces: its first word with a known theme. */
export function pictogramFor(name: string): Pictogram {
  for (const word of name.split('-')) {
    const theme = THEME_OF_WORD.get(word);
    if (theme) return theme;
  }
  return 'generic';
}

/** Soft gradient pairs and the ink drawn on them. */
const PALETTES: ReadonlyArray<readonly [from: string, to: string, ink: string]> = [
  ['#ffe7c7', '#ffb88a', '#7a3b12'],
  ['#d9f2e6', '#8fd3b6', '#1d5b45'],
  ['#dbeafe', '#93c5fd', '#1e3a8a'],
  ['#fde2e4', '#f9a8b8', '#7f1d3a'],
  ['#ede9fe', '#c4b5fd', '#4c1d95'],
  ['#fef9c3', '#fcd34d', '#713f12'],
  ['#e0f2fe', '#7dd3fc', '#0c4a6e'],
  ['#ecfccb', '#bef264', '#365314'],
];

/** FNV-1a with a final avalanche (MurmurHash3's fmix32): a stable, well-spread 32-bit hash of the name. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

/** Pictograms drawn around (0, 0) within about ±90, as stroked outlines. */
const DRAWINGS: Record<Pictogram, string> = {
  ball:
    '<circle r="86"/><path d="M0-34 32-11 20 28h-40l-12-39z" fill="currentColor"/>' +
    '<path d="M0-34V-86M32-11 80-28M20 28l30 42M-20 28l-30 42M-32-11-80-28"/>',
  racket:
    '<ellipse cx="-14" cy="-30" rx="52" ry="64" transform="rotate(-35 -14 -30)"/>' +
    '<path d="M-44-70 16 10M-64-34 30-36M-58-4 18-62M-30 24 36-28" stroke-width="4"/>' +
    '<path d="M22 18 78 84"/><circle cx="64" cy="-58" r="16" fill="currentColor"/>',
  paintbrush:
    '<path d="M60-86 86-60 2 24-24-2z"/><path d="M-24-2C-58 2-62 30-66 58c24-4 52-8 68-34z" fill="currentColor"/>' +
    '<circle cx="-62" cy="-50" r="10" fill="currentColor"/><circle cx="54" cy="58" r="14"/>',
  note:
    '<path d="M-36 44V-62L56-84V22"/><path d="M-36-30 56-52"/>' +
    '<ellipse cx="-56" cy="46" rx="24" ry="18" fill="currentColor"/>' +
    '<ellipse cx="36" cy="24" rx="24" ry="18" fill="currentColor"/>',
  tree:
    '<path d="M-8 88c4-30 4-52 0-80h16c-4 28-4 50 0 80M-2 30-30 6M6 18 30-4"/>' +
    '<path d="M-10 8c-40 8-74-18-62-50-16-30 14-58 40-46 12-28 52-28 64 0 28-10 54 18 40 46 14 32-22 58-62 50z"/>' +
    '<path d="M-84 88H84"/>',
  book:
    '<path d="M0-56C-26-72-58-74-86-66V64c28-8 60-6 86 10 26-16 58-18 86-10V-66C58-74 26-72 0-56z"/>' +
    '<path d="M0-56V74M-66-40c18-4 36-2 50 6M-66-14c18-4 36-2 50 6M18-34c14-8 32-10 50-6M18-8c14-8 32-10 50-6"/>',
  code: '<path d="M-40-60-90 0l50 60M40-60 90 0 40 60M14-80-14 80"/>',
  robot:
    '<rect x="-66" y="-44" width="132" height="100" rx="22"/><path d="M0-44V-74"/>' +
    '<circle cy="-82" r="10" fill="currentColor"/><circle cx="-28" cy="-4" r="14" fill="currentColor"/>' +
    '<circle cx="28" cy="-4" r="14" fill="currentColor"/><path d="M-26 30H26M-66 0H-86M66 0H86"/>',
  waves:
    '<path d="M-90-30c22-20 38-20 60 0s38 20 60 0 38-20 60 0M-90 10c22-20 38-20 60 0s38 20 60 0 38-20 60 0' +
    'M-90 50c22-20 38-20 60 0s38 20 60 0 38-20 60 0"/><circle cx="54" cy="-70" r="14" fill="currentColor"/>',
  cake:
    '<rect x="-76" y="-4" width="152" height="78" rx="12"/><path d="M-76 26c25 18 50 18 76 0s51-18 76 0"/>' +
    '<path d="M-40-4v-34M0-4v-34M40-4v-34"/><path d="M-40-52c-6-8 0-16 0-22 0 6 6 14 0 22zM0-52c-6-8 0-16 0-22 0 6 6 14 0 22z' +
    'M40-52c-6-8 0-16 0-22 0 6 6 14 0 22z" fill="currentColor"/>',
  star: '<path d="M0-88 24-30 86-28 38 12 54 74 0 40-54 74-38 12-86-28-24-30z"/>',
  generic:
    '<rect x="-86" y="-66" width="172" height="132" rx="16"/><circle cx="36" cy="-26" r="18" fill="currentColor"/>' +
    '<path d="M-86 46-30-14 14 30 40 6 86 48"/>',
};

/** The SVG document for a name (call `isIllustrationName` first for untrusted names). */
export function illustrationSvg(name: string): string {
  const seed = hash(name);
  const [from, to, ink] = PALETTES[seed % PALETTES.length] ?? ['#eeeeee', '#cccccc', '#333333'];
  const pictogram = pictogramFor(name);
  const shapes = [0, 1, 2]
    .map((index) => {
      const part = hash(`${name}:${index}`);
      const x = 60 + (part % 680);
      const y = 40 + ((part >>> 10) % 420);
      const radius = 40 + ((part >>> 20) % 110);
      return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#ffffff" opacity="${index === 0 ? 0.28 : 0.18}"/>`;
    })
    .join('');
  const label = name.replace(/-/g, ' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="800" height="500" fill="url(#bg)"/>${shapes}` +
    `<circle cx="400" cy="250" r="150" fill="#ffffff" opacity="0.55"/>` +
    `<g transform="translate(400 250)" color="${ink}" fill="none" stroke="${ink}" stroke-width="10" ` +
    `stroke-linecap="round" stroke-linejoin="round">${DRAWINGS[pictogram]}</g></svg>`
  );
}
