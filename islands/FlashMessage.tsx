/**
 * Shows the one-shot message the previous page left (islands/_flash.ts), e.g. 'Welcome Admin!' after the
 * admin's sign-in, for a few seconds or until closed. Renders nothing on the server.
 */
import { useEffect, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { takeFlash } from "./_flash.ts";

const SHOWN_MS = 8000;

function FlashMessage() {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const message = takeFlash();
    if (!message) return;
    setText(message);
    const timer = setTimeout(() => setText(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="flash-slot" role="status" aria-live="polite">
      {text && (
        <p className="flash-message" data-testid="flash-message">
          <span>{text}</span>
          <button type="button" className="flash-close" aria-label="Close" onClick={() => setText(null)}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}

export default island("FlashMessage", FlashMessage);
