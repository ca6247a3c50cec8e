// The 'Authentication Required' modal (spec §2).
import { useEffect, useRef } from 'react';

export const DEFAULT_AUTH_MESSAGE = 'Your session has expired. Please log in again to continue.';

interface AuthDialogProps {
  message?: string;
  onLogIn: () => void;
  onCancel: () => void;
}

export function AuthDialog({ message = DEFAULT_AUTH_MESSAGE, onLogIn, onCancel }: AuthDialogProps) {
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    primary.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="auth-dialog-title"
        aria-describedby="auth-dialog-message"
        className="rounded-school w-full max-w-sm bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <h2 id="auth-dialog-title" className="text-lg font-semibold">
          Authentication Required
        </h2>
        <p id="auth-dialog-message" className="mt-2 text-slate-600 dark:text-slate-300">
          {message}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-school px-4 py-2 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Cancel
          </button>
          <button
            ref={primary}
            type="button"
            onClick={onLogIn}
            className="bg-primary rounded-school px-4 py-2 font-medium text-white hover:opacity-90"
          >
            Log In Again
          </button>
        </div>
      </div>
    </div>
  );
}
