/**
 * Fetches `/config.json` once, before the first render. It stays unparsed here so the landing page's
 * bundle carries no schema library; `runtime-config.ts` validates it where the app first needs it.
 */
let raw: unknown;

export const loadConfig = async (): Promise<void> => {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  raw = await response.json();
};

export const rawConfig = (): unknown => raw;
