// GET and PUT /api/school-settings/communication-settings/ (decision 007): notifications,
// message templates and chat, with spec §8's messages.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { ApiError, api } from '@/lib/api-client';

import type { DeepPartial } from '../merge';
import { useSettings } from '../settings-provider';
import { publishSettings } from './settings-cache';
import type { CommunicationSettings, SettingsSecrets } from './types';

export const COMMUNICATION_SETTINGS_PATH = '/api/school-settings/communication-settings/';

/** A change to the communication settings: any part of them, the secrets, and the version read. */
export type CommunicationSettingsUpdate = DeepPartial<Omit<CommunicationSettings, 'version'>> &
  Pick<SettingsSecrets, 'notifications'> & { version?: number };

/** The same failure with `message`; the status and body stay for field errors. */
function failure(error: unknown, message: string): Error {
  if (error instanceof ApiError) {
    return new ApiError(message, error.status, error.statusText, error.data);
  }
  return new Error(message, { cause: error });
}

export async function getCommunicationSettings(): Promise<CommunicationSettings> {
  try {
    return await api.get<CommunicationSettings>(COMMUNICATION_SETTINGS_PATH);
  } catch (error) {
    throw failure(error, 'Failed to fetch communication settings');
  }
}

export async function updateCommunicationSettings(
  update: CommunicationSettingsUpdate,
): Promise<CommunicationSettings> {
  try {
    return await api.put<CommunicationSettings>(COMMUNICATION_SETTINGS_PATH, update);
  } catch (error) {
    throw failure(error, 'Failed to update communication settings');
  }
}

export const communicationSettingsQuery = () =>
  queryOptions({
    queryKey: ['communication-settings'],
    queryFn: getCommunicationSettings,
  });

export const useCommunicationSettings = () => useQuery(communicationSettingsQuery());

/**
 * Saves communication settings. The answer carries the document's new version, so it is merged
 * into the loaded school settings too: the next school-settings write is then not stale.
 */
export function useUpdateCommunicationSettings() {
  const client = useQueryClient();
  const { settings, status } = useSettings();
  return useMutation({
    mutationFn: updateCommunicationSettings,
    onSuccess: (answer) => {
      client.setQueryData(['communication-settings'], answer);
      if (status === 'loaded') publishSettings({ ...settings, ...answer });
    },
  });
}
