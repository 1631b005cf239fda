import type { Member, TestApp } from './test-app';

/** A REST call as `member` (bearer) or a guest: the status and the JSON answer. */
export async function rest(t: TestApp, member: Member | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const headers = { ...member?.auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await t.request({ method, url, headers, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
  return { status: res.statusCode, body: res.body === '' ? null : res.json() };
}
