import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './TeamOverview.css';

/** The chart's height in CSS pixels (its width is its container's). */
export const TEAM_CHART_HEIGHT = 220;

export interface TeamChartPoint {
  /** yyyy-mm-dd, a calendar day. */
  date: string;
  /** The value drawn (a number for the drawing only; the table below writes the exact figure). */
  value: number;
  /** The value as the page writes it. */
  shown: string;
}

/** A theme colour as the canvas needs it: the custom property behind `vars.color.*`, read now (theme and mode). */
function resolved(element: Element, token: string): string {
  const name = /var\((--[^,)]+)/.exec(token)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor' : token;
}

const dataOf = (points: readonly TeamChartPoint[]): uPlot.AlignedData => [
  points.map((_, index) => index),
  points.map((point) => point.value),
];

/**
 * One series per day as bars (a single day or an all-zero period draws a flat, readable chart), drawn with uPlot,
 * which is loaded with this component only. The canvas is hidden from screen readers; the same figures are in a
 * visually hidden table. It follows its container's width and reads the theme's colours each time it draws.
 */
export function TeamChart({
  caption,
  points,
  dateLabel,
  valueLabel,
  formatDay,
  formatAxis,
}: {
  caption: string;
  points: readonly TeamChartPoint[];
  dateLabel: string;
  valueLabel: string;
  formatDay: (date: string) => string;
  formatAxis: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const latest = useRef({ points, formatDay, formatAxis });
  // the drawing's callbacks read the newest figures and formats (set before the effects below run)
  useLayoutEffect(() => {
    latest.current = { points, formatDay, formatAxis };
  });
  const drawn = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (gone) return;
      const colour = (token: string) => () => resolved(element, token);
      const bars = UPlot.paths.bars!({ size: [0.6, 48] });
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 1),
        height: TEAM_CHART_HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: () => [-0.5, Math.max(latest.current.points.length, 1) - 0.5] },
          y: {
            range: (_self, min, max) => {
              // an empty period (all zeros) or one flat value still gets a scale that includes 0
              const low = Math.min(min, 0);
              const high = Math.max(max, 0);
              return low === high ? [0, 1] : [low, high + (high - low) * 0.1];
            },
          },
        },
        axes: [
          {
            stroke: colour(vars.color.textMuted),
            grid: { show: false },
            ticks: { show: false },
            splits: () => latest.current.points.map((_, index) => index),
            values: (_self, splits) => {
              const days = latest.current.points;
              // at most ~6 labels: a 30-day period labels every few days
              const step = Math.max(1, Math.ceil(days.length / 6));
              return splits.map((index) =>
                index % step === 0 && days[index] ? latest.current.formatDay(days[index].date) : '',
              );
            },
          },
          {
            stroke: colour(vars.color.textMuted),
            grid: { stroke: colour(vars.color.border), width: 1 },
            ticks: { show: false },
            size: 56,
            values: (_self, splits) => splits.map((value) => latest.current.formatAxis(value)),
          },
        ],
        series: [
          {},
          { fill: colour(vars.color.brand), stroke: colour(vars.color.brand), paths: bars, points: { show: false } },
        ],
      };
      chart = new UPlot(options, dataOf(latest.current.points), element);
      drawn.current = chart;
      observer = new ResizeObserver(() => {
        if (chart && element.clientWidth > 0) chart.setSize({ width: element.clientWidth, height: TEAM_CHART_HEIGHT });
      });
      observer.observe(element);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
      drawn.current = null;
    };
  }, []);

  // new figures (another period or series) redraw the same chart
  useEffect(() => {
    drawn.current?.setData(dataOf(points));
  }, [points]);

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.figureCaption}>
        {caption}
      </figcaption>
      <div
        ref={box}
        className={styles.chart}
        style={{ height: TEAM_CHART_HEIGHT }}
        aria-hidden="true"
        data-testid="team-chart"
      />
      <table className={visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{dateLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDay(point.date)}</th>
              <td>{point.shown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
