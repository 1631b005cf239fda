import { z } from 'zod';
import { apiNote, apiShape, countValue, timestampValue } from '../responses';

/** The admin System tab (api §18.4): what an operator checks on one box, never a secret. */

export const systemBackupAttemptOutput = apiShape(
  'SystemBackupAttempt',
  z.strictObject({
    at: apiNote(timestampValue, 'When the backup started.'),
    ok: z.boolean(),
    folder: apiNote(z.string().nullable(), 'The backup folder written; null when it failed.'),
    bytes: apiNote(countValue.nullable(), "The backup's database and photo files; null when it failed."),
    error: apiNote(z.string().nullable(), 'Why it failed; null when it succeeded.'),
  }),
);

export const adminSystemOutput = apiShape(
  'AdminSystem',
  z.strictObject({
    version: apiNote(z.string(), 'The release running (package.json).'),
    started_at: apiNote(timestampValue, 'When the server process started.'),
    uptime_seconds: countValue,
    storage: z.strictObject({
      database_bytes: apiNote(countValue, 'app.db with its WAL file.'),
      photo_files: countValue,
      photo_bytes: countValue,
    }),
    counts: z.strictObject({
      members: apiNote(countValue, 'Every account.'),
      listings: apiNote(countValue, 'Listings whose status is not deleted.'),
    }),
    backup: z.strictObject({
      enabled: apiNote(z.boolean(), 'False when BACKUP_INTERVAL is 0.'),
      dir: z.string(),
      interval: apiNote(z.string(), 'BACKUP_INTERVAL as a duration ("1d", "30m"), or "off".'),
      keep: countValue,
      running: z.boolean(),
      next_at: apiNote(timestampValue.nullable(), 'When the next scheduled backup starts; null when off or running.'),
      last: apiNote(
        systemBackupAttemptOutput.nullable(),
        "This process's last attempt, else the newest backup in the folder (a success); null when there is none.",
      ),
    }),
    mail: z.strictObject({
      transport: apiNote(z.enum(['smtp', 'file']), '"file": no SMTP_URL, emails are written to the outbox folder.'),
      target: apiNote(z.string(), 'The SMTP server (scheme, host and port, never its user or password), or the outbox folder.'),
      outbox_files: apiNote(countValue.nullable(), 'Emails in the outbox folder; null with SMTP.'),
      last_sent_at: apiNote(timestampValue.nullable(), 'The last email this process delivered.'),
      last_error: apiNote(z.strictObject({ at: timestampValue, message: z.string() }).nullable(), 'The last email this process could not deliver, and why.'),
    }),
    settings: apiNote(
      z.array(z.strictObject({ name: z.string(), value: z.string() })),
      'The configuration in force, by environment variable name (README), with the SMTP credentials left out.',
    ),
  }),
  'Admin only. Figures are read at the request.',
);
export type AdminSystem = z.output<typeof adminSystemOutput>;
export type SystemBackupAttempt = z.output<typeof systemBackupAttemptOutput>;
