/** The tool catalogue's types live below their users (src/lib/tool-meta.ts); tools' meta.ts import them here. */
export * from '../lib/tool-meta';
