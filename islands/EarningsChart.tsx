/**
 * The vendor dashboard's earnings of the last 12 settlement weeks: two bars a week, "Sales" (orders
 * delivered that week) and "Payouts" (that week's statement, once paid). The server renders plain CSS bars
 * (the figures are also in a table beside it); once hydrated, the recharts chart (axes, tooltips) is fetched
 * as its own chunk and takes their place.
 */
import { type ComponentType, type CSSProperties, useEffect, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { formatRupees } from "../src/core/money.ts";
import type { EarningsWeek } from "../src/vendors/dashboard/earnings.queries.ts";

interface Props {
  weeks: EarningsWeek[];
}

const height = (value: number, top: number) =>
  `${top > 0 ? Math.max((value / top) * 100, value > 0 ? 2 : 0) : 0}%`;

function CssBars({ weeks }: Props) {
  const top = Math.max(...weeks.flatMap((w) => [w.sales, w.payouts]), 0);
  return (
    <div className="earnings-bars-box">
      <div className="earnings-bars">
        {weeks.map((week) => (
          <div key={week.weekEnding} className="earnings-week">
            <span
              className="earnings-bar earnings-bar-sales"
              style={{ height: height(week.sales, top) }}
              title={`Week ending ${week.label}: sales ${formatRupees(week.sales)}`}
            />
            <span
              className="earnings-bar earnings-bar-payouts"
              style={{ height: height(week.payouts, top) }}
              title={`Week ending ${week.label}: payouts ${formatRupees(week.payouts)}`}
            />
          </div>
        ))}
      </div>
      <div className="sales-bars-axis">
        <span>{weeks[0]?.label}</span>
        <span>{weeks[weeks.length - 1]?.label}</span>
      </div>
    </div>
  );
}

function EarningsChart({ weeks }: Props) {
  const [Chart, setChart] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    import("./_earnings-chart.tsx").then((module) => setChart(() => module.EarningsBars)).catch(() => {});
  }, []);
  return (
    <>
      <p className="earnings-legend" aria-hidden="true">
        <span style={{ "--swatch": "#0b5cab" } as CSSProperties}>Sales</span>
        <span style={{ "--swatch": "#2f9e6e" } as CSSProperties}>Payouts</span>
      </p>
      <div className="earnings-chart" aria-hidden="true" data-testid="earnings-chart">
        {Chart ? <Chart weeks={weeks} /> : <CssBars weeks={weeks} />}
      </div>
    </>
  );
}

export default island("EarningsChart", EarningsChart);
