/**
 * Whether the browser will keep Stillwell's data: its promise (`navigator.storage.persist()`), the
 * space used, the last backup, and on Safari the 7-day rule with a backup at hand.
 */
import { useState, type ReactNode } from 'react';
import { isInstalledApp, isWebKitWithoutChromium } from '../../lib/storage/browser-storage';
import type { DataGroup } from '../../lib/storage/data-groups';
import { formatBytes } from '../../lib/storage/inventory';
import { createDateFormatter } from '../../lib/ui/create-date-formatter';
import { Button } from '../ui/button';
import { askToKeepData, type BrowserStorageInfo, type PersistenceState } from './data-store';
import { downloadBackup } from './download-backup';
import { YourDataIcon } from './your-data-icon';

const formatDate = createDateFormatter({ dateStyle: 'long' });

const PERSISTENCE_TEXT: Record<PersistenceState, string> = {
  kept: "Your browser has agreed to keep Stillwell's data until you delete it.",
  'not-kept':
    "Your browser may clear Stillwell's data when it runs short of space. You can ask it to keep it.",
  refused:
    'Your browser said not yet. Browsers usually agree for sites you use often or install; a backup file is the surest copy.',
  unsupported:
    "This browser doesn't let sites ask to keep their data. A backup file is the surest copy.",
};

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="border-t border-line py-4 first:border-0 first:pt-0">
      <dt className="flex items-center gap-3 font-medium">
        <span className="text-primary">{icon}</span>
        {title}
      </dt>
      <dd className="mt-0.5 pl-8 text-sm text-muted">{children}</dd>
    </div>
  );
}

/** The storage health card. */
export function StorageHealth({
  groups,
  lastBackup,
  browser: { persistence, estimate },
}: {
  groups: readonly DataGroup[];
  lastBackup: string | null;
  browser: BrowserStorageInfo;
}) {
  const [isAsking, setAsking] = useState(false);
  const isSafari = isWebKitWithoutChromium(navigator.userAgent) && !isInstalledApp();

  const ask = async () => {
    setAsking(true);
    await askToKeepData();
    setAsking(false);
  };

  return (
    <section
      aria-labelledby="health-heading"
      className="rounded-card border border-line bg-surface p-5 md:p-6"
    >
      <h2 id="health-heading" className="text-xl font-semibold">
        Keeping it safe
      </h2>
      {isSafari && (
        <div
          className="mt-4 rounded-xl border border-line bg-dawn/60 p-4"
          data-testid="safari-notice"
        >
          <h3 className="flex items-center gap-2 font-sans text-base font-semibold">
            <YourDataIcon name="shield-alert" size={18} /> Safari deletes data after 7 days away
          </h3>
          <p className="mt-1 text-sm">
            Safari removes what websites keep in the browser after 7 days without a visit, unless
            the site is added to your Home Screen. Add Stillwell to your Home Screen (Share, then
            Add to Home Screen), or keep a backup file.
          </p>
          <Button size="sm" className="mt-3" onClick={() => downloadBackup(groups)}>
            <YourDataIcon name="download" size={16} /> Download a backup
          </Button>
        </div>
      )}
      <dl className="mt-4">
        <Row
          icon={<YourDataIcon name={persistence === 'kept' ? 'shield-check' : 'shield-alert'} />}
          title="Kept by your browser"
        >
          <span role="status" data-testid="persistence">
            {PERSISTENCE_TEXT[persistence]}
          </span>
          {persistence === 'not-kept' && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3 flex"
              disabled={isAsking}
              onClick={() => void ask()}
            >
              Ask the browser to keep it
            </Button>
          )}
        </Row>
        <Row icon={<YourDataIcon name="hard-drive" />} title="Space used">
          {estimate
            ? `About ${formatBytes(estimate.usage)} of the ${formatBytes(estimate.quota)} this browser allows Stillwell, the offline copy of the site included.`
            : "This browser doesn't say how much space Stillwell uses."}
        </Row>
        <Row icon={<YourDataIcon name="history" />} title="Last backup">
          {lastBackup
            ? `Downloaded ${formatDate(new Date(lastBackup))}.`
            : 'No backup downloaded from this browser yet.'}
        </Row>
      </dl>
    </section>
  );
}
