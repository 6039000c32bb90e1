/** Every partner query key starts here, so a rating can refresh what it changed. */
export const PARTNERS_KEY = ['partners'] as const;
