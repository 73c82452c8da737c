/** The heatmap's text alternative: days practised and time per month, in a table behind a disclosure. */
import { formatDuration, type MonthTotal } from '../../lib/practice-log/journal';
import { formatMonth } from './format';

/** The months the table lists. */
export interface MonthTableProps {
  /** One row per month, newest first. */
  months: readonly MonthTotal[];
}

/** "Show as a table" and the table it opens. */
export function MonthTable({ months }: MonthTableProps) {
  return (
    <details className="group mt-4 border-t border-line pt-4">
      <summary className="cursor-pointer rounded-md text-sm font-medium text-primary">
        Show as a table
      </summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Practice per month, last 12 months</caption>
          <thead className="text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4 font-medium">
                Month
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Days practised
              </th>
              <th scope="col" className="py-2 font-medium">
                Time
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {formatMonth(month.month)}
                </th>
                <td className="py-2 pr-4 tabular-nums">{month.days}</td>
                <td className="py-2 tabular-nums">{formatDuration(month.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
