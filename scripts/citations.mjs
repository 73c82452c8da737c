/**
 * Citations of the product's rules, old and new. Code used to cite documents a clone does not have
 * (`spec 2 §9`, `PRODUCT.md "Theme"`, `../shared/STYLE.md`); it now cites the heading in docs/ that holds
 * the rule (`docs/tools/focus-timer.md#constants`). This module maps the old form to the new one (used by
 * scripts/rewrite-citations.mjs) and finds and resolves the new form (used by scripts/citations.test.ts).
 * Plain ESM with no dependencies, so it runs on any Node.
 */

// Keep the old forms out of literal text, so this file never reads as a citation itself.
const SPEC = 'spec';
const PRODUCT = 'PRODUCT' + '.md';
const SHARED = '..' + '/shared/';

/** Every tool page in docs/tools, by slug. */
export const TOOL_PAGES = [
  'box-breathing',
  'breath-sync',
  'trataka-focus',
  'zen-timer',
  'body-scan-online',
  'garden-plant-meditation',
  'sound-bowl',
  'sound-mixer',
  'walking-meditation',
  'rain-meditation',
  'focus-timer',
  'eye-health-app',
  'krishna-my-friend',
  'buddha-my-teacher',
  'jesus-my-saviour',
  'shiva-my-god',
  'mindful-tasks-planner',
  'ai-yoga-planner',
  'ai-exercise-planner',
  'ai-book-builder',
];

/** Pages of what a family of tools shares (docs/tools/<family>.md), and who belongs to each. */
export const FAMILIES = {
  chats: ['krishna-my-friend', 'buddha-my-teacher', 'jesus-my-saviour', 'shiva-my-god'],
  planners: ['mindful-tasks-planner', 'ai-yoga-planner', 'ai-exercise-planner'],
  sessions: [
    'box-breathing',
    'breath-sync',
    'trataka-focus',
    'zen-timer',
    'body-scan-online',
    'garden-plant-meditation',
    'sound-bowl',
    'sound-mixer',
    'walking-meditation',
    'rain-meditation',
    'focus-timer',
    'eye-health-app',
  ],
};

/** The headings every tool and family page has (docs/README.md). */
export const TOOL_HEADINGS = [
  'screen',
  'behaviour',
  'data',
  'validation',
  'errors',
  'calls',
  'constants',
  'decisions',
  'guide',
];

/**
 * Words that name a tool, a family or a site feature when they appear in a citation's quoted name or on
 * its line. Order matters only for readability; a text naming two things of different families is
 * ambiguous and falls back to the section's default.
 */
const SUBJECTS = [
  ['box-breathing', /\bbox[ -]breathing\b|4-4-4-4/i],
  [
    'breath-sync',
    /breath-sync|breath sync|4-7-8|wim hof|\btechniques?\b|custom (breathing )?pattern/i,
  ],
  ['trataka-focus', /trataka|candle|flame|interruption/i],
  ['zen-timer', /visual-scene|zen[- ]timer|\bscenes?\b/i],
  ['body-scan-online', /body[- ]scan|\bzones?\b|voice guide/i],
  ['garden-plant-meditation', /garden|\bplants?\b/i],
  ['sound-bowl', /\bbowl\b/i],
  ['sound-mixer', /mixer/i],
  ['walking-meditation', /walking|\bpaces?\b/i],
  ['rain-meditation', /\brain\b(?! \+)|thunder(?!\))|\bstrikes?\b/i],
  ['focus-timer', /focus[- ]timer|pomodoro|focusTimer/i],
  ['eye-health-app', /\beye\b|eye-health|20-20-20/i],
  ['krishna-my-friend', /krishna/i],
  ['buddha-my-teacher', /buddha/i],
  ['jesus-my-saviour', /jesus/i],
  ['shiva-my-god', /shiva/i],
  ['chats', /\bchats?\b|persona/i],
  ['mindful-tasks-planner', /\btasks?\b|(?<!reading )\bhabits?\b|planner mood|mindful tasks/i],
  ['ai-yoga-planner', /yoga|\bposes?\b/i],
  ['ai-exercise-planner', /exercise|fitness goal|\bgoals?\b|workout/i],
  ['ai-book-builder', /\bbooks?\b|reading (habit )?builder|reading time|\breader\b|\bgenres?\b/i],
  ['planners', /planners?\b/i],
  ['site:not-found', /\b404\b|not[- ]found/i],
  ['site:tools-directory', /directory|tool'?s? card|tools\.astro/i],
  ['site:install-prompt', /install/i],
  ['site:navigation', /\bnav\b|navigation|drawer|scroll/i],
  ['site:home', /home page|particles/i],
  ['site:analytics', /analytics|page view/i],
];

