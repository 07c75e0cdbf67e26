/**
 * The vendor dashboard's earnings bars drawn with recharts (sales and payouts per settlement week): loaded
 * by islands/EarningsChart.tsx only after the page has hydrated, as its own chunk.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatRupees } from "../src/core/money.ts";
import { GRID, LABEL_AXIS, RUPEE_AXIS } from "./_chart-style.ts";
import type { EarningsWeek } from "../src/vendors/dashboard/earnings.queries.ts";

export function EarningsBars({ weeks }: { weeks: EarningsWeek[] }) {
  return (
    <BarChart
      data={weeks}
      responsive
      accessibilityLayer={false}
      style={{ width: "100%", height: 280 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      barGap={2}
    >
      <CartesianGrid {...GRID} />
      <XAxis
        {...LABEL_AXIS}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis {...RUPEE_AXIS} />
      <Tooltip
        cursor={{ fill: "#e8f1fb" }}
        formatter={(value, name) => [formatRupees(Number(value)), name]}
        labelFormatter={(_label, payload) => {
          const week = payload?.[0]?.payload as EarningsWeek | undefined;
          return week ? `Week ending ${week.label}` : "";
        }}
      />
      <Bar dataKey="sales" name="Sales" fill="#0b5cab" radius={[3, 3, 0, 0]} maxBarSize={22} />
      <Bar dataKey="payouts" name="Payouts" fill="#2f9e6e" radius={[3, 3, 0, 0]} maxBarSize={22} />
    </BarChart>
  );
}
