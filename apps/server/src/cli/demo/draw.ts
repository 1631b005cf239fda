import { decodedSizeColumns } from '@mpx/db';
import { dollarsToCents, type Condition, type Random } from '@mpx/shared';
import { CATALOGUE, CONDITION_WEIGHTS, DESCRIPTION_PARTS, SUBURBS } from './catalogue';

/** One mouthpiece as a seller would list it: what the demo seed and the benches insert. */
export interface DrawnListing {
  instrumentType: string;
  brand: string;
  model: string;
  size: string | null;
  condition: Condition;
  priceCents: number;
  description: string;
  openToSwap: boolean;
  openToLoan: boolean;
  decoded: ReturnType<typeof decodedSizeColumns>;
}

/** Draws a real mouthpiece from the demo catalogue, with a price and a description to match. */
export function drawListing(random: Random): DrawnListing {
  const entry = random.pick(CATALOGUE);
  // Sellers write it both ways: "Bach 3C", or model "Megatone" with size "3C".
  const line = random.pick(entry.models);
  const designation = random.pick(entry.sizes);
  const short = designation !== null && random.chance(0.5);
  const model = short ? (line === 'Standard' ? designation : `${line} ${designation}`) : line;
  const size = short ? null : designation;
  const [condition, , factor] = random.weighted(CONDITION_WEIGHTS.map((c) => [c, c[1]] as const));
  const dollars = random.int(entry.price[0], entry.price[1]) * factor;
  const price = random.chance(0.6) ? Math.round(dollars / 5) * 5 : Math.round(dollars * 100) / 100;
  const openToSwap = random.chance(0.3);
  const openToLoan = random.chance(0.2);
  return {
    instrumentType: entry.instrument,
    brand: entry.brand,
    model,
    size,
    condition,
    priceCents: dollarsToCents(Math.max(price, 5)),
    description: describe(random, entry.brand, model, size, condition, openToSwap, openToLoan),
    openToSwap,
    openToLoan,
    decoded: decodedSizeColumns({ brand: entry.brand, model, size, instrumentType: entry.instrument }),
  };
}

function describe(random: Random, brand: string, model: string, size: string | null, condition: Condition, swap: boolean, loan: boolean): string {
  const fill = (text: string) =>
    text
      .replace('{brand}', brand)
      .replace('{model}', model)
      .replace('{size}', size ?? model)
      .replace('{suburb}', random.pick(SUBURBS))
      .replace(/\s+/g, ' ')
      .trim();
  const parts = [
    random.pick(DESCRIPTION_PARTS.openings),
    random.pick(DESCRIPTION_PARTS.condition[condition]),
    random.pick(DESCRIPTION_PARTS.playing),
    ...(swap ? [random.pick(DESCRIPTION_PARTS.swap)] : []),
    ...(loan ? [random.pick(DESCRIPTION_PARTS.loan)] : []),
    random.pick(DESCRIPTION_PARTS.logistics),
  ];
  return parts.map(fill).join(' ');
}

/**
 * The drawn listing's columns in the order the demo inserts take them: instrument_type, brand,
 * model, size, condition, price_cents, description, open_to_swap, open_to_loan.
 */
export function drawnColumns(drawn: DrawnListing) {
  return [
    drawn.instrumentType,
    drawn.brand,
    drawn.model,
    drawn.size,
    drawn.condition,
    drawn.priceCents,
    drawn.description,
    drawn.openToSwap ? 1 : 0,
    drawn.openToLoan ? 1 : 0,
  ] as const;
}

/** The decoded size columns in order: size_maker, size_code, size_family, size_rim_um, size_cup. */
export function decodedColumns({ decoded }: DrawnListing) {
  return [decoded.sizeMaker, decoded.sizeCode, decoded.sizeFamily, decoded.sizeRimUm, decoded.sizeCup] as const;
}
