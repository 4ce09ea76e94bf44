import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export type TrendSeries = { label: string; color: string; values: number[] };

/**
 * A line chart of daily figures (uPlot on a canvas). Loaded on its own chunk by the dashboard, so the chart library
 * costs nothing until a chart is shown; it redraws when the figures or the width change.
 */
export default function TrendChart({
  days,
  series,
  label,
  dayLabel,
}: {
  days: string[];
  series: TrendSeries[];
  label: string;
  dayLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const times = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
    const width = () => Math.max(element.clientWidth, 280);
    const chart = new uPlot(
      {
        width: width(),
        height: 260,
        series: [{ label: dayLabel }, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2 }))],
        axes: [{}, { size: 70 }],
        scales: { x: { time: true } },
      },
      [times, ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, dayLabel]);
  return <div ref={box} className="trend-chart" role="img" aria-label={label} data-testid="trend-chart" />;
}
