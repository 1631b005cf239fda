import type { Condition, State } from '@mpx/shared';

/** Real mouthpiece makers, lines and sizes per instrument, with a typical second-hand price range. */
export interface CatalogueEntry {
  instrument: string;
  brand: string;
  models: string[];
  sizes: (string | null)[];
  /** Typical asking price in dollars for a "Very Good" example. */
  price: [number, number];
}

export const CATALOGUE: CatalogueEntry[] = [
  { instrument: 'Trumpet', brand: 'Bach', models: ['Standard', 'Megatone', 'Artisan'], sizes: ['1C', '1.25C', '1.5C', '3C', '5C', '7C', '10.5C', '3E'], price: [70, 160] },
  { instrument: 'Trumpet', brand: 'Schilke', models: ['Standard', 'Heavy Top'], sizes: ['11', '13A4a', '14A4a', '15B', '24', '6A4a'], price: [110, 190] },
  { instrument: 'Trumpet', brand: 'Yamaha', models: ['Standard', 'Bobby Shew', 'Allen Vizzutti'], sizes: ['11B4', '14A4a', '16C4', 'Lead', 'Jazz'], price: [60, 140] },
  { instrument: 'Trumpet', brand: 'Warburton', models: ['Top + Backbore', 'Top Only'], sizes: ['3ES', '4SV', '5MD', '6M', '7S'], price: [140, 260] },
  { instrument: 'Trumpet', brand: 'Monette', models: ['B2 S3', 'B4LV', 'Prana B2', 'STC-2 B4S'], sizes: [null], price: [550, 1100] },
  { instrument: 'Trumpet', brand: 'Curry', models: ['Classic', 'Jazz'], sizes: ['3C', '1.5BL', '7CW', 'TF'], price: [120, 210] },
  { instrument: 'Trumpet', brand: 'Greg Black', models: ['Standard', 'Lead'], sizes: ['1.5C', '3C', '5C', '7B'], price: [110, 190] },
  { instrument: 'Trumpet', brand: 'GR', models: ['65', '66', '67'], sizes: ['MV', 'M', 'MS'], price: [230, 360] },
  { instrument: 'Trumpet', brand: 'Stork', models: ['Vacchiano', 'Studio'], sizes: ['1', '3', '5C'], price: [120, 200] },
  { instrument: 'Trumpet', brand: 'Denis Wick', models: ['Classic', 'Heritage', 'Ultra'], sizes: ['1.5C', '3C', '4', '4X', '5X'], price: [70, 150] },
  { instrument: 'Piccolo Trumpet', brand: 'Bach', models: ['Standard'], sizes: ['7E', '10.5E', '3E'], price: [80, 150] },
  { instrument: 'Piccolo Trumpet', brand: 'Schilke', models: ['Standard'], sizes: ['E3L', '14A4a', '13A4a'], price: [120, 200] },
  { instrument: 'Cornet', brand: 'Denis Wick', models: ['Classic', 'Heritage', 'Ultra'], sizes: ['2', '4', '4B', '4BX', '5'], price: [60, 140] },
  { instrument: 'Cornet', brand: 'Bach', models: ['Standard'], sizes: ['3C', '5B', '7C'], price: [70, 130] },
  { instrument: 'Cornet', brand: 'Alliance', models: ['DC'], sizes: ['DC3', 'DC4', 'DC5'], price: [120, 190] },
  { instrument: 'Flugelhorn', brand: 'Bach', models: ['Standard'], sizes: ['3FL', '7FL'], price: [80, 150] },
  { instrument: 'Flugelhorn', brand: 'Yamaha', models: ['Standard'], sizes: ['11F4', '14F4', '16F4'], price: [70, 130] },
  { instrument: 'Flugelhorn', brand: 'Denis Wick', models: ['Heritage'], sizes: ['2FL', '4FL'], price: [90, 160] },
  { instrument: 'Tenor Trombone', brand: 'Bach', models: ['Standard', 'Artisan'], sizes: ['5G', '6.5AL', '6.5A', '12C', '11C'], price: [70, 170] },
  { instrument: 'Tenor Trombone', brand: 'Denis Wick', models: ['Classic', 'Heritage', 'Ultra'], sizes: ['3AL', '4AL', '5AL', '6BS', '6BL', '4BS'], price: [60, 160] },
  { instrument: 'Tenor Trombone', brand: 'Schilke', models: ['Standard'], sizes: ['47', '51', '51D', '52'], price: [110, 190] },
  { instrument: 'Tenor Trombone', brand: 'Greg Black', models: ['New York', 'Standard'], sizes: ['1', '2', '3', '4', '5G'], price: [120, 210] },
  { instrument: 'Tenor Trombone', brand: 'Yamaha', models: ['Standard', 'Signature'], sizes: ['48', '51C4L', 'SL-48L', '45C2L'], price: [60, 130] },
  { instrument: 'Tenor Trombone', brand: 'Doug Elliott', models: ['LT Rim + Cup', 'XT Rim + Cup'], sizes: ['LT104 / I / LT', 'XT104 / J / XT'], price: [200, 380] },
  { instrument: 'Tenor Trombone', brand: 'Hammond Design', models: ['Standard'], sizes: ['12ML', '11ML', '7ML'], price: [130, 210] },
  { instrument: 'Bass Trombone', brand: 'Bach', models: ['Standard'], sizes: ['1.5G', '1G', '2G'], price: [80, 170] },
  { instrument: 'Bass Trombone', brand: 'Denis Wick', models: ['Classic', 'Heritage'], sizes: ['0AL', '1AL', '2AL', '1BL'], price: [70, 170] },
  { instrument: 'Bass Trombone', brand: 'Schilke', models: ['Standard'], sizes: ['59', '60'], price: [120, 200] },
  { instrument: 'Bass Trombone', brand: 'Doug Elliott', models: ['LB Rim + Cup'], sizes: ['LB112 / N / LB', 'LB110 / M / LB'], price: [220, 400] },
  { instrument: 'Alto Trombone', brand: 'Denis Wick', models: ['Classic'], sizes: ['9BS', '10CS'], price: [70, 130] },
  { instrument: 'Euphonium', brand: 'Denis Wick', models: ['Classic', 'Steven Mead'], sizes: ['4AM', '3AM', 'SM4U', 'SM3M'], price: [70, 170] },
  { instrument: 'Euphonium', brand: 'Bach', models: ['Standard'], sizes: ['6.5AL', '5G'], price: [70, 140] },
  { instrument: 'Euphonium', brand: 'Schilke', models: ['Standard'], sizes: ['51D', '51'], price: [110, 180] },
  { instrument: 'Baritone Horn', brand: 'Denis Wick', models: ['Classic'], sizes: ['6BY', '5BY', '4BY'], price: [60, 120] },
  { instrument: 'Tenor Horn', brand: 'Denis Wick', models: ['Classic', 'Heritage'], sizes: ['2', '3', '4', '5'], price: [60, 130] },
  { instrument: 'Tuba', brand: 'Perantucci', models: ['PT'], sizes: ['PT-48', 'PT-50', 'PT-64', 'PT-88'], price: [150, 280] },
  { instrument: 'Tuba', brand: 'Conn', models: ['Helleberg'], sizes: ['120S', '7B'], price: [90, 180] },
  { instrument: 'Tuba', brand: 'Bach', models: ['Standard'], sizes: ['18', '24AW', '25'], price: [90, 170] },
  { instrument: 'Tuba', brand: 'Denis Wick', models: ['Classic', 'Heritage'], sizes: ['1L', '2L', '3L', '2XL'], price: [100, 200] },
  { instrument: 'Tuba', brand: 'Yamaha', models: ['Standard'], sizes: ['66D4', '67C4'], price: [80, 150] },
  { instrument: 'Sousaphone', brand: 'Conn', models: ['Helleberg'], sizes: ['120S'], price: [80, 150] },
  { instrument: 'French Horn', brand: 'Holton', models: ['Farkas'], sizes: ['MC', 'MDC', 'DC', 'S'], price: [60, 120] },
  { instrument: 'French Horn', brand: 'Stork', models: ['Custom'], sizes: ['C8', 'C9', 'C12'], price: [120, 200] },
  { instrument: 'French Horn', brand: 'Laskey', models: ['Standard'], sizes: ['70G', '75G', '80G'], price: [120, 200] },
  { instrument: 'French Horn', brand: 'Houser', models: ['Custom'], sizes: ['H23', 'H25'], price: [130, 220] },
  { instrument: 'French Horn', brand: 'Yamaha', models: ['Standard'], sizes: ['30C4', '32C4', '29C4'], price: [60, 120] },
  { instrument: 'Mellophone', brand: 'Bach', models: ['Standard'], sizes: ['5', '6'], price: [60, 110] },
  { instrument: 'Wagner Tuba', brand: 'Breslmair', models: ['G'], sizes: ['G2', 'G3'], price: [200, 320] },
];

