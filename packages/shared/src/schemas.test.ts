import { describe, expect, it } from 'vitest';
import { registerInput } from './auth/schemas';
import { present } from './checks';
import { profileUpdateInput } from './profile/schemas';
import { toIssues } from './validation';

describe('shared schemas', () => {
  it('reports one issue per field in table order, most basic message first', () => {
    const result = registerInput.safeParse({ first_name: ' ', email: 'x', password: '123', location_state: '', location_postcode: '12a' });
    expect(result.success).toBe(false);
    expect(toIssues(present(result.error, 'a validation error'))).toEqual([
      { path: 'first_name', message: 'First name is required' },
      { path: 'last_name', message: 'Last name is required' },
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 6 characters' },
      { path: 'location_state', message: 'State is required' },
      { path: 'location_postcode', message: 'Please enter a valid 4-digit postcode' },
    ]);
  });

  it('trims, lower-cases the email and turns an empty nickname into null', () => {
    const parsed = registerInput.parse({
      first_name: ' Sam ',
      last_name: 'Lee',
      email: ' Sam@Example.COM ',
      password: ' secret ',
      location_state: 'VIC',
      location_postcode: '3000',
      nickname: '',
    });
    expect(parsed).toMatchObject({ first_name: 'Sam', email: 'sam@example.com', password: ' secret ', nickname: null });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(registerInput.shape.first_name.safeParse('🎺').success).toBe(false);
    expect(registerInput.shape.first_name.safeParse('🎺🎺').success).toBe(true);
  });

  it('leaves absent profile fields absent and normalises the payment link', () => {
    expect(profileUpdateInput.parse({})).toEqual({});
    expect(profileUpdateInput.parse({ paypal_link: 'www.paypal.me/Abc/25' })).toEqual({ paypal_link: 'https://paypal.me/Abc' });
    const bad = profileUpdateInput.safeParse({ paypal_link: 'javascript:alert(1)//@x.io', location_state: 'XX', email_notifications: null, name: null });
    expect(toIssues(present(bad.error, 'a validation error'))).toEqual([
      { path: 'name', message: 'Name is required.' },
      { path: 'location_state', message: 'Invalid state. Must be one of: NSW, VIC, QLD, WA, SA, TAS, ACT, NT' },
      { path: 'paypal_link', message: 'PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.' },
      { path: 'email_notifications', message: 'Email notifications must be a boolean.' },
    ]);
  });
});
