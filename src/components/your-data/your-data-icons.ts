/** The icons the data page island draws, rendered once by the page as an IconSprite (no icon JS). */
import { Download, HardDrive, History, ShieldAlert, ShieldCheck, Trash2, Upload } from 'lucide';

/** Icon drawings by name. */
export const YOUR_DATA_ICONS = {
  download: Download,
  upload: Upload,
  trash: Trash2,
  'hard-drive': HardDrive,
  history: History,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
};

/** A name the data page's sprite has. */
export type YourDataIconName = keyof typeof YOUR_DATA_ICONS;
