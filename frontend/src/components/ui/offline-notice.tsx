// What a page says when what it shows came from the device, not the server (lib/saved-reads.ts):
// the notice above every signed-in page, and a short label a section can carry.
import { useQueryClient } from '@tanstack/react-query';

import { savedAtLabel, useSavedAt } from '@/lib/saved-reads';

import { secondaryButton } from './styles';

/**
 * Above the signed-in pages: when some of what the page shows was saved earlier on this device
 * because the server cannot be reached, says since when, and offers to try again.
 */
export function OfflineNotice() {
  const savedAt = useSavedAt();
  const client = useQueryClient();
  if (!savedAt) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-amber-50 px-4 py-2 text-sm text-amber-950 print:hidden dark:bg-amber-950 dark:text-amber-50"
    >
      <p>
        {savedAtLabel(savedAt)} — you are offline. This is what this device saved then; it updates
        when the connection returns.
      </p>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => void client.refetchQueries({ type: 'active' })}
      >
        Try again
      </button>
    </div>
  );
}

/**
 * 'Saved at 14:05, Tue 24 Nov' beside a section whose reads (those whose path starts with
 * `path`, or any) came from the device; nothing while they come from the server.
 */
export function SavedAt({ path, className = '' }: { path?: string; className?: string }) {
  const savedAt = useSavedAt(path);
  if (!savedAt) return null;
  return (
    <p className={`text-sm text-amber-800 dark:text-amber-200 ${className}`}>
      {savedAtLabel(savedAt)}
    </p>
  );
}
