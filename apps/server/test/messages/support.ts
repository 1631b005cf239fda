import type { Member, TestApp } from '../support/test-app';

/** POST /api/messages as `from`, with a bearer token. */
export function send(t: TestApp, from: Member | null, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/messages', headers: from ? from.auth : {}, payload: body });
}

export async function sendOk(t: TestApp, from: Member, to: Member, content: string, listingId: number | null = null) {
  const res = await send(t, from, { to_user_id: to.id, content, listing_id: listingId });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function inbox(t: TestApp, member: Member, query = '') {
  return t.request({ method: 'GET', url: `/api/messages${query}`, headers: member.auth });
}

export function thread(t: TestApp, member: Member, otherId: number | string, query = '') {
  return t.request({ method: 'GET', url: `/api/messages/conversation/${otherId}${query}`, headers: member.auth });
}
