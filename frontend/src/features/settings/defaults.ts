// The server's settings defaults, generated from its OpenAPI document (scripts/gen-api.mjs):
// the fallback when the settings cannot be fetched (spec §8), and never written twice.
import type { components } from '@/types/api.gen';

import defaults from './defaults.gen.json';

export type SchoolSettings = components['schemas']['SchoolSettings'];
export type DesignSettings = components['schemas']['DesignSettings'];

export const DEFAULT_SETTINGS: SchoolSettings = defaults as SchoolSettings;
