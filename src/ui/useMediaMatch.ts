import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether a media query matches, right from the first render: Mantine's default answers `undefined` first
 * and the real value in an effect, which renders the whole subtree (a table with its rows) twice.
 */
export const useMediaMatch = (query: string): boolean => useMediaQuery(query, undefined, { getInitialValueInEffect: false }) ?? false;
