import { isMappingFor, type Mapping, mappingKey, proposeMapping } from '#shared/recipient-import/mapping.ts';

const storageKey = (headers: readonly string[]) => `inkpost.import-mapping.${mappingKey(headers)}`;

/** The mapping last used for files with these headers, else the hosted synonyms' proposal. */
export function initialMapping(headers: readonly string[]): { mapping: Mapping; remembered: boolean } {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(headers)) ?? 'null');
    if (isMappingFor(saved, headers)) return { mapping: saved, remembered: true };
  } catch {
    // an unreadable entry is as good as none
  }
  return { mapping: proposeMapping(headers), remembered: false };
}

export const rememberMapping = (headers: readonly string[], mapping: Mapping) => localStorage.setItem(storageKey(headers), JSON.stringify(mapping));
