/**
 * Build-time settings. The API lives on the same origin under /api by default (the
 * Node server serves both); VITE_API_URL points the portal elsewhere when needed.
 */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '/api',
  isDev: import.meta.env.DEV,
} as const;
