/**
 * The product form's photos (images only, several at once, they accumulate, previews show).
 * Add mode keeps the chosen files (previews as object URLs) until the form is sent; edit mode sends each
 * change at once through the photo calls and shows the product's photos as the server answers them.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { mediaIdOf, mediaVariantUrl } from "../src/uploads/media-urls.ts";
import {
  type EditableProduct,
  failureText,
  MAX_PHOTOS,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PHOTOS_MAX_TOTAL_BYTES,
} from "../src/catalogue/store-products/product-writes.rules.ts";
import { PanelSection } from "../src/ui/panel/PanelPage.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { FormNotice, type Notice } from "./_forms.tsx";

/** A photo in the form: a chosen file (add mode) or a stored photo (edit mode). */
export interface Photo {
  key: string;
  url: string;
  name: string;
  file?: File;
  mediaId?: string;
}

const storedPhotos = (urls: string[]): Photo[] =>
  urls.map((url, i) => {
    const mediaId = mediaIdOf(url) ?? url;
    return { key: mediaId, mediaId, url: mediaVariantUrl(mediaId, 320), name: `Photo ${i + 1}` };
  });

const MB = 1024 * 1024;

/** Why a chosen file cannot be a photo, before it is sent (the server judges the bytes again). */
function fileProblem(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return `"${file.name}" is not a JPEG, PNG or WebP image.`;
  }
  if (file.size > PHOTO_MAX_BYTES) {
    return `"${file.name}" is over ${PHOTO_MAX_BYTES / MB} MB: choose a smaller photo.`;
  }
  return undefined;
}

const failure = (caught: unknown) =>
  failureText(caught instanceof ApiError && caught.status > 0 ? caught.message : null);

export interface PhotosState {
  photos: Photo[];
  notice: Notice | null;
  busy: boolean;
  fileInput: RefObject<HTMLInputElement | null>;
  choose(files: File[]): Promise<void>;
  remove(index: number): Promise<void>;
  move(index: number, by: -1 | 1): Promise<void>;
}

/** The photos' state; `setError` shows a problem under the section (undefined clears it). */
/** The count of photos chosen, in words: "1 photo chosen.", "3 photos chosen.". */
export const photosChosen = (count: number) => `${count} ${count === 1 ? "photo" : "photos"} chosen.`;

export function useProductPhotos(
  mode: "add" | "edit",
  product: EditableProduct | undefined,
  setError: (error: string | undefined) => void,
): PhotosState {
  const [photos, setPhotos] = useState<Photo[]>(() =>
    (product?.photos ?? []).map((p, i) => ({
      key: p.mediaId,
      mediaId: p.mediaId,
      url: p.url,
      name: `Photo ${i + 1}`,
    }))
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // Previews of chosen files are object URLs: released when the form goes away.
  const previews = useRef(photos);
  previews.current = photos;
  useEffect(() => () => previews.current.forEach((p) => p.file && URL.revokeObjectURL(p.url)), []);

  /** Edit mode: a photo change goes to the server at once; the answer is the product's photos. */
  async function photoCall(method: "POST" | "PUT" | "DELETE", path: string, body: unknown, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await apiCall<{ product: { photos: string[] } }>(
        method,
        `/api/products/${encodeURIComponent(product!.id)}/photos${path}`,
        body,
      );
      setPhotos(storedPhotos(answer.product.photos));
      setNotice({ kind: "success", text: done });
    } catch (caught) {
      setNotice({ kind: "error", text: failure(caught) });
    } finally {
      setBusy(false);
    }
  }

  async function choose(files: File[]) {
    if (fileInput.current) fileInput.current.value = "";
    if (!files.length) return;
    setError(undefined);
    const problem = files.map(fileProblem).find(Boolean) ??
      (photos.length + files.length > MAX_PHOTOS
        ? `A product has at most ${MAX_PHOTOS} photos.`
        : undefined) ??
      (mode === "add" &&
          [...photos.map((p) => p.file!), ...files].reduce((sum, f) => sum + f.size, 0) >
            PHOTOS_MAX_TOTAL_BYTES
        ? "These photos are too large together: add the rest after saving, from the edit page."
        : undefined);
    if (problem) {
      setError(problem);
      return;
    }
    if (mode === "edit") {
      const data = new FormData();
      for (const file of files) data.append("photos", file, file.name);
      await photoCall("POST", "", data, files.length === 1 ? "Photo added." : "Photos added.");
      return;
    }
    const added = files.map((file) => ({
      key: `${file.name}-${file.size}-${crypto.randomUUID()}`,
      url: URL.createObjectURL(file),
      name: file.name,
      file,
    }));
    setPhotos([...photos, ...added]);
    setNotice({ kind: "info", text: photosChosen(photos.length + added.length) });
  }

  async function remove(index: number) {
    const photo = photos[index];
    if (mode === "edit") {
      await photoCall("DELETE", `/${photo.mediaId}`, undefined, "Photo removed.");
      return;
    }
    URL.revokeObjectURL(photo.url);
    setPhotos(photos.filter((_, i) => i !== index));
    setNotice({ kind: "info", text: `${photo.name} removed.` });
  }

  async function move(index: number, by: -1 | 1) {
    const next = [...photos];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    const where = `${photos[index].name} is now photo ${index + by + 1} of ${photos.length}.`;
    if (mode === "edit") {
      await photoCall("PUT", "/order", { photos: next.map((p) => p.mediaId) }, where);
      return;
    }
    setPhotos(next);
    setNotice({ kind: "info", text: where });
  }

  return { photos, notice, busy, fileInput, choose, remove, move };
}

