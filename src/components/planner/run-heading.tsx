/**
 * The top of the planners' running session (docs/tools/planners.md#screen Practice / Train tabs; issue
 * 43): where the run is ('Pose 2 of 5') during an item, or what comes next during a get-ready or a rest;
 * the picture; the phase's title; and for a workout's exercise the set under way.
 */
import type { RunView } from '../../lib/planner/item-session';
import { RunPicture } from './run-parts';

/** What the heading shows. */
export interface RunHeadingProps {
  view: RunView;
  /** 'pose' or 'exercise'. */
  noun: string;
  /** The get-ready heading, 'Rest', or the item's name. */
  title: string;
}

/** The position line, the picture, the title and the set counter. */
export function RunHeading({ view, noun, title }: RunHeadingProps) {
  const { item } = view;
  const upNextText = view.isRestBetweenSets
    ? `Next: set ${view.set + 2} of ${view.setCount} · ${item?.name ?? ''}`
    : view.nextItem
      ? `Next: ${view.nextItem.name}`
      : '';
  return (
    <>
      <p className="text-sm text-muted">
        {view.phase === 'item'
          ? `${noun[0]?.toUpperCase()}${noun.slice(1)} ${view.index + 1} of ${view.itemCount}`
          : upNextText}
      </p>
      <RunPicture view={view} noun={noun} />
      <h3
        className="font-display text-3xl font-semibold"
        aria-live="polite"
        data-testid="run-title"
      >
        {title}
      </h3>
      {view.phase === 'item' && item?.dose && (
        <p className="text-lg font-medium" data-testid="set-counter">
          Set {view.set + 1} of {view.setCount}
        </p>
      )}
    </>
  );
}
