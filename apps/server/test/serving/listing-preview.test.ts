import { escapeHtml } from '@mpx/api';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, startTestApp } from '../support/test-app';
import { writeWebDist } from './web-dist';

/** Every special pattern of String.prototype.replace's replacement strings. */
const PATTERNS = "$& $' $` $$ $1";

describe('GET /listings/:id link preview', async () => {
  const web = writeWebDist();
  const t = await startTestApp({}, { webDist: web.dir });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('renders a listing whose text holds replacement patterns literally, in one page', async () => {
    const member = await createMember(t);
    const listing = await createListing(t, member, { model: `Model ${PATTERNS}`, description: `Described ${PATTERNS} end.` });

    const res = await t.request({ method: 'GET', url: `/listings/${listing.listing_id}` });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body).toContain(`<title>Bach Model ${escapeHtml(PATTERNS)} 3C – $120.50</title>`);
    expect(res.body).toContain(`<meta property="og:description" content="Described ${escapeHtml(PATTERNS)} end.">`);
    expect(res.body).toContain(`<meta name="twitter:title" content="Bach Model ${escapeHtml(PATTERNS)} 3C – $120.50">`);
  });

  it('answers an unknown listing with the plain page and a 404', async () => {
    const res = await t.request({ method: 'GET', url: '/listings/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Australian Brass Mouthpiece Exchange</title>');
    expect(res.body).not.toContain('og:title');
  });
});
