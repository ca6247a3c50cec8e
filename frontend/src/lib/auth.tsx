// The authentication provider of spec §4: unauthenticated, loading or authenticated; restores
// the session at startup and verifies it with the profile call; signs in and out; checks the
// token's expiry every 60 seconds. Without a connection at startup, the last user stays signed
// in, so that what was saved on the device can be read (saved-reads.ts); the session is
// verified when the connection returns.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

import { AuthDialog, DEFAULT_AUTH_MESSAGE } from '@/components/ui/auth-dialog';

import { ApiError, api, isConnectionFailure } from './api-client';
import {
  type AuthUser,
  type ContactInfo,
  type UserBody,
  type VerificationStatus,
  clearAuthData,
  clearLoginData,
  clearSavedReads,
  readLoginResponse,
  storeTokens,
  storeUser,
  storedRefresh,
  storedToken,
  storedUser,
  tokenExpiry,
} from './auth-storage';
import { parseRole } from './roles';

export type AuthStatus = 'unauthenticated' | 'loading' | 'authenticated';

export const SESSION_CHECK_MS = 60_000;
export const SESSION_WARNING_MS = 5 * 60_000;

/**
 * Runs `run` every SESSION_CHECK_MS and whenever the connection returns (a phone may think it
 * is online when nothing gets through); answers the function that stops it.
 */
function everyCheck(run: () => void): () => void {
  const timer = window.setInterval(run, SESSION_CHECK_MS);
  window.addEventListener('online', run);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('online', run);
  };
}
export const EXPIRING_MESSAGE = 'Your session will expire soon. Please log in again to continue.';
export const INVALID_SESSION_MESSAGE = 'Invalid session. Please log in again.';

interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  login: (username: string, password: string) => Promise<AuthUser>;
  logout: () => Promise<void>;
  /** Replaces the user after a profile change. */
  setUser: (user: UserBody) => void;
  /** Shows the 'Authentication Required' dialog (a call answered 401). */
  requireLogin: (message?: string) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function merge(base: AuthUser, profile: UserBody): AuthUser {
  const role = parseRole(profile.role) ?? base.role;
  return { ...base, ...profile, role, profile };
}

/**
 * The signed-in user's profile, which the server answers only while the session is valid. An
 * access token that expired while the app was closed is renewed once with the refresh token.
 */
async function verifiedProfile(): Promise<UserBody> {
  try {
    return await api.get<UserBody>('/api/profiles/me/');
  } catch (error) {
    const refresh = storedRefresh();
    if (!(error instanceof ApiError) || error.status !== 401 || !refresh) throw error;
    await (await import('./token-renewal')).renewTokens(refresh);
    return api.get<UserBody>('/api/profiles/me/');
  }
}

interface State {
  status: AuthStatus;
  user: AuthUser | null;
  /** Restored without a connection: the server has not yet said the session is valid. */
  unverified?: boolean;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>(() => {
    const user = storedUser();
    return storedToken() && user
      ? { status: 'loading', user }
      : { status: 'unauthenticated', user: null };
  });
  const [dialog, setDialog] = useState<string | null>(null);

  const signedOut = useCallback(() => {
    clearAuthData();
    setState({ status: 'unauthenticated', user: null });
  }, []);

  // Startup: a restored session is trusted only once the server accepts its token. Without a
  // connection the server cannot say, and the last user is kept unverified: a family on no
  // signal reads what their phone saved. The session is verified again when the connection
  // returns, and every 60 seconds (a phone may think it is online when nothing gets through).
  useEffect(() => {
    if ((state.status !== 'loading' && !state.unverified) || !state.user) return;
    const restored = state.user;
    let cancelled = false;
    const verify = () =>
      verifiedProfile()
        .then((profile) => {
          if (cancelled) return;
          const user = merge(restored, profile);
          storeUser(user);
          setState({ status: 'authenticated', user });
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          if (!isConnectionFailure(error)) signedOut();
          else if (!state.unverified) {
            setState({ status: 'authenticated', user: restored, unverified: true });
          }
        });
    if (state.status === 'loading') {
      void verify();
      return () => {
        cancelled = true;
      };
    }
    const stop = everyCheck(() => void verify());
    return () => {
      cancelled = true;
      stop();
    };
  }, [state.status, state.user, state.unverified, signedOut]);

