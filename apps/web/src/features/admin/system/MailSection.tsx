import type { AdminSystem } from '@mpx/shared';
import { Alert } from '../../../ui/Alert';
import { Heading } from '../../../ui/Heading';
import * as styles from '../admin.css';
import { formatDateTime } from '../format';
import { SYSTEM_TAB_TEXTS as T } from '../texts';
import { DetailsList } from '../../profile/DetailsList';

/** How email leaves the box, and whether the last attempt failed (the reason as an alert). */
export function MailSection({ mail }: { mail: AdminSystem['mail'] }) {
  return (
    <section className={styles.section} aria-labelledby="admin-system-mail">
      <Heading level={3} id="admin-system-mail">
        {T.mail}
      </Heading>
      {mail.last_error && (
        <Alert variant="error" title={T.sendFailed(formatDateTime(mail.last_error.at))}>
          {mail.last_error.message}
        </Alert>
      )}
      <DetailsList
        rows={[
          [T.sentThrough, mail.transport === 'smtp' ? T.smtp(mail.target) : T.outbox(mail.target, mail.outbox_files ?? 0)],
          [T.lastSent, mail.last_sent_at ? formatDateTime(mail.last_sent_at) : T.none],
          [T.lastError, mail.last_error ? formatDateTime(mail.last_error.at) : T.none],
        ]}
      />
    </section>
  );
}