/** The Photos section: pick, preview, reorder, remove. */
export function ProductPhotos({ state, mode, error, hydrated }: {
  state: PhotosState;
  mode: "add" | "edit";
  error?: string;
  hydrated: boolean;
}) {
  const { photos, busy } = state;
  return (
    <PanelSection id="product-photos" title="Photos">
      <p className="form-hint" id="product-photos-hint">
        JPEG, PNG or WebP, up to {PHOTO_MAX_BYTES / MB} MB each, at most{" "}
        {MAX_PHOTOS}. The first is the main photo.
        {mode === "edit" && " Changes to photos are saved at once."}
      </p>
      <div className="product-photo-pick">
        <input
          ref={state.fileInput}
          id="product-photos-input"
          className="visually-hidden"
          type="file"
          accept={PHOTO_TYPES.join(",")}
          multiple
          aria-describedby="product-photos-hint"
          disabled={!hydrated || busy || photos.length >= MAX_PHOTOS}
          onChange={(e) => state.choose([...(e.target.files ?? [])])}
        />
        <label className="btn btn-outline" htmlFor="product-photos-input">Add photos</label>
        {busy && <span className="muted">Saving photos…</span>}
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      <ol className="product-photo-list" aria-label="Photos in display order">
        {photos.map((photo, i) => (
          <li key={photo.key} className="product-photo">
            <img
              src={photo.url}
              alt={`Photo ${i + 1}${i === 0 ? " (main)" : ""}`}
              width={160}
              height={160}
            />
            <span className="product-photo-name">{i === 0 ? "Main photo" : `Photo ${i + 1}`}</span>
            <div className="product-photo-actions">
              <button
                type="button"
                className="btn btn-small"
                disabled={busy || i === 0}
                aria-label={`Move photo ${i + 1} earlier`}
                onClick={() => state.move(i, -1)}
              >
                ←
              </button>
              <button
                type="button"
                className="btn btn-small"
                disabled={busy || i === photos.length - 1}
                aria-label={`Move photo ${i + 1} later`}
                onClick={() => state.move(i, 1)}
              >
                →
              </button>
              <button
                type="button"
                className="btn btn-small btn-danger-outline"
                disabled={busy || (mode === "edit" && photos.length === 1)}
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => state.remove(i)}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <FormNotice notice={state.notice} />
    </PanelSection>
  );
}
