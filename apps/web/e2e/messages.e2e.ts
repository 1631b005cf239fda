import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { header, visible, waitForPath } from './harness/page';
import { createListing, createSeller, RED, pngDataUrl } from './listings-fixtures';
import {
  bell,
  bellDot,
  bubble,
  expectUnreadBadge,
  inboxRowName,
  LIVE_MS,
  markWindow,
  messagesLink,
  stillSameWindow,
  threadLog,
  userIdOf,
  watchRealtime,
} from './messages-fixtures';

const e2e = useE2E();

describe('Messages: two members chatting live', () => {
  it('delivers a message from the listing page live, with badge and snackbar, and the reply back', async () => {
    const seller = await createSeller(e2e, { first_name: 'Jo', last_name: 'Bloggs', nickname: 'Slide' });
    const buyer = await createSeller(e2e, { first_name: 'Sam', last_name: 'Lee', nickname: 'Tromba' });
    const listing = await createListing(seller, { brand: 'Bach', model: '7C', price: 120 });
    const buyerId = await userIdOf(buyer);

    // The seller waits on the empty inbox, connected and never reloading it.
    const sellerPage = e2e.page;
    const sellerChannel = watchRealtime(sellerPage);
    await signInBrowser(e2e, seller.member);
    await sellerPage.goto('/messages');
    await visible(sellerPage.getByText('No messages yet.'));
    await expectUnreadBadge(sellerPage, 0);
    await sellerChannel.started();
    await markWindow(sellerPage);

    // The buyer, in a browser of their own, writes from the listing page.
    const buyerSession = await e2e.openSession();
    const buyerPage = buyerSession.page;
    const buyerChannel = watchRealtime(buyerPage);
    await signInBrowser(e2e, buyer.member, buyerSession);
    await buyerPage.goto(`/listings/${listing.listing_id}`);
    await visible(buyerPage.getByRole('heading', { level: 1, name: 'Bach 7C' }));
    await buyerPage.getByRole('button', { name: 'Message Seller' }).click();
    const dialog = await visible(buyerPage.getByRole('dialog', { name: 'Message Slide' }));
    await visible(dialog.getByText('About Bach 7C'));
    const dialogSend = dialog.getByRole('button', { name: 'Send' });
    expect(await dialogSend.isDisabled()).toBe(true);
    await dialog.getByLabel('Your Message').fill('   ');
    expect(await dialogSend.isDisabled()).toBe(true);
    await dialog.getByLabel('Your Message').fill('Is the 7C still available?');
    await dialogSend.click();
    await visible(buyerPage.getByText('Message sent!'));
    await dialog.waitFor({ state: 'detached' });

    // The seller: snackbar, dot and the new inbox row, all without a reload.
    await visible(sellerPage.getByText('New message from Tromba'), LIVE_MS);
    await expectUnreadBadge(sellerPage, 1);
    const conversations = await visible(sellerPage.getByRole('list', { name: 'Conversations' }), LIVE_MS);
    const row = await visible(conversations.getByRole('link', { name: inboxRowName('Tromba', 'Bach 7C', 'Is the 7C still available?', 1) }));
    expect(await stillSameWindow(sellerPage)).toBe(true);

    // Opening the thread shows the message and marks it read: the dot goes.
    await row.click();
    await waitForPath(sellerPage, `/messages/${buyerId}`);
    expect(new URL(sellerPage.url()).searchParams.get('listing')).toBe(String(listing.listing_id));
    await visible(sellerPage.getByRole('heading', { level: 1, name: 'Conversation with Tromba' }));
    await visible(bubble(sellerPage, 'Is the 7C still available?'));
    await expectUnreadBadge(sellerPage, 0);

    // The buyer opens the thread from the listing page and sees the seller's reply arrive.
    await visible(buyerPage.getByRole('link', { name: 'Open conversation' }), LIVE_MS);
    await buyerPage.getByRole('link', { name: 'Open conversation' }).click();
    await visible(buyerPage.getByRole('heading', { level: 1, name: 'Conversation with Slide' }));
    await visible(bubble(buyerPage, 'Is the 7C still available?'));
    await buyerChannel.started();
    await markWindow(buyerPage);

    await sellerPage.getByLabel('Your Message').fill('Yes, it is.');
    await sellerPage.getByLabel('Your Message').press('Enter');
    await visible(bubble(sellerPage, 'Yes, it is.'));
    await visible(bubble(buyerPage, 'Yes, it is.'), LIVE_MS);
    // In front of the buyer already: read at once, no snackbar, no dot.
    expect(await buyerPage.getByText('New message from Slide').count()).toBe(0);
    await expectUnreadBadge(buyerPage, 0);

    // And the other way while both have the thread open.
    await buyerPage.getByLabel('Your Message').fill('Great, I will take it.');
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await visible(bubble(sellerPage, 'Great, I will take it.'), LIVE_MS);
    await expectUnreadBadge(sellerPage, 0);
    expect(await stillSameWindow(sellerPage)).toBe(true);
    expect(await stillSameWindow(buyerPage)).toBe(true);

    // The seller's inbox row now ends with the newest message and has nothing unread.
    await sellerPage.goto('/messages');
    await visible(sellerPage.getByRole('link', { name: inboxRowName('Tromba', 'Bach 7C', 'Great, I will take it.') }));

    // Both browsers ran without console errors or CSP violations (the socket included).
    expect(e2e.session.errors).toEqual([]);
    expect(buyerSession.errors).toEqual([]);
  });
});

