/** The small pieces of text on /docs: descriptions with `code`, the intro's prose, paths and methods. */

/** Descriptions use `backticks` for code, as in Markdown. */
export function Text({ children }: { children?: string }) {
  if (!children) return null;
  return <>{children.split("`").map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

/** The document's description: paragraphs, and "- Label: text" lines as a list. */
export function Prose({ text = "" }: { text?: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((block, i) => {
        const lines = block.split("\n");
        if (!lines.every((line) => line.startsWith("- "))) {
          return (
            <p key={i}>
              <Text>{block}</Text>
            </p>
          );
        }
        return (
          <ul key={i} className="docs-conventions">
            {lines.map((line) => {
              const [, label, rest] = line.slice(2).match(/^([A-Z][\w ]{0,40}): (.*)$/) ?? [];
              return (
                <li key={line}>
                  {label
                    ? (
                      <>
                        <strong>{label}:</strong> <Text>{rest}</Text>
                      </>
                    )
                    : <Text>{line.slice(2)}</Text>}
                </li>
              );
            })}
          </ul>
        );
      })}
    </>
  );
}

/** A path with its {parameters} highlighted. */
export function PathText({ path }: { path: string }) {
  return (
    <code className="docs-path">
      {path.split(/(\{[^}]+\})/).map((part, i) =>
        i % 2 ? <span key={i} className="docs-path-param">{part}</span> : part
      )}
    </code>
  );
}

export function MethodBadge({ method }: { method: string }) {
  return <span className={`method method-${method}`}>{method.toUpperCase()}</span>;
}

/** A value as it would be sent: strings as they are, anything else as JSON. */
export const valueText = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value);

/** A block of code (an example body) that scrolls inside its own box and can be reached by keyboard. */
export function CodeBlock({ label, value }: { label: string; value: unknown }) {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return <pre className="docs-code" tabIndex={0} aria-label={label}><code>{text}</code></pre>;
}
