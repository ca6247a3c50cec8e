// Build-time configuration. The backend host is the page's own origin unless VITE_API_URL
// names another (spec §7: "All calls go to the backend host from configuration").
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, ''),
} as const;
