/**
 * The product form's attributes (required, at least one): pick a named attribute from the
 * attributes list and type its value ("RAM: 8 GB"), or type a plain feature; they show as removable chips.
 */
import { useState } from "react";
import { PRODUCT_LABELS, REQUIRED } from "../src/catalogue/store-products/product-writes.rules.ts";
import { Field } from "./_forms.tsx";

export interface AttributesState {
  list: string[];
  setList(list: string[]): void;
  name: string;
  setName(name: string): void;
  value: string;
  setValue(value: string): void;
  add(): void;
  /** The list with the attribute being typed, if any, added (a value typed but not yet added still counts). */
  takePending(): string[];
}

/** `setError` shows (or with undefined clears) a problem on the value box or the whole list. */
export function useProductAttributes(
  initial: string[],
  setError: (field: "attributes" | "attributeValue", error: string | undefined) => void,
): AttributesState {
  const [list, setList] = useState<string[]>(initial);
  const [name, setName] = useState("");
  const [value, setValue] = useState("");

  const withPending = (current: string[]) => {
    const typed = value.trim();
    const entry = name ? `${name}: ${typed}` : typed;
    return typed && !current.includes(entry) ? [...current, entry] : current;
  };

  const add = () => {
    if (!value.trim()) {
      setError("attributeValue", REQUIRED);
      return;
    }
    setList(withPending(list));
    setValue("");
    setError("attributes", undefined);
    setError("attributeValue", undefined);
  };

  const takePending = () => {
    const next = withPending(list);
    if (next !== list) {
      setList(next);
      setValue("");
    }
    return next;
  };

  return { list, setList, name, setName, value, setValue, add, takePending };
}

export function ProductAttributes({ state, attributes, valueError, listError }: {
  state: AttributesState;
  attributes: { id: string; name: string }[];
  valueError?: string;
  listError?: string;
}) {
  return (
    <fieldset className="product-attributes" aria-describedby="product-attributes-hint">
      <legend id="product-attributes">
        {PRODUCT_LABELS.attributes} <span className="required-mark">(at least one)</span>
      </legend>
      <p id="product-attributes-hint" className="form-hint">
        Pick an attribute and type its value (RAM: 8 GB), or leave the attribute empty for a feature (Fast
        charging).
      </p>
      <div className="product-attribute-add">
        <div className="form-field">
          <label htmlFor="product-attribute-name">Attribute</label>
          <select
            id="product-attribute-name"
            value={state.name}
            onChange={(e) => state.setName(e.target.value)}
          >
            <option value="">Feature (no name)</option>
            {attributes.map((a) => <option key={a.id} value={a.name}>{a.name}</option>)}
          </select>
        </div>
        <Field
          id="product-attribute-value"
          label="Value"
          value={state.value}
          error={valueError}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => state.setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              state.add();
            }
          }}
        />
        <button type="button" className="btn btn-outline" onClick={state.add}>Add</button>
      </div>
      {listError && <p className="form-error" role="alert">{listError}</p>}
      <ul className="product-chips" aria-label="Attributes added">
        {state.list.map((attribute) => (
          <li key={attribute}>
            <span>{attribute}</span>
            <button
              type="button"
              aria-label={`Remove ${attribute}`}
              onClick={() => state.setList(state.list.filter((a) => a !== attribute))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
