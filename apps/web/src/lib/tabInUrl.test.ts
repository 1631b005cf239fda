import { describe, expect, it } from 'vitest';
import { tabInUrl } from './tabInUrl';

describe('tabInUrl', () => {
  const tabs = tabInUrl(['flags', 'users', 'audit']);

  it('opens the tab the URL names, the first for anything else', () => {
    expect(tabs.open('users')).toBe('users');
    expect(tabs.open(undefined)).toBe('flags');
    expect(tabs.open('nope')).toBe('flags');
    expect(tabs.open(3)).toBe('flags');
  });

  it('leaves the first tab, and values that name none, out of the URL', () => {
    expect(tabs.param('audit')).toBe('audit');
    expect(tabs.param('flags')).toBeUndefined();
    expect(tabs.param('nope')).toBeUndefined();
  });
});
