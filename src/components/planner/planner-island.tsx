/**
 * The yoga and exercise planners' island (docs/tools/planners.md): Plan (a choice, six suggestions,
 * today's list with a custom item), the timed run, and Progress. A planner is a table
 * (`PlannerDefinition`): its stored data and rules (its machine), its texts, its choice field and its
 * run part; everything else is here once.
 */
import { useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { SuggestionItemByKind, SuggestionRequest } from '../../lib/ai/schemas';
import { useToday } from '../../lib/clock/use-today';
import type { FinishedRun } from '../../lib/planner/item-session';
import { describeModifications, isSuitable, type Body } from '../../lib/planner/body';
import { getCaution, getDose } from '../../lib/planner/item-notes';
import {
  dropExisting,
  formatDuration,
  getLatest,
  splitSteps,
  summarizeHistory,
} from '../../lib/planner/items';
import { getToday } from '../../lib/planner/practice-data';
import type { Prescription } from '../../lib/planner/prescription';
import { useKeptRun } from '../../lib/planner/run-storage';
import { getRequestTime, useSuggestions } from '../../lib/planner/use-suggestions';
import type { StorageKeyDef } from '../../lib/storage/storage';
import { useStored } from '../../lib/storage/use-stored';
import { TabList, TabPanel } from '../ui/tabs';
import { BodyField } from './body-field';
import { GenerateBar } from './generate-bar';
import { AddField, ItemList } from './item-list';
import { ItemPicture, preloadPictures } from './item-picture';
import { lazyPart } from './lazy-part';
import type { RunPartProps } from './practice-session';
import { TodayPictures } from './today-pictures';

/** What a planner asks the guide to suggest. */
export type PlannerKind = 'poses' | 'exercises';

/** An item on today's list, as both planners store it. */
export interface PlannerItem {
  readonly id: number;
  readonly name: string;
  readonly benefits: string;
  readonly instructions: string;
  readonly difficulty: string;
  readonly category: string;
  readonly date: string;
  readonly caution?: string | undefined;
}

/** A finished run in the history, as both planners store it. */
export interface PlannerEntry {
  readonly id: number;
  readonly date: string;
  /** Seconds. */
  readonly duration: number;
  readonly timestamp: number;
}

/** One planner: its data, rules, texts and parts. */
export interface PlannerDefinition<
  D,
  I extends PlannerItem,
  H extends PlannerEntry,
  K extends PlannerKind,
  C extends string,
> {
  readonly tool: string;
  /** What the planner asks the guide for. */
  readonly kind: K;
  /** The island's name ('AI yoga planner') and its tabs' ('Yoga planner'). */
  readonly label: string;
  readonly tabsLabel: string;
  /** The run's tab ('practice', 'Practice'). */
  readonly runTab: { readonly value: string; readonly label: string };
  readonly dataKey: StorageKeyDef<D>;
  /** The visitor's level and limits (issue 43). */
  readonly bodyKey: StorageKeyDef<Body>;
  readonly itemsOf: (data: D) => readonly I[];
  readonly historyOf: (data: D) => readonly H[];
  /** How many items a finished run held (`poses`, `exercises`). */
  readonly itemCountOf: (entry: H) => number;
  /** The visitor's choice (a mood, a goal) and the field that sets it. */
  readonly choiceOf: (data: D) => C | null;
  readonly ChoiceField: ComponentType<{ value: C | null; onValueChange: (next: C) => void }>;
  readonly choiceHint: string;
  /** The suggestions request for a choice. */
  readonly requestOf: (
    choice: C,
    existing: readonly string[],
    now: string,
  ) => SuggestionRequest & { kind: K };
  readonly generateLabel: string;
  /** A category in words ('standing', 'strength'). */
  readonly categoryName: (category: string) => string;
  /** The item's noun, for the mark of an item without a drawing ('pose'). */
  readonly noun: string;
  readonly videoUrlOf: (name: string) => string;
  /** The sets an item asks for, read once from its guidance (an exercise; issue 43), or none. */
  readonly doseOf?: (item: I) => Prescription | null;
  readonly notice: string;
  readonly todayHeading: string;
  readonly emptyToday: string;
  readonly customLabel: string;
  readonly customPlaceholder: string;
  /** The planner's rules (its machine). */
  readonly rules: {
    readonly pick: (data: D, choice: C, now: number) => D;
    readonly addSuggested: (data: D, item: SuggestionItemByKind[K], now: number) => D;
    readonly addCustom: (data: D, name: string, now: number) => D;
    readonly remove: (data: D, id: number, now: number) => D;
    readonly record: (data: D, finished: FinishedRun) => D;
    /** Takes a recorded run back (the visitor stopped it, then tapped Undo). */
    readonly unrecord: (data: D, finished: FinishedRun, now: number) => D;
    readonly clear: (data: D, now: number) => D;
  };
  /** The run's tab, loaded when first shown. */
  readonly loadRun: () => Promise<ComponentType<RunPartProps>>;
  readonly progress: {
    readonly heading: string;
    /** Labels of the four figures: sessions, total time, items, days. */
    readonly stats: readonly [string, string, string, string];
    /** What a history row says after the duration ('3 poses · Calm'). */
    readonly entryDetail: (entry: H) => string;
    readonly emptyText: string;
    readonly exportPrefix: string;
  };
}

const ProgressPanel = lazyPart(() =>
  import('./progress-panel').then((module) => module.ProgressPanel),
);

/** Builds a planner's island from its definition (call once, at module level). */
export function createPlannerIsland<
  D,
  I extends PlannerItem,
  H extends PlannerEntry,
  K extends PlannerKind,
  C extends string,
>(planner: PlannerDefinition<D, I, H, K, C>): ComponentType {
  const tabs = [
    { value: 'plan', label: 'Plan' },
    planner.runTab,
    { value: 'progress', label: 'Progress' },
  ] as const;
  const Run = lazyPart(planner.loadRun);
  const preloadParts = () => {
    Run.preload();
    ProgressPanel.preload();
    preloadPictures();
  };
  const kindOf = (category: string) =>
    category === 'custom'
      ? `custom ${planner.noun}`
      : `${planner.categoryName(category)} ${planner.noun}`;
  const picture = (item: { name: string; category: string }, size: 'sm' | 'md'): ReactNode => (
    <ItemPicture
      size={size}
      name={item.name}
      category={item.category}
      kindLabel={kindOf(item.category)}
    />
  );
  const { rules, progress, ChoiceField } = planner;

  function PlannerIsland() {
    const baseId = useId();
    const [tab, setTab] = useState<string>('plan');
    const [data, setData] = useStored(planner.dataKey);
    const [body, setBody] = useStored(planner.bodyKey);
    const [hasOpenedRun, setOpenedRun] = useState(false);
    // a run under way when the page went comes back on its tab
    useKeptRun(planner.tool, () => {
      setTab(planner.runTab.value);
      setOpenedRun(true);
    });
    const today = useToday();
    const stored = planner.itemsOf(data);
    const items = useMemo(() => getToday(stored, today), [stored, today]);
    const suggestions = useSuggestions<K>();
    // a model's suggestions pass the same rules as the built-in guide's (issue 43)
    const cards = dropExisting(
      suggestions.items,
      items.map((item) => item.name),
    ).filter((item) => isSuitable(item, body));
    const runItems = useMemo(
      () =>
        items.map((item) => ({
          name: item.name,
          steps: splitSteps(item.instructions),
          category: item.category,
          kindLabel: kindOf(item.category),
          // the modifications for the visitor's own limits come first (issue 43)
          caution:
            [...describeModifications(item, body), getCaution(item)].filter(Boolean).join(' ') ||
            null,
          dose: planner.doseOf?.(item) ?? null,
        })),
      [items, body],
    );
    const choice = planner.choiceOf(data);
    const generate = () => {
      if (!choice) return;
      void suggestions.generate({
        ...planner.requestOf(
          choice,
          items.map((item) => item.name),
          getRequestTime(),
        ),
        ...(body.level ? { level: body.level } : {}),
        ...(body.limits.length > 0 ? { limits: [...body.limits] } : {}),
      });
    };
    const history = planner.historyOf(data);
    const totals = summarizeHistory(history, planner.itemCountOf);
    const isRunTab = tab === planner.runTab.value;

    return (
      <section
        aria-label={planner.label}
        className="mx-auto flex max-w-3xl flex-col gap-6 rounded-card border border-line bg-surface px-4 py-6 shadow-soft sm:px-6"
      >
        <TabList
          baseId={baseId}
          label={planner.tabsLabel}
          items={tabs}
          value={tab}
          onValueChange={(next) => {
            setTab(next);
            if (next === planner.runTab.value) setOpenedRun(true);
          }}
          onIntent={preloadParts}
        />
        <TabPanel baseId={baseId} value={tab} className="flex flex-col gap-6">
          {tab === 'plan' && (
            <>
              <BodyField body={body} onBodyChange={setBody} />
              <ChoiceField
                value={choice}
                onValueChange={(next) =>
                  setData((previous) => rules.pick(previous, next, Date.now()))
                }
              />
              <GenerateBar
                label={planner.generateLabel}
                hint={choice ? null : planner.choiceHint}
                canGenerate={choice !== null}
                isLoading={suggestions.isLoading}
                hasAsked={suggestions.hasAsked}
                onGenerate={generate}
                cards={cards.map((item) => ({
                  name: item.name,
                  tags: [
                    item.difficulty,
                    planner.categoryName(item.category),
                    getDose(item.instructions),
                  ],
                  description: item.benefits,
                  videoUrl: planner.videoUrlOf(item.name),
                  picture: picture(item, 'md'),
                  caution: getCaution(item),
                }))}
                onAdd={(index) => {
                  const item = cards[index];
                  if (item) setData((previous) => rules.addSuggested(previous, item, Date.now()));
                }}
                notice={planner.notice}
                message={suggestions.message}
                onRetry={suggestions.retry}
                source={suggestions.source}
              />
              <h2 className="font-display text-xl font-semibold">{planner.todayHeading}</h2>
              <ItemList
                // the list's name as the spec writes it, with a straight apostrophe
                label={planner.todayHeading.replace('’', "'")}
                rows={items.map((item) => ({
                  id: item.id,
                  name: item.name,
                  detail: [item.difficulty, getDose(item.instructions), item.benefits]
                    .filter(Boolean)
                    .join(' · '),
                  picture: picture(item, 'sm'),
                }))}
                onRemove={(id) => setData((previous) => rules.remove(previous, id, Date.now()))}
                empty={planner.emptyToday}
              >
                <AddField
                  label={planner.customLabel}
                  placeholder={planner.customPlaceholder}
                  onAdd={(name) =>
                    setData((previous) => rules.addCustom(previous, name, Date.now()))
                  }
                />
              </ItemList>
            </>
          )}
          {hasOpenedRun && (
            <div hidden={!isRunTab}>
              <Run
                items={runItems}
                isShown={isRunTab}
                onFinished={(finished) => setData((previous) => rules.record(previous, finished))}
                onUndone={(finished) =>
                  setData((previous) => rules.unrecord(previous, finished, Date.now()))
                }
              />
            </div>
          )}
          {tab === 'progress' && (
            <ProgressPanel
              heading={progress.heading}
              stats={[
                { label: progress.stats[0], value: String(totals.sessions) },
                { label: progress.stats[1], value: formatDuration(totals.totalSec) },
                { label: progress.stats[2], value: String(totals.items) },
                { label: progress.stats[3], value: String(totals.days) },
              ]}
              rows={getLatest(history).map((entry) => ({
                id: entry.id,
                title: entry.date,
                detail: `${formatDuration(entry.duration)} · ${progress.entryDetail(entry)}`,
              }))}
              emptyText={progress.emptyText}
              today={
                <TodayPictures heading={planner.todayHeading} items={items} picture={picture} />
              }
              exportPrefix={progress.exportPrefix}
              onClear={() => setData((previous) => rules.clear(previous, Date.now()))}
            />
          )}
        </TabPanel>
      </section>
    );
  }
  return PlannerIsland;
}
