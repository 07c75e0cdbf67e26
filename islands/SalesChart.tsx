/**
 * A dashboard's sales of the last 30 days (the vendor's, and the admin's for every store). The server renders plain CSS bars (the page makes sense
 * without script; the figures are also in a table beside it); once hydrated, the recharts chart (axes,
 * tooltips) is fetched as its own chunk and takes their place.
 */
import { type ComponentType, useEffect, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { formatRupees } from "../src/core/money.ts";
import type { SalesDay } from "../src/vendors/dashboard.sales.ts";

interface Props {
  days: SalesDay[];
  /** What the amounts are called in the tooltip: "Sales" (the vendor's) unless given, e.g. "Revenue". */
  measure?: string;
}

function CssBars({ days }: Props) {
  const top = Math.max(...days.map((d) => d.amount), 0);
  return (
    <div className="sales-bars-box">
      <div className="sales-bars">
        {days.map((day) => (
          <span
            key={day.date}
            className="sales-bar"
            style={{ height: `${top > 0 ? Math.max((day.amount / top) * 100, day.amount > 0 ? 2 : 0) : 0}%` }}
            title={`${day.label}: ${formatRupees(day.amount)}`}
          />
        ))}
      </div>
      <div className="sales-bars-axis">
        <span>{days[0]?.label}</span>
        <span>{days[days.length - 1]?.label}</span>
      </div>
    </div>
  );
}

function SalesChart({ days, measure }: Props) {
  const [Chart, setChart] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    import("./_sales-chart.tsx").then((module) => setChart(() => module.SalesBars)).catch(() => {});
  }, []);
  return (
    <div className="sales-chart" aria-hidden="true" data-testid="sales-chart">
      {Chart ? <Chart days={days} measure={measure} /> : <CssBars days={days} />}
    </div>
  );
}

export default island("SalesChart", SalesChart);
