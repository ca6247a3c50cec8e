// Holds the school settings for every page (spec §4 "Settings"): loading, then loaded or error,
// falling back to the defaults when the server cannot answer (spec §8).
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';

import { schoolSettingsQuery } from './api/get-school-settings';
import { applySettings } from './apply-settings';
import { DEFAULT_SETTINGS, type SchoolSettings } from './defaults';

export type SettingsStatus = 'loading' | 'loaded' | 'error';

export interface SettingsContextValue {
  settings: SchoolSettings;
  status: SettingsStatus;
  /** Why the settings could not be fetched: 'Failed to fetch settings' or the server's message. */
  error: string | null;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const query = useQuery(schoolSettingsQuery());
  const settings = query.data ?? DEFAULT_SETTINGS;
  const status: SettingsStatus = query.isPending ? 'loading' : query.isError ? 'error' : 'loaded';
  const error = query.isError ? query.error.message || 'Failed to fetch settings' : null;

  useEffect(() => {
    applySettings(settings);
    document.title = settings.school_name || settings.site_name;
  }, [settings]);

  const value = useMemo(() => ({ settings, status, error }), [settings, status, error]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within a SettingsProvider');
  return value;
}
