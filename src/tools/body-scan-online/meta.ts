import { defineTool } from '../define-tool';

/** The body scan (docs/tools/body-scan-online.md#screen, #behaviour). */
export const meta = defineTool({
  slug: 'body-scan-online',
  name: 'Body Scan Meditation',
  title: 'Body Scan Meditation Online: Guided Relaxation',
  description:
    'A guided body scan through twelve zones, head to toe, for 5 to 20 minutes, with an optional voice guide. Free, private, works offline.',
  category: 'Breathing & Focus',
  icon: 'scan',
  gradient: ['lotus', 'dusk'],
  order: 16,
  guide: 'body-scan-guide',
});
