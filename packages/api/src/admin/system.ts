import type { AdminSystem } from '@mpx/shared';
import type { Deps } from '../context';
import { iso } from '../time';
import { analyticsSummary } from './analytics';

/**
 * The admin System tab (api §18.4): the host's own facts (release, uptime, files, backups, mail,
 * settings) beside the counts the analytics summary already keeps.
 */
export async function systemStatus(deps: Deps): Promise<AdminSystem> {
  const { host } = deps;
  if (!host) throw new Error('no host facts: the API runs outside the server');
  const summary = analyticsSummary(deps);
  const [storage, backup, mail] = await Promise.all([host.storage(), host.backup(), host.mail()]);
  return {
    version: host.version,
    started_at: iso(host.startedAt),
    uptime_seconds: Math.max(0, Math.floor((deps.now() - host.startedAt) / 1000)),
    storage,
    counts: { members: summary.users.total, listings: summary.listings.total },
    backup,
    mail,
    settings: host.settings(),
  };
}
