/**
 * Every declared storage key of the site, grouped by owner, never hand-kept: each tool's keys are the
 * `defineKey` / `defineKeyFamily` exports of its `src/tools/<slug>/storage.ts` (found with
 * import.meta.glob, named from its meta.ts), beside the site's own key modules. /your-data and the
 * backup file read this, so a tool added later is listed, exported, imported and deleted unasked.
 */
import * as journalKeys from '../lib/practice-log/journal-keys';
import * as practiceLog from '../lib/practice-log/practice-log';
import * as bodyKey from '../lib/planner/body-key';
import * as dataKeys from '../lib/storage/data-keys';
import {
  buildStorageGroups,
  collectDeclarations,
  type StorageGroup,
} from '../lib/storage/registry';
// why named, not `import * as`: site-keys lives in the chunk every page loads, and a namespace object
// there made every page load the bundler's runtime to build it (about 0.3 KB; issue 45). A key added to
// site-keys and not listed here fails storage-groups.test.ts ('knows every key declared anywhere').
import { INSTALL_DISMISSED_KEY, INSTALL_REMIND_AT_KEY, THEME_KEY } from '../lib/storage/site-keys';
import * as seenMark from '../lib/session/seen-mark';
import { TOOLS } from '../tools/registry';

const toolModules = import.meta.glob<Record<string, unknown>>('../tools/*/storage.ts', {
  eager: true,
});

/** Every declared key: the practice journal, the site's settings, then each tool in directory order. */
export const STORAGE_GROUPS: readonly StorageGroup[] = buildStorageGroups(
  [
    {
      id: 'practice',
      name: 'Practice journal',
      isTool: false,
      ...collectDeclarations(practiceLog, journalKeys),
    },
    {
      id: 'site',
      name: 'Site settings',
      isTool: false,
      ...collectDeclarations(
        { THEME_KEY, INSTALL_DISMISSED_KEY, INSTALL_REMIND_AT_KEY },
        dataKeys,
        seenMark,
        bodyKey,
      ),
    },
  ],
  toolModules,
  TOOLS,
);

/** The tool folders whose storage modules were found, for invariant tests. */
export const STORAGE_MODULE_PATHS: readonly string[] = Object.keys(toolModules);
