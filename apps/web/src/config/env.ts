/** Build-time configuration, read here and nowhere else. */
export const env = {
  apiKey: import.meta.env.VITE_API_KEY || 'clube-demo-key',
} as const;
