// Holds the school settings for every page (spec §4 "Settings"): loading, then loaded or error,
// falling back to the defaults when the server cannot answer (spec §8). An update merges the new
// values over the current settings, sends what changed with the version read (decision 007),
// stores the server's answer and broadcasts it as 'settings-updated'; every provider replaces its
// copy when that event arrives. A write elsewhere that the server also records in the settings
// sends 'settings-stale' (lib/school.tsx), and the provider reads them again. The provider keeps
// the settings itself, without a query library, so that the public pages load none (decision
// 010).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import {
  SETTINGS_STALE_EVENT,
  SchoolIdentityContext,
  DATE_FORMAT_KEY,
  TIME_ZONE_KEY,
  offeredPlans,
  type SchoolIdentity,
} from '@/lib/school';

import { earlySettings, getSchoolSettings } from './api/get-school-settings';
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
   * Merges `patch` over the settings and saves what changed, as a change of the settings read
   * at `readAt` (a form's, when it was filled from an older copy: the server then answers 409)
   * or else of those held. Answers the saved settings, or undefined (with a console warning)
   * when no settings are loaded. Re-throws a failure.
   */
  updateSettings: (
    patch: SettingsPatch,
    readAt?: number | null,
  ) => Promise<SettingsResponse | undefined>;
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
  // Setting the same address again would download the icon again.
  else if (link.dataset.originalHref && link.getAttribute('href') !== link.dataset.originalHref) {
    link.href = link.dataset.originalHref;
  }
}

/** Whether settings `read` are older than those `held` (a later save landed first). */
export function olderThan(read: SettingsResponse, held: SettingsResponse | undefined): boolean {
  return (
    typeof held?.version === 'number' &&
    typeof read.version === 'number' &&
    read.version < held.version
  );
}

interface Loaded {
  /** The settings read or last published; undefined while loading or after a failed read. */
  data: SettingsResponse | undefined;
  pending: boolean;
  fetchError: string | null;
}

/** What this browser last read of the settings under `key`, or null. */
function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [lastZone] = useState(() => remembered(TIME_ZONE_KEY));
  const [lastDateFormat] = useState(() => remembered(DATE_FORMAT_KEY));
  // The settings the script's early read brought, when they are in before the first render.
  const [arrived] = useState(() => earlySettings()?.settings);
  const [loaded, setLoaded] = useState<Loaded>({
    data: arrived,
    pending: !arrived,
    fetchError: null,
  });
  // The latest settings, read by updates: two updates in a row each see the one before, not
  // this render's copy.
  const latest = useRef<SettingsResponse | undefined>(arrived);
  const [updateError, setUpdateError] = useState<string | null>(null);
  const settings: SchoolSettings = loaded.data ?? DEFAULT_SETTINGS;
  const status: SettingsStatus = loaded.pending ? 'loading' : loaded.data ? 'loaded' : 'error';
  const error = updateError ?? loaded.fetchError;
  const version = typeof loaded.data?.version === 'number' ? loaded.data.version : null;

  const take = useCallback((data: SettingsResponse) => {
    latest.current = data;
    setLoaded({ data, pending: false, fetchError: null });
  }, []);

  // Read at mount, past every cache (or taken from the script's early read), asking a second
  // time if the first read fails; settings published meanwhile are newer and win.
  useEffect(() => {
    const started = earlySettings(true);
    if (latest.current) return;
    let cancelled = false;
    (started?.answer ?? getSchoolSettings())
      .catch(() => getSchoolSettings())
      .then(
        (data) => {
          if (!cancelled && !latest.current) take(data);
        },
        (failure: unknown) => {
          if (cancelled || latest.current) return;
          const message = failure instanceof Error ? failure.message : '';
          setLoaded({
            data: undefined,
            pending: false,
            fetchError: message || 'Failed to fetch settings',
          });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [take]);

  useEffect(() => {
    applySettings(settings);
    document.title = settings.school_name || settings.site_name;
  }, [settings]);

  const favicon = settings.favicon_url;
  useEffect(() => swapFavicon(favicon), [favicon]);

  // This or another provider saved settings: take the answer.
  useEffect(() => {
    const onUpdated = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isPlainObject(detail)) return;
      if (latest.current !== detail) take(detail as SettingsResponse);
    };
    window.addEventListener(SETTINGS_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(SETTINGS_UPDATED_EVENT, onUpdated);
  }, [take]);

  // A write elsewhere on this page also changed the settings on the server (a calendar write:
  // lib/school.tsx): read them again and take them unless a newer copy came meanwhile. A
  // failed read keeps the copy held; the next save then answers 409 with a way to reload.
  useEffect(() => {
    let live = true;
    const onStale = () => {
      getSchoolSettings().then(
        (data) => {
          if (live && !olderThan(data, latest.current)) take(data);
        },
        () => undefined,
      );
    };
    window.addEventListener(SETTINGS_STALE_EVENT, onStale);
    return () => {
      live = false;
      window.removeEventListener(SETTINGS_STALE_EVENT, onStale);
    };
  }, [take]);

  const updateSettings = useCallback(
    async (patch: SettingsPatch, readAt?: number | null) => {
      const current = latest.current;
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
          readAt ?? (typeof current.version === 'number' ? current.version : null),
        );
        take(saved);
        publishSettings(saved);
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
    [take],
  );

  const value = useMemo(
    () => ({ settings, status, error, version, updateSettings }),
    [settings, status, error, version, updateSettings],
  );
  const identity = useMemo<SchoolIdentity>(
    () => ({
      name: settings.school_name || settings.site_name,
      motto: settings.school_motto,
      address: settings.school_address,
      phone: settings.school_phone,
      email: settings.school_email,
      logoUrl: settings.logo_url ? assetUrl(settings.logo_url) : null,
      currency: settings.currency,
      paymentPlans: offeredPlans(settings.fee_structure.paymentPlans),
      timeZone: status === 'loaded' ? settings.timezone : lastZone,
      // Until the settings arrive (or offline), the format last read: a school writing months
      // first must not see its dates read day first meanwhile.
      dateFormat:
        status === 'loaded' ? settings.date_format : (lastDateFormat ?? settings.date_format),
    }),
    [settings, status, lastZone, lastDateFormat],
  );
  useEffect(() => {
    if (status !== 'loaded') return;
    try {
      localStorage.setItem(TIME_ZONE_KEY, settings.timezone);
      localStorage.setItem(DATE_FORMAT_KEY, settings.date_format);
    } catch {
      // A browser that keeps nothing reads the phone's day until the settings arrive.
    }
  }, [status, settings.timezone, settings.date_format]);
  return (
    <SettingsContext.Provider value={value}>
      <SchoolIdentityContext.Provider value={identity}>{children}</SchoolIdentityContext.Provider>
    </SettingsContext.Provider>
  );
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within a SettingsProvider');
  return value;
}
