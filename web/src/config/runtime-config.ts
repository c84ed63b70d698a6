import { type RuntimeConfig, runtimeConfigSchema } from '@contracts/runtime-config';
import { rawConfig } from './load-config';

let parsed: RuntimeConfig | undefined;

/** The validated runtime config; throws with the failing field when `/config.json` is malformed. */
export const runtimeConfig = (): RuntimeConfig => (parsed ??= runtimeConfigSchema.parse(rawConfig()));
