import { setupPieces } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rest } from '../support/rest';
import { createAdmin, createMember, startTestApp } from '../support/test-app';

const BACH_7C = { instrument_type: 'Trumpet', brand: 'Bach', size: '7C', current: true };
const EMPTY = { pieces: [], show_setup: false };

/** My setup over REST (api §23): a member's own pieces, decoded as listings are, and nobody else's. */
describe('GET and PUT /api/setup', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('refuses guests with 401 on both', async () => {
    for (const answer of [await rest(t, null, 'GET', '/api/setup'), await rest(t, null, 'PUT', '/api/setup', { pieces: [BACH_7C] })]) {
      expect(answer).toEqual({ status: 401, body: { error: 'No token provided.' } });
    }
  });

  it('saves a setup and answers it decoded: size_id and the table’s rim, or the member’s own rim', async () => {
    const member = await createMember(t);
    expect(await rest(t, member, 'GET', '/api/setup')).toEqual({ status: 200, body: EMPTY });
    const pieces = [
      BACH_7C,
      { instrument_type: 'Trumpet', brand: 'Schilke', size: '14' },
      { instrument_type: 'Trombone', brand: 'Denis Wick', rim_mm: '25.5', current: true },
    ];
    const saved = await rest(t, member, 'PUT', '/api/setup', { pieces });
    expect(saved).toEqual({
      status: 200,
      body: {
        show_setup: false,
        pieces: [
          { instrument_type: 'Trumpet', brand: 'Bach', size: '7C', size_id: 'bach|7C', size_note: null, rim_mm: 16.2, rim_source: 'measured', current: true },
          {
            instrument_type: 'Trumpet',
            brand: 'Schilke',
            size: '14',
            size_id: 'schilke|14',
            size_note: null,
            rim_mm: 16.891,
            rim_source: 'rule',
            current: false,
          },
          { instrument_type: 'Trombone', brand: 'Denis Wick', size: null, size_id: null, size_note: null, rim_mm: 25.5, rim_source: 'member', current: true },
        ],
      },
    });
    expect(await rest(t, member, 'GET', '/api/setup')).toEqual(saved);
    // A measured rim wins over the table's figure; the size still decodes.
    const measured = await rest(t, member, 'PUT', '/api/setup', { pieces: [{ ...BACH_7C, rim_mm: 16.3 }] });
    expect(measured.body.pieces).toEqual([{ ...BACH_7C, size_id: 'bach|7C', size_note: null, rim_mm: 16.3, rim_source: 'member' }]);
    // An empty list clears it.
    expect(await rest(t, member, 'PUT', '/api/setup', { pieces: [] })).toEqual({ status: 200, body: EMPTY });
  });

  it('keeps a size the table does not know as typed and says so, never guessing', async () => {
    const member = await createMember(t);
    const pieces = [
      { instrument_type: 'Trumpet', brand: 'Bach', size: '99Z' },
      { instrument_type: 'Trumpet', brand: 'Nobody', size: '7C' },
      { instrument_type: 'Tuba', brand: 'Bach', size: '7C' },
    ];
    const { status, body } = await rest(t, member, 'PUT', '/api/setup', { pieces });
    expect(status).toBe(200);
    expect(body.pieces.map((p: { size: string; size_id: string | null; rim_mm: number | null }) => [p.size, p.size_id, p.rim_mm])).toEqual([
      ['99Z', null, null],
      ['7C', null, null],
      ['7C', null, null],
    ]);
    expect(body.pieces.map((p: { size_note: string }) => p.size_note)).toEqual([
      'The size table does not know Bach 99Z; it is kept as typed.',
      'The size table does not know Nobody 7C; it is kept as typed.',
      'The size table knows Bach 7C only for another instrument than Tuba; it is kept as typed.',
    ]);
  });

  it('refuses bad input with 400 and its text, and changes nothing', async () => {
    const member = await createMember(t);
    const kept = await rest(t, member, 'PUT', '/api/setup', { pieces: [BACH_7C] });
    const rim = 'rim_mm must be a number of mm from 10.0 to 40.0, with one decimal at most.';
    const cases: [unknown, string][] = [
      [{}, 'pieces must be a list.'],
      [{ pieces: 'Bach 7C' }, 'pieces must be a list.'],
      [{ pieces: Array.from({ length: 21 }, () => ({ ...BACH_7C, current: false })) }, 'A setup holds at most 20 pieces.'],
      [{ pieces: [{ instrument_type: 'Trumpet', brand: 'Bach' }] }, 'Each piece needs a size or a rim in mm.'],
      [{ pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', size: '  ' }] }, 'Each piece needs a size or a rim in mm.'],
      [{ pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', rim_mm: 9.9 }] }, rim],
      [{ pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', rim_mm: 40.1 }] }, rim],
      [{ pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', rim_mm: 16.25 }] }, rim],
      [{ pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', rim_mm: 'wide' }] }, rim],
      [{ pieces: [{ instrument_type: 'Trumpet', brand: '', size: '7C' }] }, 'Brand is required.'],
      [{ pieces: [{ brand: 'Bach', size: '7C' }] }, 'Instrument type is required.'],
      [{ pieces: [{ ...BACH_7C, current: 'yes' }] }, 'current must be true or false.'],
      [{ pieces: [BACH_7C, { ...BACH_7C, instrument_type: 'trumpet', size: '3C' }] }, 'Only one trumpet piece can be current.'],
      [{ pieces: [], show_setup: 'on' }, 'show_setup must be true or false.'],
    ];
    for (const [payload, error] of cases) {
      const answer = await rest(t, member, 'PUT', '/api/setup', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.error, JSON.stringify(payload)).toBe(error);
    }
    expect(await rest(t, member, 'GET', '/api/setup')).toEqual(kept);
  });

  it('one member never reads or changes another’s; the public profile shows it only when chosen', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    const alices = await rest(t, alice, 'PUT', '/api/setup', { pieces: [BACH_7C] });
    expect(await rest(t, bob, 'GET', '/api/setup')).toEqual({ status: 200, body: EMPTY });
    await rest(t, bob, 'PUT', '/api/setup', { pieces: [] });
    expect(await rest(t, alice, 'GET', '/api/setup')).toEqual(alices);

    const profile = async () => (await rest(t, bob, 'GET', `/api/profile/${alice.id}`)).body;
    expect(await profile()).not.toHaveProperty('setup');
    const shown = await rest(t, alice, 'PUT', '/api/setup', { pieces: [BACH_7C], show_setup: true });
    expect(shown.body.show_setup).toBe(true);
    expect((await rest(t, null, 'GET', `/api/profile/${alice.id}`)).body.setup).toEqual(shown.body.pieces);
    // Absent keeps the choice; false hides the pieces again.
    expect((await rest(t, alice, 'PUT', '/api/setup', { pieces: [BACH_7C] })).body.show_setup).toBe(true);
    await rest(t, alice, 'PUT', '/api/setup', { pieces: [BACH_7C], show_setup: false });
    expect(await profile()).not.toHaveProperty('setup');
  });

  it('goes with its member (cascade)', async () => {
    const admin = await createAdmin(t);
    const member = await createMember(t);
    await rest(t, member, 'PUT', '/api/setup', { pieces: [BACH_7C] });
    expect((await rest(t, admin, 'DELETE', `/api/admin/users/${member.id}?force=true`)).status).toBe(200);
    expect(t.deps.db.select().from(setupPieces).where(eq(setupPieces.userId, member.id)).all()).toEqual([]);
  });
});
