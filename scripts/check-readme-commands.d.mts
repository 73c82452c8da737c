/** Types for scripts/check-readme-commands.mjs. */
export declare function readReadmeCommands(readme: string): { install: string; test: string };
