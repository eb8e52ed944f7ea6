import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isLoggedIn, useWhoami } from '../api/session.ts';
import { Skeleton } from '../ui/skeleton.tsx';

/** Sends a visitor to the sign-in splash from screens that need a user (spec 1 §2). */
export function LoginGate({ required, children }: { required: boolean; children: ReactNode }) {
  const { data, isPending } = useWhoami();
  if (!required || isLoggedIn(data)) return children;
  if (isPending) return <Skeleton lines={6} label="Checking your session…" />;
  return <Navigate to="/" replace />;
}
