import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "@paraph/contracts";
import styles from "./business-statistics.module.css";
import { formatCount, formatMonth, formatMonthName } from "./statistics-format.ts";
import managementStyles from "../../../shared/ui/management-page/management-page.module.css";

export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour (a theme variable). */
  color: string;
  /** One value per month, in the order of `months`. */
  values: readonly number[];
}

interface MonthlyChartProps {
  title: string;
  months: readonly string[];
  series: readonly ChartSeries[];
  /** Stacked: the series add up to one bar per month; grouped: one bar per series side by side. */
  layout: "stacked" | "grouped";
  language: Language;
  /** Show the figures as a visible table instead of the chart (the table is always there for screen readers). */
  showTable: boolean;
}

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = { left: 44, bottom: 34, top: 8 };

/** The smallest "nice" number (1, 2 or 5 × 10ⁿ) at or above the highest bar, so the grid reads easily. */
function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * magnitude >= value) ?? 10) * magnitude;
}

/**
 * Figures per month as a bar chart drawn in SVG, with its legend, and the same figures as a
 * table: the chart is hidden from assistive technology and the table carries the caption, so a
 * screen reader reads the table; `showTable` shows the table instead of the chart to everyone.
 */
export function MonthlyChart({ title, months, series, layout, language, showTable }: MonthlyChartProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const totals = months.map((_, index) => series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0));
  const highest = layout === "stacked" ? Math.max(0, ...totals) : Math.max(0, ...series.flatMap((entry) => entry.values));
  const maximum = niceMaximum(highest);
  const plotWidth = WIDTH - AXIS.left;
  const plotHeight = HEIGHT - AXIS.bottom - AXIS.top;
  const slot = plotWidth / Math.max(1, months.length);
  const barWidth = layout === "stacked" ? slot * 0.6 : (slot * 0.8) / Math.max(1, series.length);
  const scale = (value: number) => (value / maximum) * plotHeight;
  // Counts are whole: a grid line only where a whole number falls.
  const gridLines = [0, maximum / 2, maximum].filter((value) => Number.isInteger(value));

  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartTitle}>
        {title}
      </figcaption>
      {showTable ? null : (
        <>
          <svg className={styles.chartSvg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" data-testid="monthly-chart">
            {gridLines.map((value) => {
              const y = AXIS.top + plotHeight - scale(value);
              return (
                <g key={value}>
                  <line x1={AXIS.left} x2={WIDTH} y1={y} y2={y} className={styles.gridLine} />
                  <text x={AXIS.left - 6} y={y + 4} textAnchor="end" className={styles.axisLabel}>
                    {formatCount(value, language)}
                  </text>
                </g>
              );
            })}
            {months.map((month, monthIndex) => {
              const slotStart = AXIS.left + monthIndex * slot;
              let stackedHeight = 0;
              return (
                <g key={month}>
                  {series.map((entry, seriesIndex) => {
                    const height = scale(entry.values[monthIndex] ?? 0);
                    const x = layout === "stacked" ? slotStart + (slot - barWidth) / 2 : slotStart + slot * 0.1 + seriesIndex * barWidth;
                    const y = AXIS.top + plotHeight - height - (layout === "stacked" ? stackedHeight : 0);
                    if (layout === "stacked") stackedHeight += height;
                    return height > 0 ? <rect key={entry.key} x={x} y={y} width={Math.max(1, barWidth - 1)} height={height} fill={entry.color} /> : null;
                  })}
                  <text x={slotStart + slot / 2} y={HEIGHT - 16} textAnchor="middle" className={styles.axisLabel}>
                    {formatMonthName(month, language)}
                    {monthIndex === 0 || month.endsWith("-01") ? (
                      <tspan x={slotStart + slot / 2} dy="12">
                        {month.slice(0, 4)}
                      </tspan>
                    ) : null}
                  </text>
                </g>
              );
            })}
          </svg>
          <ul className={styles.legend} aria-hidden="true">
            {series.map((entry) => (
              <li key={entry.key}>
                <span className={styles.swatch} style={{ background: entry.color }} />
                {entry.label}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={showTable ? managementStyles.tableScroll : "visually-hidden"}>
        <table className={managementStyles.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("business_statistics.table.month")}</th>
              {series.map((entry) => (
                <th key={entry.key} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month, monthIndex) => (
              <tr key={month}>
                <th scope="row">{formatMonth(month, language)}</th>
                {series.map((entry) => (
                  <td key={entry.key}>{formatCount(entry.values[monthIndex] ?? 0, language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
