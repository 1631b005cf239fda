import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { adminHandlers, systemFixture } from '../testFixtures';
import { formatBytes, formatUptime } from './format';

async function openSystem(handlers: Record<string, (input: unknown) => unknown> = {}) {
  const rendered = await renderApp('/admin', adminHandlers(handlers));
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'System' }));
  return rendered;
}

describe('/admin: the System tab', () => {
  it('shows the release, uptime, sizes and counts, the last backup, email and the settings in force', async () => {
    await openSystem();
    const cards = await screen.findByRole('list', { name: 'Server' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((c) => c.textContent),
    ).toEqual(['1.0.0Version', '2 d 3 hRunning for', '48 MBDatabase', '310 MBPhotos (1200 files)', '120Members', '340Listings']);
    const backups = screen.getByRole('region', { name: 'Backups' });
    expect(within(backups).getByText(/: succeeded, 358 MB\.$/)).toBeTruthy();
    expect(within(backups).getByText('/srv/exchange/data/backups/2025-07-19T03-00-00Z')).toBeTruthy();
    expect(within(backups).getByText('Every 1d, keeping the newest 7')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Email' })).getByText('SMTP, smtps://smtp.example.org:465')).toBeTruthy();
    const settings = screen.getByRole('table', { name: 'Configuration in force' });
    expect(
      within(settings)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['PORT4000', 'SMTP_URLsmtps://smtp.example.org:465', 'BACKUP_INTERVAL1d']);
    // One landmark of that name (the table's scroll box), so a landmark list tells them apart.
    expect(screen.getAllByRole('region', { name: 'Configuration in force' })).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed backup and a failed email with their reasons, and a schedule that is off', async () => {
    await openSystem({
      'admin.system': () =>
        systemFixture({
          backup: {
            ...systemFixture().backup,
            enabled: false,
            interval: 'off',
            next_at: null,
            last: { at: '2025-07-19T03:00:00.000Z', ok: false, folder: null, bytes: null, error: 'ENOSPC: no space left on device' },
          },
          mail: {
            transport: 'file',
            target: '/srv/data/mail',
            outbox_files: 3,
            last_sent_at: null,
            last_error: { at: '2025-07-19T04:00:00.000Z', message: 'EACCES' },
          },
        }),
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([expect.stringContaining('ENOSPC: no space left on device'), expect.stringContaining('EACCES')]);
    expect(screen.getByText('Off (BACKUP_INTERVAL is 0): back up with npm run backup')).toBeTruthy();
    expect(screen.getByText('No SMTP_URL: written to /srv/data/mail (3 emails)')).toBeTruthy();
  });

  it('says so when the status cannot be fetched', async () => {
    await openSystem({
      'admin.system': () => {
        throw apiError('Internal server error.', 'INTERNAL_SERVER_ERROR');
      },
    });
    expect(await screen.findByText('Failed to fetch system status')).toBeTruthy();
  });

  it('words sizes and uptimes', () => {
    expect([formatBytes(0), formatBytes(999), formatBytes(1500), formatBytes(48_200_000), formatBytes(2_500_000_000)]).toEqual([
      '0 bytes',
      '999 bytes',
      '1.5 KB',
      '48 MB',
      '2.5 GB',
    ]);
    expect([formatUptime(42), formatUptime(600), formatUptime(3 * 3600 + 120), formatUptime(86_400)]).toEqual(['42 s', '10 min', '3 h 2 min', '1 d 0 h']);
  });
});
