import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, startTestApp } from '../support/test-app';
import { inbox, sendOk, thread } from './support';

describe('GET /api/messages and the conversation (api §6.1, §6.2)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('#61: one summary per (other user, listing) thread, newest first, with the listing and unread counts', async () => {
    const [me, bob, carol] = [await createMember(t), await createMember(t), await createMember(t)];
    const listing = await createListing(t, bob, { brand: 'Bach', model: 'Megatone 3C' });
    await sendOk(t, bob, me, 'general hello');
    await sendOk(t, me, bob, 'about your 3C', listing.listing_id);
    await sendOk(t, bob, me, 'y'.repeat(300), listing.listing_id);
    await sendOk(t, carol, me, 'from carol');

    const res = await inbox(t, me);
    expect(res.statusCode).toBe(200);
    const summaries = res.json();
    expect(summaries.map((s: { conversation_id: number; listing_id: number | null }) => [s.conversation_id, s.listing_id])).toEqual([
      [carol.id, null],
      [bob.id, listing.listing_id],
      [bob.id, null],
    ]);
    expect(summaries[1]).toEqual({
      conversation_id: bob.id,
      listing_id: listing.listing_id,
      listing_photo: listing.thumbnails[0] ?? null,
      listing_brand: 'Bach',
      listing_model: 'Megatone 3C',
      other_user: { user_id: bob.id, name: expect.any(String), nickname: expect.anything() },
      last_message_preview: 'y'.repeat(120),
      updated_at: expect.stringMatching(/Z$/),
      unreadCount: 1,
    });
    expect(summaries[2]).toMatchObject({
      listing_photo: null,
      listing_brand: null,
      listing_model: null,
      unreadCount: 1,
      last_message_preview: 'general hello',
    });

    const filtered = (await inbox(t, me, `?listing_id=${listing.listing_id}`)).json();
    expect(filtered).toHaveLength(1);
    expect((await inbox(t, me, '?listing_id=abc')).json()).toMatchObject({ error: 'listing_id must be a listing id.' });
    // The other side sees the same thread from its end, with nothing unread (it sent the last one).
    expect((await inbox(t, bob)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ conversation_id: me.id, listing_id: listing.listing_id, unreadCount: 1 })]),
    );
  });

  it('#62: without listing_id only the general thread, oldest first; before and limit page back', async () => {
    const [me, bob] = [await createMember(t), await createMember(t)];
    const listing = await createListing(t, bob);
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await sendOk(t, i % 2 ? bob : me, i % 2 ? me : bob, `general ${i}`));
    await sendOk(t, me, bob, 'about the listing', listing.listing_id);

    const general = (await thread(t, me, bob.id)).json();
    expect(general.map((m: { content: string }) => m.content)).toEqual(['general 0', 'general 1', 'general 2', 'general 3', 'general 4']);
    for (const q of ['?listing_id=', '?listing_id=null', '?listing_id=undefined']) expect((await thread(t, me, bob.id, q)).json()).toEqual(general);

    const page = (await thread(t, me, bob.id, `?before=${sent[3].message_id}&limit=2`)).json();
    expect(page.map((m: { content: string }) => m.content)).toEqual(['general 1', 'general 2']);
    expect((await thread(t, me, bob.id, '?limit=0')).json()).toHaveLength(5);
    expect((await thread(t, me, bob.id, '?limit=abc')).json()).toHaveLength(5);

    const about = (await thread(t, me, bob.id, `?listing_id=${listing.listing_id}`)).json();
    expect(about.map((m: { content: string }) => m.content)).toEqual(['about the listing']);
    // Reading a thread marks nothing read.
    expect((await inbox(t, bob)).json().find((s: { listing_id: number | null }) => s.listing_id === null).unreadCount).toBe(3);
  });

  it('refuses in the contract order: validation, yourself, unknown user (path ids that are not ids are 404)', async () => {
    const me = await createMember(t);
    expect((await thread(t, me, me.id, '?before=x')).json()).toMatchObject({ error: 'before must be a message id.' });
    expect((await thread(t, me, me.id, '?listing_id=-1')).json()).toMatchObject({ error: 'listing_id must be a listing id.' });
    expect((await thread(t, me, me.id)).json()).toEqual({ error: 'You cannot message yourself.' });
    const unknown = await thread(t, me, 999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'User not found.' });
    expect((await thread(t, me, 'abc')).json()).toEqual({ error: 'User not found.' });
    expect((await t.request({ method: 'GET', url: `/api/messages/conversation/${me.id}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });

  it("a member never sees another pair's thread", async () => {
    const [a, b, eve] = [await createMember(t), await createMember(t), await createMember(t)];
    await sendOk(t, a, b, 'private');
    expect((await thread(t, eve, a.id)).json()).toEqual([]);
    expect((await thread(t, eve, b.id)).json()).toEqual([]);
    expect((await inbox(t, eve)).json()).toEqual([]);
  });
});
