/**
 * Today's list the three planners share (tasks, poses, exercises): each item with an optional done
 * toggle and a delete button, and a custom-add field under it (Enter adds; blank text is ignored,
 * docs/tools/planners.md#validation).
 */
import { Check, Plus, Trash2, TriangleAlert } from 'lucide';
import { Icon } from '../ui/icon';
import { useState, type ReactNode } from 'react';
import { cleanName } from '../../lib/planner/items';
import { cn } from '../../lib/ui/cn';
import { Button } from '../ui/button';

/** One row. */
export interface ListRow {
  readonly id: number;
  readonly name: string;
  /** Small facts after the name. */
  readonly detail?: string;
  /** Why the item does not suit the visitor, shown first under its name (issue 43). */
  readonly warning?: string | null;
  /** Done state, when the list has a toggle. */
  readonly isDone?: boolean;
  /** An extra control before the delete button ('Move to today'). */
  readonly action?: ReactNode;
  /** The pose or exercise drawn (issue 25). */
  readonly picture?: ReactNode;
}

/** A field and button that add a custom item; blank text is ignored. */
export function AddField({
  label,
  placeholder,
  onAdd,
}: {
  label: string;
  placeholder: string;
  onAdd: (name: string) => void;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const name = cleanName(text);
    if (name === null) return;
    onAdd(name);
    setText('');
  };
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <input
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        maxLength={200}
        className="h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 placeholder:text-muted"
      />
      {/* On a phone the button is its icon, so the field keeps room for its whole placeholder (issue 24). */}
      <Button type="submit" variant="secondary" className="max-sm:px-3">
        <Icon icon={Plus} size={18} />
        <span className="max-sm:sr-only">Add</span>
      </Button>
    </form>
  );
}

/** The list with its add field; `empty` shows when there is nothing yet. */
export function ItemList({
  label,
  rows,
  onToggle,
  onRemove,
  empty,
  children,
}: {
  label: string;
  rows: readonly ListRow[];
  onToggle?: (id: number) => void;
  /** Without it, no delete buttons. */
  onRemove?: (id: number) => void;
  empty: ReactNode;
  /** The add field, or anything else under the list. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-5 text-center text-sm text-muted">
          {empty}
        </p>
      ) : (
        <ul aria-label={label} className="flex flex-col gap-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-surface px-3 py-2"
            >
              {onToggle && (
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={row.isDone === true}
                  aria-label={row.name}
                  onClick={() => onToggle(row.id)}
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
                    row.isDone ? 'border-primary bg-primary text-primary-ink' : 'border-line',
                  )}
                >
                  {row.isDone && <Icon icon={Check} size={16} />}
                </button>
              )}
              {row.picture}
              <span className="min-w-0 flex-1">
                <span className={cn('block', row.isDone && 'text-muted line-through')}>
                  {row.name}
                </span>
                {row.warning && (
                  <span className="mt-1 flex gap-1.5 text-xs">
                    <Icon icon={TriangleAlert} size={14} className="mt-px shrink-0 text-accent" />
                    <span>{row.warning}</span>
                  </span>
                )}
                {row.detail && <span className="block text-xs text-muted">{row.detail}</span>}
              </span>
              {row.action}
              {onRemove && (
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onRemove(row.id)}
                  aria-label={`Delete ${row.name}`}
                >
                  <Icon icon={Trash2} size={18} />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}
