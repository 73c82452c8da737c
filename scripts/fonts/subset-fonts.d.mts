/** Types for scripts/fonts/subset-fonts.mjs. */
export declare const FAMILIES: { pkg: string; file: string; core: string }[];
export declare const LATIN_RANGE: [number, number][];
export declare function isLatin(code: number): boolean;
export declare function shownCharacters(text: string): number[];
export declare function siteCharacters(root?: string): Promise<number[]>;
export declare function toUnicodeRange(codes: number[]): string[];
export declare function restOfLatin(codes: number[]): number[];
