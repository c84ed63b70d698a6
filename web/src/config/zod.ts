import type { $ZodConfig } from 'zod/v4/core';

/*
 * The CSP has no 'unsafe-eval': without jitless, zod probes `new Function('')` once, which the browser reports
 * as a `script-src` violation even though zod catches it. Zod reads this global config object when it loads
 * (its documented way to configure it before import), so the landing page stays free of the schema library;
 * main.tsx imports this first, before any chunk that builds a schema.
 */
const scope = globalThis as { __zod_globalConfig?: $ZodConfig };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
