import { setupPieces, users } from '@mpx/db';
import type { Setup, SetupPiece, SetupValues } from '@mpx/shared';
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { write } from '../core/write';
import { toSetupPiece } from './decode';

function piecesOf(deps: Deps, userId: number): SetupPiece[] {
  return deps.db.select().from(setupPieces).where(eq(setupPieces.userId, userId)).orderBy(asc(setupPieces.position)).all().map(toSetupPiece);
}

function shownOf(deps: Deps, userId: number): boolean {
  return deps.db.select({ showSetup: users.showSetup }).from(users).where(eq(users.id, userId)).get()?.showSetup ?? false;
}

/** The pieces a member plays now, one per instrument at most, in the setup's order (For you, api §26). */
export function currentPieces(deps: Deps, userId: number): SetupPiece[] {
  return piecesOf(deps, userId).filter((piece) => piece.current);
}

/** GET /api/setup (api §23.2): the caller's own pieces. */
export function getSetup(deps: Deps, userId: number): Setup {
  return { pieces: piecesOf(deps, userId), show_setup: shownOf(deps, userId) };
}

/**
 * PUT /api/setup (api §23.3): the whole setup replaced in one transaction, so a reader never
 * sees half of it; `show_setup` kept when absent. Answers what that transaction left.
 */
export function saveSetup(deps: Deps, userId: number, input: SetupValues): Setup {
  return write(deps, () => {
    deps.db.delete(setupPieces).where(eq(setupPieces.userId, userId)).run();
    if (input.pieces.length > 0) {
      deps.db
        .insert(setupPieces)
        .values(
          input.pieces.map((piece, position) => ({
            userId,
            position,
            instrumentType: piece.instrument_type,
            brand: piece.brand,
            size: piece.size ?? null,
            rimTenths: piece.rim_mm == null ? null : Math.round(piece.rim_mm * 10),
            current: piece.current,
          })),
        )
        .run();
    }
    if (input.show_setup !== undefined) deps.db.update(users).set({ showSetup: input.show_setup }).where(eq(users.id, userId)).run();
    return getSetup(deps, userId);
  });
}

/** The pieces a member's public profile shows: only when they chose to show them. */
export function shownSetup(deps: Deps, user: { id: number; showSetup: boolean }): SetupPiece[] | null {
  return user.showSetup ? piecesOf(deps, user.id) : null;
}
