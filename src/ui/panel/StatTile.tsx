/** A figure on a dashboard: what it counts, the number, and optionally a line under it or a link. */
import type { ReactNode } from "react";

export function StatTile(
  { label, value, hint, href, testId }: {
    label: string;
    value: ReactNode;
    hint?: ReactNode;
    href?: string;
    testId?: string;
  },
) {
  return (
    <div className="stat-tile" data-testid={testId}>
      <p className="stat-label">{href ? <a href={href}>{label}</a> : label}</p>
      <p className="stat-value">{value}</p>
      {hint && <p className="stat-hint">{hint}</p>}
    </div>
  );
}
