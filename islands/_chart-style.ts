/**
 * The panels' charts' shared look (recharts): the grid, the label axis and the rupee axis, as props each
 * chart spreads on its own CartesianGrid, XAxis and YAxis (the sales bars, the spending line, the earnings bars).
 */
const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

const tick = { fill: "#4a5568", fontSize: 12 };

export const GRID = { vertical: false, stroke: "#e2e8f0" } as const;

/** The category axis: the data's `label`, a light line, no tick marks. */
export const LABEL_AXIS = {
  dataKey: "label",
  tickLine: false,
  axisLine: { stroke: "#cbd5e1" },
  tick,
} as const;

/** The value axis in rupees, compact ("₹1.2L"), whole numbers only. */
export const RUPEE_AXIS = {
  width: 56,
  tickLine: false,
  axisLine: false,
  tick,
  tickFormatter: (value: number) => `₹${compact.format(value)}`,
  allowDecimals: false,
} as const;
