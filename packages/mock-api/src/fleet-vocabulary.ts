// What the fleet's generator draws names, places, sources and reasons from: fixed lists, so the fleet comes out
// the same on every run.

/** Why a workspace was cancelled, as customers tell it on the cancel form. */
export const CANCEL_REASONS = [
  'Too expensive for our volume',
  'Moved the processing in-house',
  'Switched to another provider',
  'The project was discontinued',
  'Only needed it for a one-off migration',
  'Missing a feature we need',
  'Company was acquired',
  'Duplicate account',
  'Just testing, no longer needed',
  'Payment card kept failing',
] as const;

export const UTM_SOURCES = [
  'google',
  'newsletter',
  'twitter',
  'producthunt',
  'github',
  'partner',
  'stackoverflow',
];
export const UTM_MEDIUMS = ['cpc', 'email', 'social', 'referral', 'display'];
export const UTM_CAMPAIGNS = [
  'video-api-2024',
  'image-cdn',
  'spring-launch',
  'uppy-docs',
  'black-friday',
  'devrel',
];
export const REFERERS = [
  'https://www.google.com/',
  'https://news.ycombinator.com/',
  'https://github.com/transloadit/uppy',
  'https://stackoverflow.com/',
  'https://www.reddit.com/r/webdev/',
];
export const PARTNERS = ['uppy', 'tus', 'shopify-app', 'wordpress-plugin'];

export const NAME_FIRST = [
  'Blue',
  'North',
  'Bright',
  'Silver',
  'Red',
  'Urban',
  'Open',
  'Rapid',
  'Pixel',
  'Quiet',
  'Golden',
  'Iron',
  'Clear',
  'Swift',
  'Lunar',
  'Solar',
  'Green',
  'Polar',
  'Cobalt',
  'Amber',
  'Crystal',
  'Echo',
  'Nova',
  'Prime',
  'Vivid',
  'Wild',
  'Coastal',
  'Alpine',
  'Metro',
  'Atlas',
  'Orbit',
  'Maple',
  'Cedar',
  'Harbor',
  'Summit',
  'Delta',
];
export const NAME_SECOND = [
  'fin',
  'wave',
  'leaf',
  'stone',
  'field',
  'light',
  'frame',
  'bird',
  'river',
  'peak',
  'box',
  'line',
  'cast',
  'forge',
  'path',
  'port',
  'gate',
  'spark',
  'cloud',
  'craft',
  'works',
  'shift',
  'loop',
  'mark',
];
export const NAME_KIND = [
  'Media',
  'Studio',
  'Labs',
  'Video',
  'Apps',
  'Photo',
  'Software',
  'Digital',
  'Agency',
  'Health',
  'Learning',
  'Commerce',
  'Games',
  'News',
  'Films',
  'Audio',
  'Cloud',
  'Systems',
  'Press',
  'Events',
];
export const LOCAL_PARTS = [
  'ops',
  'dev',
  'billing',
  'hello',
  'tech',
  'admin',
  'engineering',
  'accounts',
  'it',
  'cto',
];
export const CITIES: Record<number, { city: string; zip: string; street: string; state: string | null }[]> = {
  1: [
    { city: 'Berlin', zip: '10115', street: 'Torstraße', state: null },
    { city: 'Munich', zip: '80331', street: 'Sendlinger Straße', state: null },
  ],
  2: [
    { city: 'Austin', zip: '78701', street: 'Congress Avenue', state: 'TX' },
    { city: 'New York', zip: '10013', street: 'Hudson Street', state: 'NY' },
  ],
  3: [
    { city: 'Amsterdam', zip: '1016 BR', street: 'Herengracht', state: null },
    { city: 'Rotterdam', zip: '3011 AD', street: 'Coolsingel', state: null },
  ],
  4: [
    { city: 'London', zip: 'EC1V 9HX', street: 'City Road', state: null },
    { city: 'Manchester', zip: 'M1 1AD', street: 'Market Street', state: null },
  ],
  5: [
    { city: 'Paris', zip: '75011', street: 'Rue Oberkampf', state: null },
    { city: 'Lyon', zip: '69002', street: 'Rue de la République', state: null },
  ],
  6: [{ city: 'Tokyo', zip: '150-0002', street: 'Shibuya', state: null }],
  7: [{ city: 'Stockholm', zip: '111 20', street: 'Drottninggatan', state: null }],
  8: [
    { city: 'Toronto', zip: 'M5V 2T6', street: 'King Street West', state: 'ON' },
    { city: 'Vancouver', zip: 'V6B 1A1', street: 'Granville Street', state: 'BC' },
  ],
};
/** Country ids 1–8 (billing-store COUNTRIES) with how often customers come from each. */
export const COUNTRY_WEIGHTS = [
  { id: 2, weight: 34 },
  { id: 1, weight: 16 },
  { id: 4, weight: 12 },
  { id: 3, weight: 8 },
  { id: 5, weight: 8 },
  { id: 8, weight: 7 },
  { id: 7, weight: 5 },
  { id: 6, weight: 4 },
] as const;
export const COUNTRY_WEIGHT_SUM = COUNTRY_WEIGHTS.reduce((sum, country) => sum + country.weight, 0);

/** The currency a country is invoiced in. */
