import type { z } from 'zod';

export interface Issue {
  path: string;
  message: string;
}

/**
 * One issue per field, in the order the schema declares its fields (api §0.3). Zod keeps
 * checking after a field's first failure, so later messages for the same field are dropped: the
 * first one is the most basic ("is required" before "at least 2 characters").
 */
export function toIssues(error: z.ZodError): Issue[] {
  const seen = new Set<string>();
  const issues: Issue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, message: issue.message });
  }
  return issues;
}

/** Field → first message, for forms that show the server's rules before sending. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(toIssues(error).map((i) => [i.path, i.message]));
}
