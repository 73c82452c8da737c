/**
 * What a planner is (docs/tools/planners.md): the table both planners fill in, with their stored data and
 * rules (their machine), their texts, their choice field and their run part. `createPlannerIsland`
 * (planner-island.tsx) builds the island from it.
 */
import type { ComponentType } from 'react';
import type { SuggestionItemByKind, SuggestionRequest } from '../../lib/ai/schemas';
import type { FinishedRun } from '../../lib/planner/item-session';
import type { Prescription } from '../../lib/planner/prescription';
import type { StorageKeyDef } from '../../lib/storage/storage';
import type { RunPartProps } from './practice-session';

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
