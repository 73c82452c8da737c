/**
 * 'Download as image': saves the panel `target` points at as a PNG (docs/tools/planners.md#calls). The button says it is
 * working while the image is made and comes back either way (docs/tools/planners.md#errors: a failed export is logged and
 * the buttons are restored); a failure is also told to the visitor.
 */
import { Download, LoaderCircle } from 'lucide';
import { Icon } from '../ui/icon';
import { useState, type RefObject } from 'react';
import { notify } from '../../lib/notice/notice';
import { EXPORT_SKIP_ATTR, downloadPng, getExportFileName } from '../../lib/planner/export-image';
import { Button } from '../ui/button';

/** The download button; `prefix` names the file (`yoga-insights` → yoga-insights-{date}.png). */
export function ExportButton({
  target,
  prefix,
  label = 'Download as image',
}: {
  target: RefObject<HTMLElement | null>;
  prefix: string;
  label?: string;
}) {
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    const node = target.current;
    if (!node || isBusy) return;
    setBusy(true);
    const isDone = await downloadPng(node, getExportFileName(prefix, Date.now()));
    setBusy(false);
    if (!isDone)
      notify({ tone: 'error', message: 'The image could not be made. Please try again.' });
  };
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      disabled={isBusy}
      {...{ [EXPORT_SKIP_ATTR]: '' }}
    >
      {isBusy ? (
        <Icon icon={LoaderCircle} size={18} className="animate-spin" />
      ) : (
        <Icon icon={Download} size={18} />
      )}
      {isBusy ? 'Preparing image…' : label}
    </Button>
  );
}
