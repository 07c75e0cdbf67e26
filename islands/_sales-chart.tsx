/**
 * The dashboard's sales chart drawn with recharts: loaded by islands/SalesChart.tsx only after the page has
 * hydrated, so recharts' code (its own chunk) never delays the page or its other islands.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatRupees } from "../src/core/money.ts";
import type { SalesDay } from "../src/vendors/dashboard.sales.ts";

const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

export function SalesBars({ days, measure = "Sales" }: { days: SalesDay[]; measure?: string }) {
  return (
    <BarChart
      data={days}
      responsive
      accessibilityLayer={false}
      style={{ width: "100%", height: 260 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="label"
        tickLine={false}
        axisLine={{ stroke: "#cbd5e1" }}
        tick={{ fill: "#4a5568", fontSize: 12 }}
        interval="preserveStartEnd"
        minTickGap={16}
      />
      <YAxis
        width={56}
        tickLine={false}
        axisLine={false}
        tick={{ fill: "#4a5568", fontSize: 12 }}
        tickFormatter={(value: number) => `₹${compact.format(value)}`}
        allowDecimals={false}
      />
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