  const login = useCallback(async (username: string, password: string) => {
    if (!username.trim() || !password) throw new Error('Enter your username and password.');
    try {
      const data = await api.post<unknown>('/api/auth/login/', { username, password });
      const { access, refresh, user } = readLoginResponse(data);
      storeTokens(access, refresh);
      storeUser(user);
      setState({ status: 'authenticated', user });
      // Profile, verification status and contact info load in the background; whichever
      // answers is merged in.
      void Promise.allSettled([
        api.get<UserBody>('/api/profiles/me/'),
        api.get<VerificationStatus>('/api/profiles/verification-status/'),
        api.get<ContactInfo>('/api/profiles/contact-info/'),
      ]).then(([profile, verification, contact]) => {
        if (![profile, verification, contact].some((r) => r.status === 'fulfilled')) return;
        setState((current) => {
          if (!current.user || current.user.id !== user.id) return current;
          let next = current.user;
          if (profile.status === 'fulfilled') next = merge(next, profile.value);
          if (verification.status === 'fulfilled')
            next = { ...next, verification_status: verification.value };
          if (contact.status === 'fulfilled') next = { ...next, contact_info: contact.value };
          storeUser(next);
          return { status: 'authenticated', user: next };
        });
      });
      return user;
    } catch (error) {
      clearLoginData();
      setState({ status: 'unauthenticated', user: null });
      throw error;
    }
  }, []);

  const logout = useCallback(async () => {
    const token = storedToken();
    const refresh = storedRefresh();
    if (token && refresh) {
      try {
        await api.post('/api/auth/logout/', { refresh });
      } catch {
        // Signing out locally matters more than telling the server (spec §4).
      }
    }
    signedOut();
  }, [signedOut]);

  // Every 60 seconds, and when the connection returns: an unreadable token signs out; one with
  // under 5 minutes left is renewed with the refresh token, and when the server refuses, the
  // user is asked to log in again. Without a connection, the renewal waits for the next check.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    let busy = false;
    const check = async () => {
      const token = storedToken();
      const expiry = token ? tokenExpiry(token) : null;
      if (expiry === null) {
        signedOut();
        setDialog(INVALID_SESSION_MESSAGE);
        return;
      }
      if (expiry - Date.now() >= SESSION_WARNING_MS || busy) return;
      busy = true;
      const refresh = storedRefresh();
      try {
        if (!refresh) throw new Error('no refresh token');
        await (await import('./token-renewal')).renewTokens(refresh);
      } catch (error) {
        if (!isConnectionFailure(error)) setDialog(EXPIRING_MESSAGE);
      } finally {
        busy = false;
      }
    };
    const run = () => void check();
    run();
    return everyCheck(run);
  }, [state.status, signedOut]);

  const setUser = useCallback((profile: UserBody) => {
    setState((current) => {
      if (!current.user) return current;
      const user = merge(current.user, profile);
      storeUser(user);
      return { ...current, user };
    });
  }, []);

  // The server refused the session (a 401): what was saved of it to read offline goes at once,
  // whether or not the user logs in again.
  const requireLogin = useCallback((message?: string) => {
    clearSavedReads();
    setDialog(message ?? DEFAULT_AUTH_MESSAGE);
  }, []);

  const value = useMemo(
    () => ({ status: state.status, user: state.user, login, logout, setUser, requireLogin }),
    [state.status, state.user, login, logout, setUser, requireLogin],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {dialog && (
        <AuthDialog
          message={dialog}
          onCancel={() => setDialog(null)}
          onLogIn={() => {
            setDialog(null);
            signedOut();
            window.location.assign('/');
          }}
        />
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
