/**
 * The panels' charts drawn with recharts (the vendor's sales bars, the admin's customer spending line):
 * loaded by islands/SalesChart.tsx only after the page has hydrated, so recharts' code (its own chunk) never delays the page or its other islands.
 */
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { formatRupees } from "../src/core/money.ts";
import { GRID, LABEL_AXIS, RUPEE_AXIS } from "./_chart-style.ts";
import type { SalesDay } from "../src/vendors/dashboard/dashboard.sales.ts";
import { type SpendingMonth, spendingTitle } from "../src/customers/account/customer-spending.ts";

export function SalesBars({ days, measure = "Sales" }: { days: SalesDay[]; measure?: string }) {
  return (
    <BarChart
      data={days}
      responsive
      accessibilityLayer={false}
      style={{ width: "100%", height: 260 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid {...GRID} />
      <XAxis
        {...LABEL_AXIS}
        interval="preserveStartEnd"
        minTickGap={16}
      />
      <YAxis {...RUPEE_AXIS} />
      <Tooltip
        cursor={{ fill: "#e8f1fb" }}
        formatter={(value) => [formatRupees(Number(value)), measure]}
        labelFormatter={(label, payload) => {
          const orders = payload?.[0]?.payload?.orders ?? 0;
          return `${label} · ${orders} ${orders === 1 ? "order" : "orders"}`;
        }}
      />
      <Bar dataKey="amount" name={measure} fill="#0b5cab" radius={[3, 3, 0, 0]} maxBarSize={28} />
    </BarChart>
  );
}

/** The rupees a customer spent per month (admin 'User Spending'); the tooltip names month, rupees, products. */
export function SpendingLine({ months }: { months: SpendingMonth[] }) {
  return (
    <LineChart
      data={months}
      responsive
      accessibilityLayer={false}
      style={{ width: "100%", height: 260 }}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid {...GRID} />
      <XAxis
        {...LABEL_AXIS}
      />
      <YAxis {...RUPEE_AXIS} />
      <Tooltip
        content={({ active, payload }) => {
          const point = active ? payload?.[0]?.payload as SpendingMonth | undefined : undefined;
          if (!point) return null;
          return <div className="chart-tooltip" data-testid="spending-tooltip">{spendingTitle(point)}</div>;
        }}
      />
      <Line
        type="linear"
        dataKey="amount"
        name="Spent"
        stroke="#0b5cab"
        strokeWidth={2}
        dot={{ r: 3 }}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
