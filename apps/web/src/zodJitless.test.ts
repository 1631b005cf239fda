import { expect, it, vi } from 'vitest';

it('keeps zod from probing `new Function` while the shared schemas are built and used', async () => {
  // zod's probe is `new Function("")`: under the site's CSP that is a reported violation.
  const probe = vi.spyOn(globalThis, 'Function');
  await import('./zodJitless');
  const { loginInput } = await import('@mpx/shared');
  expect(loginInput.safeParse({ email: 'player@example.test', password: 'brass-band-1' }).success).toBe(true);
  expect(probe).not.toHaveBeenCalled();
});
