import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Me } from '../../lib/apiTypes';
import { applySession } from './applySession';

/** applySession bound to the app's query cache and tRPC proxy (from the router context). */
export function useApplySession() {
  const router = useRouter();
  return useCallback((viewer: Me | null) => applySession(router.options.context, viewer), [router]);
}
