/** Step 1 (docs/tools/ai-book-builder.md#behaviour): the genre; and the Back / Continue row every choosing step shares. */
import { Button } from '../../../components/ui/button';
import { GENRES, type GenreId } from '../../../lib/ai/catalog';
import { ChoiceCards } from './choice-cards';
import { BookIcon, GenreIcon } from './book-icon';

const GENRE_OPTIONS = GENRES.map((genre) => ({
  value: genre.id,
  label: genre.name,
  description: genre.type === 'fiction' ? 'Fiction' : 'Non-fiction',
  icon: <GenreIcon genre={genre.id} />,
}));

/** Back and Continue under a step; Continue shows only when the step is complete (docs/tools/ai-book-builder.md#validation). */
export function StepActions({
  canGoBack,
  canContinue,
  onBack,
  onContinue,
  resume,
}: {
  canGoBack: boolean;
  canContinue: boolean;
  onBack: () => void;
  onContinue: () => void;
  /** On step 1, the library book under way, to pick up where the visitor stopped. */
  resume?: { readonly title: string; readonly onResume: () => void } | null | undefined;
}) {
  return (
    // The card's footer sticks to the bottom of a phone's screen, so Continue shows without scrolling.
    <div className="sticky bottom-0 z-10 -mx-5 mt-6 -mb-5 flex min-h-11 items-center justify-between gap-3 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:-mb-8 sm:px-8">
      {canGoBack ? (
        <Button variant="ghost" onClick={onBack}>
          <BookIcon name="arrow-left" size={18} />
          Back
        </Button>
      ) : resume ? (
        <Button variant="secondary" className="min-w-0 shrink" onClick={resume.onResume}>
          <BookIcon name="book-open" size={18} />
          <span className="truncate">Resume “{resume.title}”</span>
        </Button>
      ) : (
        <span />
      )}
      {canContinue && (
        <Button onClick={onContinue}>
          Continue
          <BookIcon name="arrow-right" size={18} />
        </Button>
      )}
    </div>
  );
}

/** Step 1. */
export function GenreStep({
  genre,
  onGenre,
}: {
  genre: GenreId | null;
  onGenre: (genre: GenreId) => void;
}) {
  return (
    <ChoiceCards
      legend="Choose a genre"
      options={GENRE_OPTIONS}
      value={genre}
      onValueChange={onGenre}
      columns="grid-cols-2 md:grid-cols-4"
    />
  );
}
