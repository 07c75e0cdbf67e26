/**
 * A button that opens the browser's print dialog, e.g. on a packing slip. Before hydration it is disabled;
 * the page's print stylesheet decides what is printed.
 */
import { island } from "../src/ui/island.tsx";
import { useHydrated } from "./_forms.tsx";

function PrintButton({ label = "Print" }: { label?: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={!hydrated}
      onClick={() => globalThis.print()}
      data-testid="print"
    >
      {label}
    </button>
  );
}

export default island("PrintButton", PrintButton);