/** Price factors relative to a "Very Good" example. */
export const CONDITION_WEIGHTS: [Condition, number, number][] = [
  ['New', 6, 1.3],
  ['Like New', 16, 1.15],
  ['Excellent', 24, 1.05],
  ['Very Good', 24, 1],
  ['Good', 18, 0.85],
  ['Fair', 9, 0.7],
  ['Poor', 3, 0.5],
];

/** Rough share of the population (and so of members), and each state's postcode range. */
export const STATES: [State, number, [number, number]][] = [
  ['NSW', 31, [2000, 2599]],
  ['VIC', 26, [3000, 3999]],
  ['QLD', 20, [4000, 4899]],
  ['WA', 11, [6000, 6797]],
  ['SA', 7, [5000, 5799]],
  ['TAS', 2, [7000, 7470]],
  ['ACT', 2, [2600, 2618]],
  ['NT', 1, [800, 899]],
];

export const FIRST_NAMES = [
  'Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Thomas', 'Grace', 'James', 'Chloe',
  'Lachlan', 'Ruby', 'Henry', 'Sophie', 'Liam', 'Zoe', 'Harrison', 'Emily', 'Cooper', 'Matilda', 'Hamish', 'Ava', 'Angus',
  'Harper', 'Riley', 'Priya', 'Ethan', 'Mei', 'Lucas', 'Aisha', 'Samuel', 'Freya', 'Darcy', 'Ngaio', 'Mateo', 'Hannah', 'Kai',
];

