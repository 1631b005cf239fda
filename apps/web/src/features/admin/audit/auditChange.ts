import type { AuditState } from '@mpx/shared';

const shown = (value: string | number | boolean | null | undefined) => (value === undefined || value === null ? '–' : String(value));

/**
 * What an audit entry changed, in a line: "status: pending → resolved", one part per field; a
 * delete lists what was there ("email: sid@example.com"), a resend nothing ("").
 */
export function auditChange(before: AuditState, after: AuditState): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => {
      const was = before?.[key];
      const now = after?.[key];
      if (before === null) return `${key}: ${shown(now)}`;
      if (after === null || now === undefined) return `${key}: ${shown(was)}`;
      if (was === undefined) return `${key}: ${shown(now)}`;
      return `${key}: ${shown(was)} → ${shown(now)}`;
    })
    .join('; ');
}
