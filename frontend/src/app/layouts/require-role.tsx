// The guard of spec §2: 'Verifying access...' while loading; visitors go to the sign-in page of
// the area they tried to open, with `from`; a signed-in user of another role goes to their own
// dashboard.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { FullScreenSpinner } from '@/components/ui/spinner';
import { dashboardPath, loginPathFor } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import type { Role } from '@/lib/roles';

export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner text="Verifying access..." />;
  if (status === 'unauthenticated' || !user) {
    return <Navigate to={loginPathFor(location.pathname)} replace state={{ from: location }} />;
  }
  if (!roles.includes(user.role)) return <Navigate to={dashboardPath(user.role)} replace />;
  return <>{children}</>;
}
