import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { adminHandlers, auditEntryFixture, auditPageFixture } from '../testFixtures';
import { auditChange } from './auditChange';

async function openAudit(handlers: Record<string, (input: unknown) => unknown> = {}) {
  const rendered = await renderApp('/admin', adminHandlers(handlers));
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Audit Log' }));
  return rendered;
}

describe('/admin: the Audit Log tab', () => {
  it('lists the admin actions as the server orders them (newest first), each with who, what, which and the change', async () => {
    const { calls } = await openAudit({
      'admin.audit': () =>
        auditPageFixture([
          auditEntryFixture({
            audit_id: 3,
            action: 'user.delete',
            target: { type: 'user', id: 7, label: 'sid@example.test' },
            before: { email: 'sid@example.test', active_listings: 2 },
            after: { forced: true },
            created_at: '2025-07-19T05:00:00.000Z',
          }),
          auditEntryFixture({ audit_id: 2, action: 'listing.delete', target: { type: 'listing', id: 5, label: 'Bach 7C' }, before: null, after: null }),
          auditEntryFixture({ audit_id: 1, admin: { user_id: null, name: 'Old Admin' } }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Admin', 'Action', 'Target', 'Change']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        Array.from(r.querySelectorAll('td'))
          .slice(1)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Ada Admin', 'User deleted', 'sid@example.test', 'email: sid@example.test; active_listings: 2; forced: true'],
      ['Ada Admin', 'Listing deleted', 'Bach 7C', ''],
      ['Old Admin (account deleted)', 'Flag status changed', 'Flag #11', 'status: pending → resolved'],
    ]);
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-07-19T05:00:00.000Z');
    expect(calls.find((c) => c.path === 'admin.audit')?.input).toEqual({ page: 1 });
  });

  it('says so when nothing has been done yet', async () => {
    await openAudit();
    expect(await screen.findByText('No admin actions yet.')).toBeTruthy();
  });

  it('words each kind of change', () => {
    expect(auditChange({ is_admin: false }, { is_admin: true })).toBe('is_admin: false → true');
    expect(auditChange({ nickname: null }, { nickname: 'Sid' })).toBe('nickname: – → Sid');
    expect(auditChange(null, { sent_to: 'a@b.c' })).toBe('sent_to: a@b.c');
    expect(auditChange({ brand: 'Bach' }, null)).toBe('brand: Bach');
    expect(auditChange(null, null)).toBe('');
  });
});