/** What a family page is called, for a subject. */
function familyOf(subject) {
  for (const [family, members] of Object.entries(FAMILIES)) {
    if (subject === family || members.includes(subject)) return family;
  }
  return subject.startsWith('site:') ? 'site' : subject;
}

/** The subjects a text names, in order of first appearance. */
export function subjectsIn(text) {
  const found = [];
  for (const [subject, pattern] of SUBJECTS) {
    const match = pattern.exec(text);
    if (match) found.push({ subject, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.subject);
}

/** One subject for a text: the only one it names, or the family they all belong to, or null. */
export function subjectOf(text) {
  const subjects = [...new Set(subjectsIn(text))];
  if (subjects.length === 0) return null;
  if (subjects.length === 1) return subjects[0];
  const families = new Set(subjects.map(familyOf));
  if (families.size !== 1) return null;
  const [family] = families;
  // The site's features: the first named. A family: its one member named, else the family's page.
  if (family === 'site') return subjects[0];
  const members = subjects.filter((subject) => subject !== family);
  return members.length === 1 ? members[0] : family;
}

/** The subject a file's path implies: its tool folder, its e2e spec, or the family its folder serves. */
export function subjectOfPath(path) {
  const p = path.replaceAll('\\', '/');
  const tool = /(?:^|\/)src\/tools\/([a-z0-9-]+)\//.exec(p)?.[1];
  if (tool && TOOL_PAGES.includes(tool)) return tool;
  const e2e = /(?:^|\/)e2e\/([a-z0-9-]+)\.spec\.ts$/.exec(p)?.[1];
  if (e2e && TOOL_PAGES.includes(e2e)) return e2e;
  const guide = /(?:^|\/)src\/content\/guides\/([a-z0-9-]+)-guide\.md$/.exec(p)?.[1];
  if (guide && TOOL_PAGES.includes(guide)) return guide;
  return null;
}

/** The family or area a file's folder serves, used when neither the path nor the words name a tool. */
export function areaOfPath(path) {
  const p = path.replaceAll('\\', '/');
  if (/(?:^|\/)src\/(lib|components)\/chat\//.test(p)) return 'chats';
  if (/(?:^|\/)src\/(lib|components)\/planner\//.test(p)) return 'planners';
  if (/(?:^|\/)src\/(lib|components)\/(session|audio|clock)\//.test(p)) return 'sessions';
  if (/(?:^|\/)src\/(lib\/audio|lib\/speech)\//.test(p)) return 'sessions';
  if (/(?:^|\/)src\/server\/ai\//.test(p)) return 'ai';
  if (/(?:^|\/)src\/lib\/ai\//.test(p)) return 'ai';
  return null;
}

const tool = (slug, heading) => `docs/tools/${slug}.md#${heading}`;
const site = (heading) => `docs/site.md#${heading}`;
const ai = (heading) => `docs/ai.md#${heading}`;

/** Which kind of rule each numbered section of specs 2 and 3 (and spec 1's shared sections) holds. */
const KIND = {
  2: 'screen',
  3: 'data',
  4: 'behaviour',
  5: 'validation',
  7: 'calls',
  8: 'errors',
  9: 'constants',
};

/** Spec 1's sections that belong to one tool or one site feature, whatever the context. */
const SPEC1_FIXED = {
  1: site('audience'),
  2: site('routes'),
  2.1: site('routes'),
  2.2: site('navigation'),
  2.3: site('home'),
  2.4: site('legal-pages'),
  2.5: site('guides'),
  2.6: tool('box-breathing', 'screen'),
  2.7: tool('breath-sync', 'screen'),
  2.8: tool('trataka-focus', 'screen'),
  2.9: tool('zen-timer', 'screen'),
  '2.10': tool('body-scan-online', 'screen'),
  2.11: site('install-prompt'),
  4.1: tool('box-breathing', 'behaviour'),
  4.2: tool('breath-sync', 'behaviour'),
  4.3: tool('trataka-focus', 'behaviour'),
  4.4: tool('zen-timer', 'behaviour'),
  4.5: tool('body-scan-online', 'behaviour'),
  4.6: site('install-prompt'),
  4.7: site('theme'),
  6: site('access'),
};

/** Where a section goes when nothing names its tool (the page that gathers that kind of rule). */
const DEFAULTS = {
  1: {
    3: tool('sessions', 'data'),
    4: tool('sessions', 'behaviour'),
    5: tool('sessions', 'validation'),
    7: site('analytics'),
    8: tool('sessions', 'errors'),
    9: tool('sessions', 'constants'),
  },
  2: {
    1: site('audience'),
    2: tool('sessions', 'screen'),
    3: tool('sessions', 'data'),
    4: tool('sessions', 'behaviour'),
    5: tool('sessions', 'validation'),
    6: site('access'),
    7: tool('sessions', 'calls'),
    8: tool('sessions', 'errors'),
    9: tool('sessions', 'constants'),
  },
  3: {
    1: site('audience'),
    2: tool('planners', 'screen'),
    3: ai('catalogue'),
    4: tool('planners', 'behaviour'),
    5: tool('planners', 'validation'),
    6: site('access'),
    7: ai('prompts'),
    8: ai('errors'),
    9: tool('planners', 'constants'),
  },
};

/** Site features that a spec-1 shared section (§3, §5, §7, §8, §9) or spec 3 §2 can point at. */
const SITE_TARGETS = {
  'site:not-found': site('not-found'),
  'site:tools-directory': site('tools-directory'),
  'site:install-prompt': site('install-prompt'),
  'site:navigation': site('navigation'),
  'site:home': site('home'),
  'site:analytics': site('analytics'),
};

/** The page (and heading) for a subject and a kind of rule. */
function targetFor(subject, kind) {
  if (subject.startsWith('site:')) return SITE_TARGETS[subject];
  return tool(subject, kind);
}

/** The top-level number of a section ('4.5' → 4). */
const topOf = (section) => Number(section.split('.')[0]);

/**
 * Resolves one section of one spec, given what the citation and its place say about the subject.
 * Returns a docs/ target or null when the section is not one the specs have.
 */
export function resolveSection(specNo, section, context) {
  const top = topOf(section);
  if (
    specNo === 1 &&
    section === '1' &&
    context.words.test?.(/WebApplication|HowTo|canonical|head|JSON-LD/)
  )
    return site('head');
  if (specNo === 1 && SPEC1_FIXED[section]) return SPEC1_FIXED[section];
  if (specNo === 1 && /^4\.\d+$/.test(section)) return null;
  if (specNo === 1 && /^2\.\d+$/.test(section)) return null;
  const kind = specNo === 1 && top === 2 ? 'screen' : KIND[top];
  if (top === 6) return site('access');
  if (top === 1) return site('audience');
  if (!kind) return null;
  const { subject, area } = context;
  if (specNo === 3 && top === 8 && area === 'ai' && context.words.test?.(/stage|parse/i))
    return ai('parse-stages');
  if (subject) {
    if (subject.startsWith('site:')) {
      const pageLevel = subject === 'site:not-found' || subject === 'site:tools-directory';
      if (specNo === 1 || (specNo === 3 && top === 2 && pageLevel)) return targetFor(subject, kind);
    } else if (kind === 'screen' && context.isGuide) {
      return tool(subject, 'guide');
    } else {
      return targetFor(subject, kind);
    }
  }
  if (area === 'ai') {
    const byKind = {
      data: 'catalogue',
      validation: 'validation',
      calls: 'prompts',
      errors: 'errors',
    };
    if (byKind[kind]) return ai(byKind[kind]);
    if (kind === 'constants') return ai('catalogue');
  }
  if (area === 'chats' || area === 'planners' || area === 'sessions') return tool(area, kind);
  return DEFAULTS[specNo]?.[top] ?? null;
}

/** Where each PRODUCT item now lives: a heading of docs/decisions.md, found by its words. */
const DECISIONS = [
  [/nothing is lost|principle 5|corrupt|invent/i, 'principles'],
  [/principle|private|offline/i, 'principles'],
  [/clamp|value (that is )?used/i, 'inputs-are-clamped'],
  [/key naming|stillwell:|\bkeys?\b|names no/i, 'storage-keys'],
  [/reading a|equal time|zone/i, 'body-scan-timing'],
  [/zen-timer|canonical/i, 'zen-timer-route'],
  [/safety|crisis|helpline/i, 'safety'],
  [/analytics|privacy page|configured/i, 'analytics'],
  [/theme/i, 'theme'],
  [/sounds?\b|credits/i, 'sounds'],
  [/ios|home screen|install/i, 'install-prompt'],
  [/mix\b|remembers the mix/i, 'the-mixer-remembers-the-mix'],
  [/reload|survive|restore/i, 'sessions-survive-a-reload'],
  [/meets the question|built-in guide/i, 'the-built-in-guide-meets-the-question'],
  [/server|api key/i, 'ai-calls-go-through-the-server'],
  [/404|unknown path/i, 'unknown-paths'],
];

/** The decisions heading for a PRODUCT citation, from its quoted name or the words around it. */
export function resolveDecision(quoted, words) {
  for (const text of [quoted, words]) {
    if (!text) continue;
    for (const [pattern, heading] of DECISIONS) if (pattern.test(text)) return heading;
  }
  return 'decisions';
}

/** The style guide's heading for a STYLE citation. */
export function resolveStyle(words) {
  if (/0[–-]1|volume|vocabulary|durations?/i.test(words)) return 'vocabulary';
  return null;
}

// A section: §4, §4.5 (a trailing period is prose); a range: §2–§5, §2.7-§2.10.
const SECTION = String.raw`§\d+(?:\.\d+)*(?:\s*[–-]\s*§?\d+(?:\.\d+)*)?`;
const QUOTED = String.raw`"[^"\n]{1,60}"`;
// Between items: a comma or 'and', possibly across a comment's line break.
const GAP = String.raw`(?:\s*(?:,|\band\b)?\s*(?:\n\s*(?:\*|\/\/|#)?\s*)?)`;
const ITEM = String.raw`(?:${SECTION}|${QUOTED})`;

/** An old spec citation: `spec N` and its list of sections and quoted names. */
export const SPEC_CITATION = new RegExp(
  String.raw`\b${SPEC}[ \t]+([123])\b((?:${GAP}${ITEM}(?:[ \t]+${QUOTED})?)*)`,
  'g',
);

/** An old PRODUCT citation, with its quoted name when it has one. */
export const PRODUCT_CITATION = new RegExp(
  String.raw`${PRODUCT.replace('.', '\\.')}(?:'s)?(?:\s+("[^"\n]{1,40}"))?`,
  'g',
);

/** A link to the old style guide outside the repo, or a bare mention of it. */
export const STYLE_CITATION = new RegExp(
  String.raw`(?:${SHARED.replaceAll('.', '\\.')})?\bSTYLE\.md\b`,
  'g',
);

/** Any old citation left over: what the test fails on. */
export const LEFTOVER = new RegExp(
  String.raw`\b${SPEC} [123](?:\s*§|\s*"|\s*:|\s+[A-Za-z]|\b)|${PRODUCT.replace('.', '\\.')}|${SHARED.replaceAll('.', '\\.')}|\bSTYLE\.md\b`,
  'g',
);

/** Expands a range item into its sections: '§2–§5' → ['2','3','4','5'], '§2.7-§2.10' → 2.7 … 2.10. */
export function expandSection(item) {
  const m = /^§(\d+(?:\.\d+)*)(?:\s*[–-]\s*§?(\d+(?:\.\d+)*))?$/.exec(item.trim());
  if (!m) return [];
  const [, from, to] = m;
  if (!to) return [from];
  const a = from.split('.').map(Number);
  const b = to.split('.').map(Number);
  if (a.length !== b.length) return [from, to];
  if (a.length === 1) return range(a[0], b[0]).map(String);
  if (a.length === 2 && a[0] === b[0]) return range(a[1], b[1]).map((n) => `${a[0]}.${n}`);
  return [from, to];
}

function range(a, b) {
  const out = [];
  for (let n = a; n <= b && out.length < 20; n += 1) out.push(n);
  return out;
}

/** Writes targets compactly: later anchors in the same file as `#anchor`. */
export function formatTargets(targets) {
  const unique = [...new Set(targets)];
  let lastFile = '';
  return unique
    .map((target) => {
      const [file, anchor] = target.split('#');
      if (file === lastFile && anchor) return `#${anchor}`;
      lastFile = file;
      return target;
    })
    .join(', ');
}

/** The line holding index `at`, and the text of that line after `end`. */
function lineAround(text, at, end) {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  let stop = text.indexOf('\n', end);
  if (stop === -1) stop = text.length;
  return {
    line: text.slice(start, stop),
    after: text.slice(end, stop),
    before: text.slice(start, at),
  };
}

/**
 * Rewrites every old citation in `text` (a file at `path`) to docs/ headings. Returns the new text and
 * the citations it could not map (with their line numbers). Idempotent: the new form is not an old one.
 */
export function rewriteCitations(text, path) {
  const unmapped = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const pathSubject = subjectOfPath(path);
  const area = areaOfPath(path);

  let out = text.replace(SPEC_CITATION, (whole, specNoText, tail, offset) => {
    const specNo = Number(specNoText);
    const { after, line, before } = lineAround(text, offset, offset + whole.length);
    const items = tail.match(new RegExp(ITEM, 'g')) ?? [];
    const quoted = items.filter((i) => i.startsWith('"')).join(' ');
    const isGuide = /guide/i.test(quoted) || /\bguides?\b/i.test(after.slice(0, 30));
    // What the citation itself names, then its file, then its line, then its folder.
    const fromSections = [];
    let subject = quoted ? subjectOf(quoted) : null;
    // A quoted family name in a member's own file is that member.
    if (subject && pathSubject && FAMILIES[subject]?.includes(pathSubject)) subject = pathSubject;
    if (!subject) subject = pathSubject;
    if (!subject) subject = subjectOf(after) ?? subjectOf(line) ?? null;
    if (!subject) subject = subjectOf(fileNameOf(path));
    if (quoted && /guide pages/i.test(quoted)) {
      subject = null;
    }
    const context = { subject, area, isGuide, words: { test: (w) => w.test(line) } };
    const sections = items.filter((i) => i.startsWith('§')).flatMap(expandSection);
    const targets = [];
    if (sections.length === 0 || (specNo === 2 && quoted && /^\s*"/.test(tail))) {
      // A bare `spec N` or `spec N "Screen name"`: the screen of the tool it names, else that spec's page.
      const kindWords = guessKind(after);
      if (quoted && /guide pages/i.test(quoted)) targets.push(site('guides'));
      else if (subject && !subject.startsWith('site:') && kindWords === 'data')
        targets.push(targetFor(subject, 'data'));
      else if (
        subject &&
        !subject.startsWith('site:') &&
        /screen|panel|side|timer/i.test(quoted + after.slice(0, 40))
      )
        targets.push(targetFor(subject, isGuide ? 'guide' : 'screen'));
      else if (subject && !subject.startsWith('site:'))
        targets.push(targetFor(subject, isGuide ? 'guide' : guessKind(after + ' ' + before)));
      else if (isGuide) targets.push(site('guides'));
      else targets.push(specNo === 3 ? ai('catalogue') : tool('sessions', guessKind(after)));
    }
    for (const section of sections) {
      const target = resolveSection(specNo, section, context);
      if (target) {
        targets.push(target);
        const slug = /^docs\/tools\/([a-z0-9-]+)\.md/.exec(target)?.[1];
        if (slug && TOOL_PAGES.includes(slug)) fromSections.push(slug);
      } else unmapped.push({ line: lineOf(offset), citation: whole.trim() });
    }
    // A spec-1 citation that names one tool's section lends that tool to its shared sections.
    if (!context.subject && fromSections.length > 0 && new Set(fromSections).size === 1) {
      const retry = { ...context, subject: fromSections[0] };
      targets.length = 0;
      for (const section of sections) {
        const target = resolveSection(specNo, section, retry);
        if (target) targets.push(target);
      }
    }
    if (targets.length === 0) return whole;
    // Keep the line break that ended the old citation's last item, if it spanned lines.
    const trailing = /\s*$/.exec(whole)?.[0] ?? '';
    return formatTargets(targets) + trailing;
  });

  out = out.replace(PRODUCT_CITATION, (whole, quoted, offset) => {
    const { line } = lineAround(out, offset, offset + whole.length);
    const next = out.slice(offset, offset + 200);
    const previous = out.slice(Math.max(0, offset - 120), offset);
    const heading = resolveDecision(quoted, `${line} ${next} ${previous}`);
    return `docs/decisions.md#${heading}`;
  });

  out = out.replace(STYLE_CITATION, (whole, offset) => {
    const { line } = lineAround(out, offset, offset + whole.length);
    const heading = resolveStyle(line);
    return heading ? `docs/style.md#${heading}` : 'docs/style.md';
  });

  // Two old citations that now name the same heading, side by side, become one.
  out = out.replace(/(docs\/[\w./-]+\.md#[\w-]+)((?:, #[\w-]+)*)(?:, |; )\1(?![\w-])/g, '$1$2');

  for (const match of out.matchAll(LEFTOVER)) {
    unmapped.push({ line: out.slice(0, match.index).split('\n').length, citation: match[0] });
  }
  return { text: out, unmapped };
}

/** The words of a file's name: 'src/lib/site/install-prompt.ts' → 'install prompt'. */
function fileNameOf(path) {
  const name = path.split('/').pop() ?? '';
  return name.replace(/\..*$/, '').replaceAll('-', ' ');
}

/** A kind of rule guessed from the words after a bare citation. */
function guessKind(words) {
  if (/count|keyed|key|record|stored|remember/i.test(words)) return 'data';
  if (/mute|tone|sound/i.test(words)) return 'screen';
  if (/guide/i.test(words)) return 'guide';
  return 'screen';
}

/** GitHub's anchor for a heading. */
export function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code fences), with GitHub's -1, -2 for repeats. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slugOf(m[1].replace(/`/g, ''));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/**
 * Every docs/ citation in a text: `docs/<path>.md` with an optional `#anchor`, and the `#anchor`s that
 * follow it in a comma list (`docs/tools/x.md#screen, #data`), each with its line number.
 */
export function findDocCitations(text) {
  const found = [];
  const pattern = /(?<![\w/.-])docs\/([\w./-]+?\.md)(#[\w-]+)?((?:,\s*#[\w-]+)*)/g;
  for (const m of text.matchAll(pattern)) {
    const line = text.slice(0, m.index).split('\n').length;
    const file = `docs/${m[1]}`;
    found.push({ line, file, anchor: m[2]?.slice(1) ?? null });
    for (const more of m[3].matchAll(/#([\w-]+)/g)) found.push({ line, file, anchor: more[1] });
  }
  return found;
}
