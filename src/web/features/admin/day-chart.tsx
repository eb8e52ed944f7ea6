import { useId } from 'react';
import type { DayCount } from './admin-types.ts';
import { layoutBars, total } from './chart-scale.ts';

const WIDTH = 300;
const HEIGHT = 96;

const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));

interface DayChartProps {
  title: string;
  /** 'sign-ups', 'posts': what is counted, for the summary. */
  unit: string;
  days: DayCount[];
  tone: 'accent' | 'link';
}

/**
 * A bar chart of one count per day, drawn as SVG. It is an image with a title and a summary for
 * screen readers; the figures of every day are in a table under "Show figures".
 */
export function DayChart({ title, unit, days, tone }: DayChartProps) {
  const id = useId();
  const { bars, max } = layoutBars(days, WIDTH, HEIGHT, 2);
  const first = days[0];
  const last = days.at(-1);
  const busiest = days.reduce<DayCount | null>(
    (best, day) => (!best || day.count > best.count ? day : best),
    null,
  );
  const summary =
    first && last
      ? `${total(days)} ${unit} from ${label(first.date)} to ${label(last.date)}` +
        (busiest && busiest.count > 0 ? `; the most, ${busiest.count}, on ${label(busiest.date)}.` : '.')
      : `No ${unit} yet.`;

  return (
    <figure className="day-chart">
      <figcaption className="day-chart__title">{title}</figcaption>
      <div className="day-chart__frame">
        <span className="day-chart__axis" aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </span>
        <svg
          className={`day-chart__svg day-chart__svg--${tone}`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <line className="day-chart__grid" x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
          {bars.map((bar) => (
            <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
              <title>{`${label(bar.date)}: ${bar.count}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <p className="day-chart__summary">{summary}</p>
      <details className="day-chart__figures">
        <summary>Show figures</summary>
        <table className="admin-table admin-table--compact day-chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{label(day.date)}</time>
                </th>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
