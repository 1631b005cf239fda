import { isOneOf, PLACE_TEXTS, STATES, type PlaceAnswer } from '@mpx/shared';
import { placeOf, pointOf, type Point } from '@mpx/shared/places';
import { badRequest, notFound } from '../errors';

/** GET /api/places/{postcode} (api §20.2): the postcode's state and localities, or 404. */
export function placeByPostcode(postcode: string): PlaceAnswer {
  const place = /^\d{4}$/.test(postcode) ? placeOf(postcode) : null;
  if (!place || !isOneOf(STATES, place.state)) throw notFound(PLACE_TEXTS.notFound);
  return { ...place, state: place.state };
}

/** Whether a browse can measure from `postcode` (`near`): one the table knows and places. */
export const measurablePostcode = (postcode: string): boolean => pointOf(postcode) !== null;

/** Where a browse measures from (`near`): the postcode's point, or 400 for one the table does not know or cannot place. */
export function nearPoint(postcode: string): Point {
  const point = pointOf(postcode);
  if (!point) throw badRequest(PLACE_TEXTS.unknownPostcode);
  return point;
}
