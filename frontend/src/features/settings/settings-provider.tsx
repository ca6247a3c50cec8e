// Holds the school settings for every page (spec §4 "Settings"): loading, then loaded or error,
// falling back to the defaults when the server cannot answer (spec §8). An update merges the new
// values over the current settings, sends what changed with the version read (decision 007),
// stores the server's answer and broadcasts it as 'settings-updated'; every provider replaces its
// copy when that event arrives.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

import { SCHOOL_SETTINGS_KEY, schoolSettingsQuery } from './api/get-school-settings';
import { SETTINGS_UPDATED_EVENT, publishSettings } from './api/settings-cache';
import type { SettingsResponse } from './api/types';
import { applySettings } from './apply-settings';
import { assetUrl, withTimestamp } from './asset-url';
import { DEFAULT_SETTINGS, type SchoolSettings } from './defaults';
import { type SettingsPatch, changedFields, deepMerge, isPlainObject } from './merge';

export type SettingsStatus = 'loading' | 'loaded' | 'error';

export interface SettingsContextValue {
  settings: SchoolSettings;
  status: SettingsStatus;
  /**
   * Why the last fetch or update failed: the server's message, else 'Failed to fetch settings'
   * or 'Failed to update settings'; null once an update succeeds.
   */
  error: string | null;
  /** The version the settings were read at; null when they are the built-in defaults. */
  version: number | null;
  /**
   * Merges `patch` over the settings and saves what changed. Answers the saved settings, or
   * undefined (with a console warning) when no settings are loaded. Re-throws a failure.
   */
  updateSettings: (patch: SettingsPatch) => Promise<SettingsResponse | undefined>;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Points the page's icon at `url` with a cache-busting timestamp; null restores the original. */
export function swapFavicon(url: string | null, doc: Document = document) {
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    if (!url) return;
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  if (link.dataset.originalHref === undefined) {
    link.dataset.originalHref = link.getAttribute('href') ?? '';
  }
  if (url) link.href = withTimestamp(assetUrl(url));
  else if (link.dataset.originalHref) link.href = link.dataset.originalHref;
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const query = useQuery(schoolSettingsQuery());
  const [updateError, setUpdateError] = useState<string | null>(null);
  const settings: SchoolSettings = query.data ?? DEFAULT_SETTINGS;
  const status: SettingsStatus = query.isPending ? 'loading' : query.data ? 'loaded' : 'error';
  const fetchError = query.isError ? query.error.message || 'Failed to fetch settings' : null;
  const error = updateError ?? fetchError;
  const version = typeof query.data?.version === 'number' ? query.data.version : null;

  useEffect(() => {
    applySettings(settings);
    document.title = settings.school_name || settings.site_name;
  }, [settings]);

  const favicon = settings.favicon_url;
  useEffect(() => swapFavicon(favicon), [favicon]);

  // Another provider (another query client) saved settings: take its answer.
  useEffect(() => {
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isPlainObject(detail)) return;
      if (client.getQueryData(SCHOOL_SETTINGS_KEY) !== detail) {
        client.setQueryData(SCHOOL_SETTINGS_KEY, detail as SettingsResponse);
      }
    };
    window.addEventListener(SETTINGS_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(SETTINGS_UPDATED_EVENT, onUpdated);
  }, [client]);

  const updateSettings = useCallback(
    async (patch: SettingsPatch) => {
      // The cache, not this render's copy: two updates in a row each see the one before.
      const current = client.getQueryData<SettingsResponse>(SCHOOL_SETTINGS_KEY);
      if (!current) {
        console.warn('The school settings are not loaded: the update is ignored.');
        return undefined;
      }
      const merged = deepMerge(current, patch);
      const fields = changedFields(current, merged);
      if (Object.keys(fields).length === 0) return current;
      try {
        // Only admins save settings: the code for it loads with the first save, not with every
        // visitor's first page.
        const { updateSchoolSettings } = await import('./api/update-school-settings');
        const saved = await updateSchoolSettings(
          fields,
          typeof current.version === 'number' ? current.version : null,
        );
        publishSettings(client, saved);
        setUpdateError(null);
        return saved;
      } catch (failure) {
        setUpdateError(
          failure instanceof Error && failure.message
            ? failure.message
            : 'Failed to update settings',
        );
        throw failure;
      }
    },
    [client],
  );

  const value = useMemo(
    () => ({ settings, status, error, version, updateSettings }),
    [settings, status, error, version, updateSettings],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within a SettingsProvider');
  return value;
}