describe('Messages: the conversation page', () => {
  it('shows the listing on top, own messages on the right, text as typed', async () => {
    const seller = await createSeller(e2e, { first_name: 'Jo', last_name: 'Bloggs', nickname: 'Slide' });
    const buyer = await createSeller(e2e, { nickname: 'Tromba' });
    const listing = await createListing(seller, { brand: 'Bach', model: '3C', price: 95.5, photos: [pngDataUrl(RED)] });
    const buyerId = await userIdOf(buyer);
    await seller.api.messages.send.mutate({ to_user_id: buyerId, listing_id: listing.listing_id, content: 'Hi, <img src=x onerror=alert(1)>' });

    const { page } = e2e;
    await signInBrowser(e2e, buyer.member);
    await page.goto(`/messages/${listing.user_id}?listing=${listing.listing_id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Conversation with Slide' }));

    // The listing it is about, above the thread.
    const details = await visible(page.getByRole('region', { name: 'Conversation details' }));
    const listingLink = await visible(details.getByRole('link', { name: 'Bach 3C' }));
    expect(await listingLink.getAttribute('href')).toBe(`/listings/${listing.listing_id}`);
    await visible(details.getByText('$95.50'));
    expect((await details.getByText(/^With /).textContent())?.trim()).toBe('With Slide (Jo Bloggs)');
    await visible(details.locator('img'));
    const log = threadLog(page);
    const [detailsBox, logBox] = [await details.boundingBox(), await log.boundingBox()];
    expect(detailsBox && logBox && detailsBox.y + detailsBox.height <= logBox.y).toBe(true);

    // Their HTML is text, not markup.
    await visible(page.getByText('Hi, <img src=x onerror=alert(1)>', { exact: true }));
    expect(await log.locator('img').count()).toBe(0);

    // Send is disabled while blank; Shift+Enter breaks the line, Enter sends.
    const composer = page.getByLabel('Your Message');
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await composer.fill('  \n  ');
    expect(await send.isDisabled()).toBe(true);
    await composer.fill('');
    await composer.pressSequentially('First line');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('second line');
    expect(await composer.inputValue()).toBe('First line\nsecond line');
    expect(await send.isEnabled()).toBe(true);
    await composer.press('Enter');
    const twoLines = await visible(bubble(page, 'First line\nsecond line'));
    expect(await twoLines.innerText()).toBe('First line\nsecond line');
    // The sender's own live event can show the bubble a moment before the send's answer clears the draft.
    await expect.poll(() => composer.inputValue()).toBe('');

    await composer.fill('<b>x</b> & <script>alert(2)</script>');
    await composer.press('Enter');
    await visible(bubble(page, '<b>x</b> & <script>alert(2)</script>'));
    expect(await log.locator('b, script').count()).toBe(0);

    // Oldest first, own messages on the right and theirs on the left.
    const items = log.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    expect((await items.allTextContents()).map((text) => text.replace(/\d{1,2}:\d{2}\s?[ap]m$/i, ''))).toEqual([
      'Slide: Hi, <img src=x onerror=alert(1)>',
      'You: First line\nsecond line',
      'You: <b>x</b> & <script>alert(2)</script>',
    ]);
    const theirs = await page.getByText('Hi, <img src=x onerror=alert(1)>', { exact: true }).boundingBox();
    const own = await twoLines.boundingBox();
    const frame = await log.boundingBox();
    if (!theirs || !own || !frame) throw new Error('The messages are not laid out.');
    const gaps = (box: typeof own) => ({ left: box.x - frame.x, right: frame.x + frame.width - (box.x + box.width) });
    expect(gaps(own).right).toBeLessThan(gaps(own).left);
    expect(gaps(theirs).left).toBeLessThan(gaps(theirs).right);

    // The composer holds the contract's limit of 5000 characters.
    await composer.fill('a'.repeat(5001));
    await visible(page.getByText('Message must be 5000 characters or less.'));
    expect(await send.isDisabled()).toBe(true);
    await composer.press('Enter');
    await composer.fill('a'.repeat(5000));
    expect(await page.getByText('Message must be 5000 characters or less.').count()).toBe(0);
    expect(await send.isEnabled()).toBe(true);
    expect(await items.count()).toBe(3);

    expect(e2e.session.errors).toEqual([]);
  });
});

describe('Messages: the inbox', () => {
  it('lists each thread newest first with the other member, listing, preview and unread count', async () => {
    const viewer = await createSeller(e2e, { nickname: 'Tromba' });
    const slide = await createSeller(e2e, { nickname: 'Slide' });
    const cee = await createSeller(e2e, { nickname: 'Cee' });
    const denis = await createSeller(e2e, { nickname: 'Denis' });
    const viewerId = await userIdOf(viewer);
    const bach = await createListing(slide, { brand: 'Bach', model: '7C', photos: [pngDataUrl(RED)] });
    const yamaha = await createListing(cee, { brand: 'Yamaha', model: '11B4' });
    const wick = await createListing(denis, { brand: 'Denis Wick', model: '4AL' });

    const { page } = e2e;
    await signInBrowser(e2e, viewer.member);
    await page.goto('/messages');
    await visible(page.getByRole('heading', { level: 1, name: 'Messages' }));
    await visible(page.getByText('No messages yet.'));

    // Oldest first: each write makes its thread the newest.
    await viewer.api.messages.send.mutate({ to_user_id: wick.user_id, listing_id: wick.listing_id, content: 'Do you swap?' });
    await cee.api.messages.send.mutate({ to_user_id: viewerId, listing_id: yamaha.listing_id, content: 'Still keen on the 11B4?' });
    await cee.api.messages.send.mutate({ to_user_id: viewerId, listing_id: yamaha.listing_id, content: 'I can post it Monday.' });
    await viewer.api.messages.send.mutate({ to_user_id: bach.user_id, listing_id: bach.listing_id, content: 'Is the 7C still available?' });
    await cee.api.messages.send.mutate({ to_user_id: viewerId, listing_id: null, content: 'Any other mouthpieces?' });
    await slide.api.messages.send.mutate({ to_user_id: viewerId, listing_id: bach.listing_id, content: 'Yes, still here.' });

    await page.reload();
    const conversations = await visible(page.getByRole('list', { name: 'Conversations' }));
    const rows = conversations.getByRole('listitem');
    await expect.poll(() => rows.count(), { timeout: LIVE_MS }).toBe(4);
    const expected = [
      inboxRowName('Slide', 'Bach 7C', 'Yes, still here.', 1),
      inboxRowName('Cee', 'General conversation', 'Any other mouthpieces?', 1),
      inboxRowName('Cee', 'Yamaha 11B4', 'I can post it Monday.', 2),
      inboxRowName('Denis', 'Denis Wick 4AL', 'Do you swap?'),
    ];
    for (const [i, name] of expected.entries()) await visible(rows.nth(i).getByRole('link', { name }));
    // The listing's photo where it has one; a placeholder otherwise.
    expect(await rows.nth(0).locator('img').count()).toBe(1);
    expect(await rows.nth(2).locator('img').count()).toBe(0);
    await expectUnreadBadge(page, 4);

    // A row opens its thread, which marks it read.
    await rows.nth(2).getByRole('link').click();
    await waitForPath(page, `/messages/${yamaha.user_id}`);
    expect(new URL(page.url()).searchParams.get('listing')).toBe(String(yamaha.listing_id));
    await visible(page.getByText('I can post it Monday.', { exact: true }));
    await expectUnreadBadge(page, 2);
    await messagesLink(page).click();
    await waitForPath(page, '/messages');
    await visible(page.getByRole('link', { name: inboxRowName('Cee', 'Yamaha 11B4', 'I can post it Monday.') }));

    expect(e2e.session.errors).toEqual([]);
  });
});

describe('Messages: notifications', () => {
  it('lists the 10 newest notifications, unread ones marked, live, and marks them read', async () => {
    const viewer = await createSeller(e2e, { nickname: 'Tromba' });
    const slide = await createSeller(e2e, { nickname: 'Slide' });
    const cee = await createSeller(e2e, { nickname: 'Cee' });
    const viewerId = await userIdOf(viewer);
    // Twelve notifications n1 … n12 from alternating senders: odd ones from Slide, even from Cee.
    const senderOf = (n: number) => (n % 2 === 1 ? slide : cee);
    for (let n = 1; n <= 12; n++) {
      await senderOf(n).api.messages.send.mutate({ to_user_id: viewerId, listing_id: null, content: `Message ${n}` });
    }
    const byText = (n: number) => `New message from ${senderOf(n).member.nickname}`;
    // The server keeps them all and lists the 10 newest; n12 and n5 are read already.
    const stored = (await viewer.api.notifications.latest.query()).notifications;
    expect(stored.map((n) => n.message)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(byText));
    for (const notification of [stored[0], stored[7]]) await viewer.api.notifications.markRead.mutate({ id: notification?.id ?? -1 });

    const { page } = e2e;
    const channel = watchRealtime(page);
    await signInBrowser(e2e, viewer.member);
    await page.goto('/');
    await visible(bell(page, 10));
    await channel.started();
    await visible(bellDot(page));

    /** Opens the menu and lists its entries without their times, newest first. */
    const shown = async () => {
      await header(page)
        .getByRole('button', { name: /^Notifications/ })
        .click();
      const menu = await visible(page.getByRole('menu', { name: 'Notifications' }));
      const items = (await menu.getByRole('menuitem').allTextContents()).slice(1);
      return items.map((text) => text.replace(/, [^,]+$/, ''));
    };
    const entry = (n: number, read: boolean) => `${read ? '' : 'Unread: '}${byText(n)}`;
    expect(await shown()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => entry(n, n === 12 || n === 5)));
    await page.keyboard.press('Escape');

    // A new one arrives live and pushes the oldest shown out.
    await slide.api.messages.send.mutate({ to_user_id: viewerId, listing_id: null, content: 'Message 13' });
    await visible(bell(page, 11), LIVE_MS);
    await visible(page.getByText('New message from Slide'));
    expect(await shown()).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => entry(n, n === 12 || n === 5)));

    // Mark all read stays open and clears every mark, on the server too. (An open menu hides
    // the rest of the page from the accessibility tree, the bell included.)
    await page.getByRole('menuitem', { name: 'Mark all read' }).click();
    await expect.poll(() => page.getByRole('menu', { name: 'Notifications' }).getByText('Unread:').count()).toBe(0);
    await visible(page.getByRole('menuitem', { name: 'Mark all read', disabled: true }));
    await page.keyboard.press('Escape');
    await visible(bell(page, 0));
    expect(await bellDot(page).count()).toBe(0);
    await expect.poll(async () => (await viewer.api.notifications.latest.query()).unread, { timeout: LIVE_MS }).toBe(0);
    await page.reload();
    await visible(bell(page, 0));
    expect(await shown()).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4].map((n) => entry(n, true)));

    // Choosing a message notification goes to the inbox.
    await page
      .getByRole('menuitem', { name: /^New message from Slide/ })
      .first()
      .click();
    await waitForPath(page, '/messages');

    expect(e2e.session.errors).toEqual([]);
  });
});

describe('Messages: Message Seller on the listing page', () => {
  it('is hidden on the owner’s own listing and asks a guest to log in', async () => {
    const seller = await createSeller(e2e);
    const other = await createSeller(e2e);
    const listing = await createListing(seller, { brand: 'Bach', model: '5C' });
    const { page } = e2e;
    const messageSeller = page.getByRole('button', { name: 'Message Seller' });

    await page.goto(`/listings/${listing.listing_id}`);
    await visible(page.getByText('Log in to contact the seller or buy this mouthpiece.'));
    expect(await messageSeller.count()).toBe(0);

    await signInBrowser(e2e, seller.member);
    await page.reload();
    await visible(page.getByText('You cannot message yourself or buy your own listing.'));
    expect(await messageSeller.count()).toBe(0);

    await signInBrowser(e2e, other.member);
    await page.reload();
    await visible(messageSeller);
    expect(e2e.session.errors).toEqual([]);
  });
});

/**
 * What a browser logs while the server is away: failed requests and socket attempts, nothing else.
 * A request in flight at the moment the server stops is reset, or finds its socket no longer
 * connected, rather than refused: which one depends on timing.
 */
const OUTAGE_NOISE = [
  /ERR_CONNECTION_REFUSED/,
  /ERR_CONNECTION_RESET/,
  /ERR_SOCKET_NOT_CONNECTED/,
  /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/trpc' failed/,
  /^Failed to send message:/,
];

describe('Messages: reconnecting', () => {
  it('keeps the draft while the server is away, reconnects by itself and catches up', { timeout: 180_000 }, async () => {
    const seller = await createSeller(e2e, { nickname: 'Slide' });
    const buyer = await createSeller(e2e, { nickname: 'Tromba' });
    const listing = await createListing(seller, { brand: 'Bach', model: '7C' });
    const sellerId = listing.user_id;
    const send = (content: string) => buyer.api.messages.send.mutate({ to_user_id: sellerId, listing_id: listing.listing_id, content });

    // The seller has the thread open, on a socket the test watches.
    const { page } = e2e;
    const channel = watchRealtime(page);
    await send('Before the restart');
    await signInBrowser(e2e, seller.member);
    await page.goto(`/messages/${await userIdOf(buyer)}?listing=${listing.listing_id}`);
    await visible(bubble(page, 'Before the restart'));
    await channel.started();
    await send('Live before the restart');
    await visible(bubble(page, 'Live before the restart'), LIVE_MS);
    await visible(bell(page, 2), LIVE_MS);
    await markWindow(page);

    // The server goes away: the socket closes and a send fails, keeping the draft.
    await e2e.server.pause();
    await expect.poll(() => channel.open, { timeout: LIVE_MS }).toBe(0);
    const composer = page.getByLabel('Your Message');
    await composer.fill('Are you still there?');
    await composer.press('Enter');
    const sendButton = page.getByRole('button', { name: 'Send' });
    await expect.poll(() => sendButton.isEnabled(), { timeout: LIVE_MS }).toBe(true);
    expect(await composer.inputValue()).toBe('Are you still there?');
    expect(await bubble(page, 'Are you still there?').count()).toBe(0);

    // Back on the same port and data. A message sent at once reaches the page without a reload,
    // live or in the catch-up once the client's own retries (1 s, 2 s, 4 s …) find the server.
    await e2e.server.resume();
    await send('After the restart');
    await channel.started(2, 60_000);
    await visible(bubble(page, 'After the restart'), LIVE_MS);
    expect(await stillSameWindow(page)).toBe(true);
    // Its notification is replayed after the last one the page saw.
    await visible(bell(page, 3), LIVE_MS);

    // The kept draft goes out now, and live delivery works on the new socket.
    await sendButton.click();
    await visible(bubble(page, 'Are you still there?'));
    await expect.poll(() => composer.inputValue()).toBe('');
    const thread = await buyer.api.messages.conversation.query({ user_id: sellerId, listing_id: listing.listing_id });
    expect(thread.map((m) => m.content)).toContain('Are you still there?');
    await send('Live again');
    await visible(bubble(page, 'Live again'), LIVE_MS);
    expect(channel.open).toBe(1);

    const unexpected = e2e.session.errors.filter((error) => !OUTAGE_NOISE.some((noise) => noise.test(error)));
    expect(unexpected).toEqual([]);
  });
});
