import type { State } from '../constants';

/** Browsing by distance from a postcode (api §20, product §17): the limits and the texts, shared with the web app. */

export const MIN_WITHIN_KM = 1;
export const MAX_WITHIN_KM = 5000;

/** The filter bar's distance choices, in km ("any" is no `within_km`). */
export const DISTANCE_CHOICES = [10, 25, 50, 100, 250] as const;

export const PLACE_TEXTS = {
  unknownPostcode: 'Unknown postcode.',
  nearFormat: 'near must be a 4-digit postcode.',
  withinKm: `within_km must be a whole number from ${MIN_WITHIN_KM} to ${MAX_WITHIN_KM}.`,
  withinNeedsNear: 'within_km needs a postcode in near.',
  distanceNeedsNear: 'sort=distance needs a postcode in near.',
  notFound: 'Postcode not found.',
  nearLabel: 'Near',
  nearPlaceholder: 'Postcode',
  distanceLabel: 'Distance',
  anyDistance: 'Any distance',
  sortDistance: 'Nearest first',
  unknownHint: 'We do not know this postcode; check it, or keep it if it is new.',
} as const;

/** "3128: Box Hill, VIC": what a postcode field shows under it while a member types. */
export const postcodeHint = (postcode: string, locality: string, state: string): string => `${postcode}: ${locality}, ${state}`;

/** The warning when a postcode lies in another state than the one chosen (not blocking: the contract takes any 4 digits). */
export const otherStateHint = (postcode: string, state: string, chosen: State): string => `${postcode} is in ${state}, not ${chosen}.`;

/** A distance choice's label. */
export const withinLabel = (km: number): string => `Within ${km} km`;

/** "Box Hill VIC · about 14 km away" (the place alone when the distance is unknown). */
export const distanceLine = (place: string, km: number | null | undefined): string =>
  km === null || km === undefined ? place : `${place} · about ${km} km away`;
