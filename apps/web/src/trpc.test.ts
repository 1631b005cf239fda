import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './trpc';

describe('reconnectDelayMs', () => {
  it('backs off 1 s, 2 s, 4 s … and never waits more than 30 s between tries', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });
});
