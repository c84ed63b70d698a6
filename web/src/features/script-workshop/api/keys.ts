/** Every query key of the workshop starts here; one script's versions share `versionsKey(id)` as their prefix. */
export const WORKSHOP_QUERY_KEY = ['script-workshop'] as const;

export const versionsKey = (scriptId: string) => [...WORKSHOP_QUERY_KEY, scriptId, 'versions'] as const;
