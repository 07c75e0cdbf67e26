/**
 * The panels' charts: a dashboard's sales of the last 30 days (`days`, bars: the vendor's, and the admin's
 * for every store, with `measure` naming the amounts) and the admin's
 * 'User Spending' of a customer's last 6 months (`months`, a line of the rupees spent). The server renders
 * plain CSS bars (the page makes sense without script; the figures are also in a table beside it); once
 * hydrated, the recharts chart (axes, tooltips) is fetched as its own chunk and takes their place.
 */
import { type ComponentType, useEffect, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { formatRupees } from "../src/core/money.ts";
import type { SalesDay } from "../src/vendors/dashboard/dashboard.sales.ts";
import { type SpendingMonth, spendingTitle } from "../src/customers/account/customer-spending.ts";

type Props =
  | {
    days: SalesDay[];
    /** What the amounts are called in the tooltip: "Sales" (the vendor's) unless given, e.g. "Revenue". */
    measure?: string;
    months?: undefined;
  }
  | { months: SpendingMonth[]; days?: undefined; measure?: undefined };

interface Bar {
  key: string;
  label: string;
  value: number;
  title: string;
}

const barsOf = (props: Props): Bar[] =>
  props.months
    ? props.months.map((m) => ({
      key: m.month,
      label: m.label,
      value: m.amount,
      title: spendingTitle(m),
    }))
    : props.days.map((d) => ({
      key: d.date,
      label: d.label,
      value: d.amount,
      title: `${d.label}: ${formatRupees(d.amount)}`,
    }));

function CssBars({ bars }: { bars: Bar[] }) {
  const top = Math.max(...bars.map((b) => b.value), 0);
  return (
    <div className="sales-bars-box">
      <div className="sales-bars">
        {bars.map((bar) => (
          <span
            key={bar.key}
            className="sales-bar"
            style={{ height: `${top > 0 ? Math.max((bar.value / top) * 100, bar.value > 0 ? 2 : 0) : 0}%` }}
            title={bar.title}
          />
        ))}
      </div>
      <div className="sales-bars-axis">
        <span>{bars[0]?.label}</span>
        <span>{bars[bars.length - 1]?.label}</span>
      </div>
    </div>
  );
}

function SalesChart(props: Props) {
  const [Chart, setChart] = useState<ComponentType<Props> | null>(null);
  const spending = props.months !== undefined;
  useEffect(() => {
    import("./_sales-chart.tsx")
      .then((module) =>
        setChart(() => (spending ? module.SpendingLine : module.SalesBars) as ComponentType<Props>)
      )
      .catch(() => {});
  }, [spending]);
  return (
    <div className="sales-chart" aria-hidden="true" data-testid={spending ? "spending-chart" : "sales-chart"}>
      {Chart ? <Chart {...props} /> : <CssBars bars={barsOf(props)} />}
    </div>
  );
}

export default island("SalesChart", SalesChart);
