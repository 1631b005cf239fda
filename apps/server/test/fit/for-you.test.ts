import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { rest } from '../support/rest';
import { createMember, startTestApp, type Member } from '../support/test-app';

interface Card {
  listing_id: number;
  user_id: number;
  brand: string;
  size: string | null;
  distance_km?: number | null;
  reason: { kind: string; text: string };
}

const piece = (instrument_type: string, brand: string, size: string | null, rest: Record<string, unknown> = {}) => ({
  instrument_type,
  brand,
  ...(size === null ? {} : { size }),
  current: true,
  ...rest,
});

/**
 * For you over REST (api §26): a section per current piece of the member's setup, with other
 * members' listings like it (its size and published equivalents, then measured neighbours), then
 * a little bigger and smaller, each saying why. Each case lists on an instrument of its own, since
 * every section keeps to its piece's instrument and all cases share one catalog.
 */
describe('GET /api/for-you', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  const setUp = (member: Member, pieces: unknown[]) => rest(t, member, 'PUT', '/api/setup', { pieces });
  const forYou = async (member: Member): Promise<{ sections: { piece: unknown; listings: Card[] }[] }> => {
    const answer = await rest(t, member, 'GET', '/api/for-you');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const list = (member: Member, instrument_type: string, brand: string, size: string): Promise<{ listing_id: number }> =>
    createListing(t, member, { instrument_type, brand, model: 'Classic', size });
  const summary = (cards: Card[]) => cards.map((c) => [`${c.brand} ${c.size}`, c.reason.kind, c.reason.text]);

  it('refuses a guest with 401, as every member-only path does', async () => {
    expect(await rest(t, null, 'GET', '/api/for-you')).toEqual({ status: 401, body: { error: 'No token provided.' } });
  });

  it('answers no sections without a setup, or without a current piece', async () => {
    const member = await createMember(t);
    expect(await forYou(member)).toEqual({ sections: [] });
    await setUp(member, [{ ...piece('Trumpet', 'Bach', '7C'), current: false }]);
    expect(await forYou(member)).toEqual({ sections: [] });
  });

  it('gives one section per current piece, in the setup’s order, each piece as GET /api/setup has it', async () => {
    const member = await createMember(t);
    const saved = await setUp(member, [
      piece('Euphonium', 'Denis Wick', null, { rim_mm: 25.5 }),
      { ...piece('Euphonium', 'Bach', '6 1/2AL'), current: false },
      piece('Alto Trombone', 'Bach', '99Z'),
    ]);
    const { sections } = await forYou(member);
    expect(sections.map((s) => s.piece)).toEqual([saved.body.pieces[0], saved.body.pieces[2]]);
  });

  it('puts the same size and published equivalents first, then measured neighbours, then a little bigger and smaller, each with why', async () => {
    const [member, seller] = [await createMember(t), await createMember(t)];
    await setUp(member, [piece('Trumpet', 'Bach', '7C')]);
    // In listing order; one seller, so within each group the newest comes first.
    const mine = await list(member, 'Trumpet', 'Bach', '7C');
    await list(seller, 'Trumpet', 'Bach', '11C'); // 0.5 mm smaller
    await list(seller, 'Trumpet', 'Denis Wick', '4.5'); // 0.2 mm larger, a cup too deep to be a neighbour
    await list(seller, 'Trumpet', 'Bach', '3C'); // 0.1 mm wider
    await list(seller, 'Trumpet', 'Bach', '7B'); // a neighbouring cup
    await list(seller, 'Trumpet', 'Bach', '6C'); // another size with the same figures
    await list(seller, 'Trumpet', 'Schilke', '13'); // linked through Bob Reeves' 41
    await list(seller, 'Trumpet', 'Yamaha', '11C4'); // Yamaha's own "11C4-7C"
    await list(seller, 'Trumpet', 'Bach', '7C');
    await list(seller, 'Trumpet', 'Bach', '7A'); // the same rim, a cup three steps deeper: neither
    await list(seller, 'Trumpet', 'Bach', '1C'); // far bigger
    await list(seller, 'Cornet', 'Bach', '7C'); // another instrument
    const { sections } = await forYou(member);
    expect(sections).toHaveLength(1);
    const cards = sections[0]?.listings ?? [];
    expect(summary(cards)).toEqual([
      ['Bach 7C', 'same', 'Same size as your Bach 7C'],
      ['Yamaha 11C4', 'equivalent', "Yamaha's own equivalent of your Bach 7C"],
      ['Schilke 13', 'equivalent', 'A published equivalent of your Bach 7C'],
      ['Bach 6C', 'difference', 'Same rim and cup as your 7C'],
      ['Bach 7B', 'difference', 'Same rim, deeper cup than your 7C'],
      ['Bach 3C', 'difference', '0.1 mm wider than your 7C'],
      ['Denis Wick 4.5', 'larger', 'Rim 0.2 mm larger than your 7C'],
      ['Bach 11C', 'smaller', 'Rim 0.5 mm smaller than your 7C'],
    ]);
    // Never the member's own, always as a member sees a listing, measured from their postcode.
    expect(cards.map((c) => c.listing_id)).not.toContain(mine.listing_id);
    expect(cards.every((c) => c.user_id === seller.id && c.distance_km === 0)).toBe(true);
  });

  it('puts the nearest seller first within each group when the member has a postcode, closest size first without one', async () => {
    const melbourne = await createMember(t, { location_state: 'VIC', location_postcode: '3000' });
    const sydney = await createMember(t, { location_state: 'NSW', location_postcode: '2000' });
    const perth = await createMember(t, { location_state: 'WA', location_postcode: '6000' });
    await list(melbourne, 'Flugelhorn', 'Bach', '3C'); // a neighbour next door
    await list(melbourne, 'Flugelhorn', 'Yamaha', '11C4');
    await list(sydney, 'Flugelhorn', 'Bach', '7C');
    await list(perth, 'Flugelhorn', 'Yamaha', '11C4');
    await list(perth, 'Flugelhorn', 'Schilke', '12'); // a little bigger, far away
    await list(melbourne, 'Flugelhorn', 'Bach', '11C'); // a little smaller, next door
    const placed = await createMember(t, { location_state: 'VIC', location_postcode: '3000' });
    await setUp(placed, [piece('Flugelhorn', 'Bach', '7C')]);
    const near = (await forYou(placed)).sections[0]?.listings ?? [];
    expect(near.map((c) => [`${c.brand} ${c.size}`, c.distance_km])).toEqual([
      ['Yamaha 11C4', 0],
      ['Bach 7C', 716],
      ['Yamaha 11C4', 2723],
      ['Bach 3C', 0],
      ['Bach 11C', 0],
      ['Schilke 12', 2723],
    ]);
    expect(near.at(-1)?.reason).toEqual({ kind: 'larger', text: 'Rim ≈ 0.44 mm larger than your 7C' });

    // A postcode the table cannot place: closest size first (the 0.44 mm bigger before the 0.5 mm
    // smaller), newest among equals, no distances.
    const unplaced = await createMember(t, { location_state: 'VIC', location_postcode: '3999' });
    await setUp(unplaced, [piece('Flugelhorn', 'Bach', '7C')]);
    const closest = (await forYou(unplaced)).sections[0]?.listings ?? [];
    expect(closest.map((c) => `${c.brand} ${c.size}`)).toEqual(['Bach 7C', 'Yamaha 11C4', 'Yamaha 11C4', 'Bach 3C', 'Schilke 12', 'Bach 11C']);
    expect(closest.every((c) => !('distance_km' in c))).toBe(true);
  });

  it('caps a section at 8', async () => {
    const [member, seller] = [await createMember(t), await createMember(t)];
    for (let i = 0; i < 10; i++) await list(seller, 'Tenor Trombone', 'Bach', '6 1/2AL');
    await setUp(member, [piece('Tenor Trombone', 'Bach', '6 1/2AL')]);
    expect((await forYou(member)).sections[0]?.listings).toHaveLength(8);
  });

  it('measures a size the table does not know from the rim the member gave, else leaves its section empty', async () => {
    const seller = await createMember(t);
    await list(seller, 'Piccolo Trumpet', 'Yamaha', '11C4');
    await list(seller, 'Piccolo Trumpet', 'Bach', '7C');
    await list(seller, 'Piccolo Trumpet', 'Bach', '11C');
    const measured = await createMember(t);
    await setUp(measured, [piece('Piccolo Trumpet', 'Bach', '99Z', { rim_mm: 16.2 })]);
    // No size to be equivalent to: neighbours by rim alone, then the ring.
    expect(summary((await forYou(measured)).sections[0]?.listings ?? [])).toEqual([
      ['Bach 7C', 'difference', 'Same rim as your 99Z'],
      ['Yamaha 11C4', 'difference', '0.26 mm wider than your 99Z'],
      ['Bach 11C', 'smaller', 'Rim 0.5 mm smaller than your 99Z'],
    ]);
    const unmeasured = await createMember(t);
    await setUp(unmeasured, [piece('Piccolo Trumpet', 'Bach', '99Z')]);
    const { sections } = await forYou(unmeasured);
    expect(sections).toHaveLength(1);
    expect(sections[0]?.listings).toEqual([]);
  });
});
