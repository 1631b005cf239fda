import { users, type UserRow } from '@mpx/db';
import type { ProfileUpdateInput } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { write } from '../core/write';
import { notFound } from '../errors';
import { shownSetup } from '../setup/service';
import { toOwnProfile, toPublicUser } from '../users/shapes';

export function getUser(deps: Deps, userId: number): UserRow | undefined {
  return deps.db.select().from(users).where(eq(users.id, userId)).get();
}

/** Only the six editable fields reach the update; absent ones keep their stored values. */
export function updateProfile(deps: Deps, userId: number, input: ProfileUpdateInput) {
  const changes: Partial<UserRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.nickname !== undefined) changes.nickname = input.nickname;
  if (input.location_state !== undefined) changes.locationState = input.location_state;
  if (input.location_postcode !== undefined) changes.locationPostcode = input.location_postcode;
  if (input.paypal_link !== undefined) changes.paypalLink = input.paypal_link;
  if (input.email_notifications !== undefined) changes.emailNotifications = input.email_notifications;
  const user =
    Object.keys(changes).length > 0
      ? write(deps, () => deps.db.update(users).set(changes).where(eq(users.id, userId)).returning().get())
      : getUser(deps, userId);
  if (!user) throw notFound('User not found.');
  return toOwnProfile(user);
}

export function publicProfile(deps: Deps, userId: number) {
  const user = getUser(deps, userId);
  if (!user) throw notFound('User not found.');
  const setup = shownSetup(deps, user);
  return setup === null ? toPublicUser(user) : { ...toPublicUser(user), setup };
}
