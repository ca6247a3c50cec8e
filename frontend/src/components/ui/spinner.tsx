// A full-screen wait with a sentence, such as 'Verifying access...' (spec §2).
export function FullScreenSpinner({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-4">
      <span
        aria-hidden="true"
        className="border-primary size-10 animate-spin rounded-full border-4 border-t-transparent"
      />
      <p className="text-slate-600 dark:text-slate-300">{text}</p>
    </div>
  );
}
