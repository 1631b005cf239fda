import { createFileRoute } from '@tanstack/react-router';
import { requireMember } from '../features/session/guards';

/** Pathless layout over every member-only page: /messages, /my-listings, /loans, /profile, /admin. */
export const Route = createFileRoute('/_member')({ beforeLoad: requireMember });
