/**
 * A planner's state for its island (docs/tools/planners.md): the stored plan and body, today's items,
 * the suggestions that suit the visitor, the run's items and the history's totals, read through the
 * kit's declared storage (`useStored`), with every change made by the planner's rules.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useToday } from '../../lib/clock/use-today';
import { describeModifications, describeNotAdvised, isSuitable } from '../../lib/planner/body';
import { adoptEarlierBodies, BODY_KEY } from '../../lib/planner/body-key';
import { getCaution } from '../../lib/planner/item-notes';
import { dropExisting, splitSteps, summarizeHistory } from '../../lib/planner/items';
import { getToday } from '../../lib/planner/practice-data';
import { getRequestTime, useSuggestions } from '../../lib/planner/use-suggestions';
import { useStored } from '../../lib/storage/use-stored';
import type {
  PlannerDefinition,
  PlannerEntry,
  PlannerItem,
  PlannerKind,
} from './planner-definition';

/** The label of an item's kind ('standing pose', 'custom exercise'). */
export function kindLabelOf(
  planner: { readonly noun: string; readonly categoryName: (category: string) => string },
  category: string,
): string {
  return category === 'custom'
    ? `custom ${planner.noun}`
    : `${planner.categoryName(category)} ${planner.noun}`;
}

/** The planner's stored state and what is read from it, with its changes. */
export function usePlanner<
  D,
  I extends PlannerItem,
  H extends PlannerEntry,
  K extends PlannerKind,
  C extends string,
>(planner: PlannerDefinition<D, I, H, K, C>) {
  const [data, setData] = useStored(planner.dataKey);
  // one level and limits for both planners (docs/tools/planners.md#level-and-limits), with what an
  // earlier version kept a planner folded in once
  useEffect(adoptEarlierBodies, []);
  const [body, setBody] = useStored(BODY_KEY);
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
        kindLabel: kindLabelOf(planner, item.category),
        // an item the visitor's level or limits rule out says so first, then the modifications for
        // their own limits, then its caution (docs/tools/planners.md#level-and-limits)
        caution:
          [describeNotAdvised(item, body), ...describeModifications(item, body), getCaution(item)]
            .filter(Boolean)
            .join(' ') || null,
        dose: planner.doseOf?.(item) ?? null,
      })),
    [planner, items, body],
  );
  const choice = planner.choiceOf(data);
  const history = planner.historyOf(data);
  const { rules } = planner;
  /** A change to the stored plan by one of the planner's rules, at the time of the tap. */
  const change = (rule: (previous: D, now: number) => D) =>
    setData((previous) => rule(previous, Date.now()));
  return {
    body,
    setBody,
    items,
    cards,
    runItems,
    choice,
    suggestions,
    history,
    totals: summarizeHistory(history, planner.itemCountOf),
    generate: () => {
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
    },
    pick: (next: C) => change((previous, now) => rules.pick(previous, next, now)),
    addSuggested: (index: number) => {
      const item = cards[index];
      if (item) change((previous, now) => rules.addSuggested(previous, item, now));
    },
    addCustom: (name: string) => change((previous, now) => rules.addCustom(previous, name, now)),
    remove: (id: number) => change((previous, now) => rules.remove(previous, id, now)),
    clear: () => change((previous, now) => rules.clear(previous, now)),
    record: (finished: Parameters<typeof rules.record>[1]) =>
      setData((previous) => rules.record(previous, finished)),
    unrecord: (finished: Parameters<typeof rules.unrecord>[1]) =>
      change((previous, now) => rules.unrecord(previous, finished, now)),
  };
}

/** What `usePlanner` gives the island's parts. */
export type PlannerState<
  D,
  I extends PlannerItem,
  H extends PlannerEntry,
  K extends PlannerKind,
  C extends string,
> = ReturnType<typeof usePlanner<D, I, H, K, C>>;

/** What each of the island's parts is given. */
export interface PlannerPartProps<
  D,
  I extends PlannerItem,
  H extends PlannerEntry,
  K extends PlannerKind,
  C extends string,
> {
  planner: PlannerDefinition<D, I, H, K, C>;
  state: PlannerState<D, I, H, K, C>;
  /** An item's drawing at a size. */
  picture: (item: { name: string; category: string }, size: 'sm' | 'md') => ReactNode;
}
