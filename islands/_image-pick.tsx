/** One image chosen for upload with its preview (category and banner forms); the server judges the bytes again. */
import { useEffect, useRef, useState } from "react";
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from "../src/catalogue/store-products/product-writes.rules.ts";

export interface Picked {
  file: File;
  url: string;
}

/** Why a chosen file cannot be sent, or undefined. */
export function imageProblem(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG or WebP image.`;
  }
  if (file.size > PHOTO_MAX_BYTES) return `"${file.name}" is over ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`;
  return undefined;
}

export function useImagePick() {
  const [picked, setPicked] = useState<Picked | null>(null);
  const current = useRef(picked);
  current.current = picked;
  useEffect(() => () => {
    if (current.current) URL.revokeObjectURL(current.current.url);
  }, []);
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    setPicked(file ? { file, url: URL.createObjectURL(file) } : null);
  };
  return { picked, choose };
}

export function ImagePick(
  { id, label, picked, error, disabled, onChoose }: {
    id: string;
    label: string;
    picked: Picked | null;
    error?: string;
    disabled?: boolean;
    onChoose(file: File | null, problem?: string): void;
  },
) {
  return (
    <div className="form-field image-pick">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0] ?? null;
          const problem = file ? imageProblem(file) : undefined;
          if (problem) e.currentTarget.value = "";
          onChoose(problem ? null : file, problem);
        }}
      />
      {error
        ? <small id={`${id}-error`} className="form-error">{error}</small>
        : <small id={`${id}-hint`} className="form-hint">A JPEG, PNG or WebP image of at most 10 MB.</small>}
      {picked && (
        <img
          className="image-pick-preview"
          src={picked.url}
          alt={`Preview of ${picked.file.name}`}
          data-testid="image-preview"
        />
      )}
    </div>
  );
}