export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Anderson', 'Walker',
  'Thompson', 'Thomas', 'Lee', 'Ryan', 'Kelly', 'Harris', 'King', 'Campbell', 'Robinson', "O'Brien", 'Murphy', 'Chen',
  'Patel', 'Singh', 'Wright', 'Mitchell', 'Clarke', 'Edwards', 'Hughes', 'Papadopoulos', 'Rossi', 'MacDonald', 'Fraser',
];

export const NICKNAMES = [
  'SlideRule', 'HighC', 'PedalTone', 'LowBrass', 'Bucket', 'TripleTongue', 'Chops', 'LipSlur', 'ValveOil', 'Tubasaurus',
  'HornCall', 'BandRoom', 'Euphoria', 'Mutehead', 'Shank', 'Backbore', 'Rimshot', 'Embouchure', 'CornetCorner', 'BassBone',
];

export const SUBURBS = ['Fitzroy', 'Newtown', 'Fortitude Valley', 'Fremantle', 'Glenelg', 'Sandy Bay', 'Braddon', 'Parap', 'Geelong', 'Newcastle', 'Toowoomba', 'Ballarat', 'Wollongong', 'Bendigo', 'Cairns'];

export const DESCRIPTION_PARTS = {
  openings: [
    'Selling my {brand} {size}.',
    'Up for grabs: a {brand} {model} {size}.',
    'Moving on my {brand} {size} after switching setups.',
    'Spare {brand} {model} {size} from my gig bag.',
    'Clearing out the mouthpiece drawer: {brand} {size}.',
  ],
  condition: {
    New: ['Never played, still in the original box.', 'Bought as a backup and never used.'],
    'Like New': ['Played a handful of times, plating is flawless.', 'Barely used, no marks on the rim or cup.'],
    Excellent: ['Plating in great shape with only the faintest wear.', 'Well looked after, always kept in a pouch.'],
    'Very Good': ['Light wear on the rim, otherwise very clean.', 'A few small marks on the shank, nothing that affects playing.'],
    Good: ['Some plating wear on the rim and shank.', 'Honest wear from regular rehearsals, plays perfectly.'],
    Fair: ['Noticeable plating wear, could be replated.', 'Scratches on the shank and a small ding on the outer rim.'],
    Poor: ['Heavy wear and a bent shank tip, sold as is.', 'Plating mostly gone; a project for a restorer.'],
  } as Record<Condition, string[]>,
  playing: [
    'Warm, dark sound that blends well in a section.',
    'Bright and easy in the upper register, great for lead playing.',
    'Very comfortable rim, good for long brass band contests.',
    'Used mostly in community band rehearsals.',
    'Centred slots and a big core to the sound.',
    'Great all-rounder for orchestra and quintet work.',
  ],
  logistics: [
    'Happy to post anywhere in Australia (tracked).',
    'Pickup from {suburb} is fine too.',
    'Can bring it to a rehearsal in {suburb} if you are local.',
    'Price excludes shipping.',
    'Open to reasonable offers.',
  ],
  swap: ['Would consider a swap for a slightly deeper cup.', 'Interested in swaps for a {brand} one size up.'],
  loan: ['Happy to lend it to a student for a trial.'],
};
