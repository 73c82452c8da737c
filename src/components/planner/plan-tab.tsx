/**
 * A planner's Plan tab (docs/tools/planners.md#screen): the visitor's level and limits, the choice,
 * six suggestions that suit them, and today's list with a custom item.
 */
import { describeNotAdvised } from '../../lib/planner/body';
import { getCaution, getDose } from '../../lib/planner/item-notes';
import { BodyField } from './body-field';
import { GenerateBar } from './generate-bar';
import { AddField, ItemList } from './item-list';
import type { PlannerEntry, PlannerItem, PlannerKind } from './planner-definition';
import type { PlannerPartProps } from './use-planner';

/** The Plan tab. */
export function PlanTab<
  D,
  I extends PlannerItem,
  H extends PlannerEntry,
  K extends PlannerKind,
  C extends string,
>({ planner, state, picture }: PlannerPartProps<D, I, H, K, C>) {
  const { ChoiceField } = planner;
  const { suggestions } = state;
  return (
    <>
      <BodyField body={state.body} onBodyChange={state.setBody} />
      <ChoiceField value={state.choice} onValueChange={state.pick} />
      <GenerateBar
        label={planner.generateLabel}
        hint={state.choice ? null : planner.choiceHint}
        canGenerate={state.choice !== null}
        isLoading={suggestions.isLoading}
        hasAsked={suggestions.hasAsked}
        onGenerate={state.generate}
        cards={state.cards.map((item) => ({
          name: item.name,
          tags: [item.difficulty, planner.categoryName(item.category), getDose(item.instructions)],
          description: item.benefits,
          videoUrl: planner.videoUrlOf(item.name),
          picture: picture(item, 'md'),
          caution: getCaution(item),
        }))}
        onAdd={state.addSuggested}
        notice={planner.notice}
        message={suggestions.message}
        onRetry={suggestions.retry}
        source={suggestions.source}
      />
      <h2 className="font-display text-xl font-semibold">{planner.todayHeading}</h2>
      <ItemList
        // the list's name as the spec writes it, with a straight apostrophe
        label={planner.todayHeading.replace('’', "'")}
        rows={state.items.map((item) => ({
          id: item.id,
          name: item.name,
          // docs/tools/planners.md#level-and-limits: an item the visitor's level or limits rule out says so
          warning: describeNotAdvised(item, state.body),
          detail: [item.difficulty, getDose(item.instructions), item.benefits]
            .filter(Boolean)
            .join(' · '),
          picture: picture(item, 'sm'),
        }))}
        onRemove={state.remove}
        empty={planner.emptyToday}
      >
        <AddField
          label={planner.customLabel}
          placeholder={planner.customPlaceholder}
          onAdd={state.addCustom}
        />
      </ItemList>
    </>
  );
}
