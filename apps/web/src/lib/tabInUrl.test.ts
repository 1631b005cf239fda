import { describe, expect, it } from 'vitest';
import { tabInUrl } from './tabInUrl';

describe('tabInUrl', () => {
  const tabs = tabInUrl('tab', ['flags', 'users', 'audit']);

  it('opens the tab the URL names, the first for anything else', () => {
    expect(tabs.open('users')).toBe('users');
    expect(tabs.open(undefined)).toBe('flags');
    expect(tabs.open('nope')).toBe('flags');
    expect(tabs.open(3)).toBe('flags');
  });

  it('leaves the first tab, and values that name none, out of the URL', () => {
    expect(tabs.searchOf('audit')).toEqual({ tab: 'audit' });
    expect(tabs.searchOf('flags')).toEqual({});
    expect(tabs.validateSearch({ tab: 'users', other: 'x' })).toEqual({ tab: 'users' });
    expect(tabs.validateSearch({ tab: 'nope' })).toEqual({});
  });
});
