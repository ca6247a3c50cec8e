// Renewing the session's tokens, loaded when a session nears its end rather than with every
// first page (decision 010's size budget).
import { api } from './api-client';
import { storedRefresh, storeTokens } from './auth-storage';

/**
 * Renews the tokens once for every open tab. Each refresh token works once, and spending one
 * twice ends the whole session (decisions/005), so tabs take turns under a Web Lock, and a tab
 * that finds the stored refresh token changed uses the one another tab already got.
 */
export async function renewTokens(seen: string): Promise<void> {
  const renew = async () => {
    const refresh = storedRefresh();
    if (!refresh) throw new Error('no refresh token');
    if (refresh !== seen) return;
    const tokens = await api.post<{ access: string; refresh: string }>('/api/auth/token/refresh/', {
      refresh,
    });
    storeTokens(tokens.access, tokens.refresh);
  };
  if (navigator.locks) await navigator.locks.request('school-portal-token-renewal', renew);
  else await renew();
}
