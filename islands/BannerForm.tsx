/**
 * The Banners page's form: image with preview, Title, Banner Type, Zone, Submit
 * ('Submitting...' while sending, an 'Uploading...' overlay over the form). Every field is required
 * ('All fields are required'); success shows 'Banner added successfully' (or the server's message) and
 * reloads the list; a refusal shows the server's message or 'Error adding banner'; a network failure
 * 'Something went wrong'.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import {
  BANNER_ADD_FAILED,
  BANNER_ADDED,
  BANNER_FIELDS_REQUIRED,
  MAX_NAME,
  SOMETHING_WENT_WRONG,
} from "../src/catalogue/catalogue-admin.rules.ts";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { ImagePick, useImagePick } from "./_image-pick.tsx";

function BannerForm() {
  const hydrated = useHydrated();
  const [title, setTitle] = useState("");
  const [bannerType, setBannerType] = useState("");
  const [zone, setZone] = useState("");
  const { picked, choose } = useImagePick();
  const [imageError, setImageError] = useState<string>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!picked || !title.trim() || !bannerType.trim() || !zone.trim()) {
      setNotice({ kind: "error", text: BANNER_FIELDS_REQUIRED });
      return;
    }
    const form = new FormData();
    form.append("title", title.trim());
    form.append("bannerType", bannerType.trim());
    form.append("zone", zone.trim());
    form.append("image", picked.file, picked.file.name);
    setBusy(true);
    setNotice(null);
    try {
      const answer = await apiCall("POST", "/api/banners/create-banner", form);
      setNotice({ kind: "success", text: answer.message ?? BANNER_ADDED });
      location.reload();
    } catch (caught) {
      const text = caught instanceof ApiError && caught.status > 0
        ? caught.message || BANNER_ADD_FAILED
        : SOMETHING_WENT_WRONG;
      setNotice({ kind: "error", text });
      setBusy(false);
    }
  }

  const text = (id: string, label: string, value: string, set: (v: string) => void, placeholder: string) => (
    <Field
      id={id}
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      maxLength={MAX_NAME}
      placeholder={placeholder}
      autoComplete="off"
      required
    />
  );

  return (
    <form
      className="catalogue-form banner-form"
      noValidate
      onSubmit={submit}
      data-testid="banner-form"
      aria-busy={busy}
    >
      <ImagePick
        id="banner-image"
        label="Banner Image"
        picked={picked}
        error={imageError}
        disabled={busy}
        onChoose={(file, problem) => {
          choose(file);
          setImageError(problem);
        }}
      />
      {text("banner-title", "Title", title, setTitle, "e.g. Big Diwali Electronics Sale")}
      {text("banner-type", "Banner Type", bannerType, setBannerType, "e.g. Up to 40% off")}
      {text("banner-zone", "Zone", zone, setZone, "e.g. All India")}
      <div className="catalogue-form-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!hydrated || busy}
          data-testid="banner-submit"
        >
          {busy ? "Submitting..." : "Submit"}
        </button>
      </div>
      <FormNotice notice={notice} />
      {busy && <div className="upload-overlay" role="status">Uploading...</div>}
    </form>
  );
}

export default island("BannerForm", BannerForm);
