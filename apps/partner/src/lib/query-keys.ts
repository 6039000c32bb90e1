/** The query keys the features share (the session, today's uses). */
export const queryKeys = {
  me: ['partner', 'me'] as const,
  usesToday: ['partner', 'uses', 'today'] as const,
};
