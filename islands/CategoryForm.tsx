/**
 * The admin's category and subcategory forms: Add New Category (Title, Description,
 * Image with preview; 'Submit', 'Uploading...'), Edit Category (prefilled; 'Update'), Add New SubCategory
 * (category dropdown 'Select a category', Title, Description; 'Submit') and Edit SubCategory. Success goes
 * to /panel/category (with the category's subcategories open); a refusal shows the form's failure text
 * with the server's sentence.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import {
  CATEGORY_ADD_FAILED,
  CATEGORY_ADDED,
  CATEGORY_UPDATE_FAILED,
  CATEGORY_UPDATED,
  IMAGE_REQUIRED,
  MAX_DESCRIPTION,
  MAX_NAME,
  REQUIRED,
  SUBCATEGORY_ADD_FAILED,
  SUBCATEGORY_ADDED,
  SUBCATEGORY_UPDATE_FAILED,
  SUBCATEGORY_UPDATED,
} from "../src/catalogue/catalogue-admin.rules.ts";
import { apiCall, ApiError } from "./_api.ts";
import { Field, FormNotice, type Notice, useHydrated } from "./_forms.tsx";
import { ImagePick, useImagePick } from "./_image-pick.tsx";

type Mode = "category-add" | "category-edit" | "subcategory-add" | "subcategory-edit";

interface Props {
  mode: Mode;
  /** Edit modes: the category (and subcategory) being changed, as stored. */
  categoryId?: string;
  subcategoryId?: string;
  name?: string;
  description?: string;
  /** Add-subcategory mode: the categories to choose from, and the one preselected. */
  categories?: { id: string; name: string }[];
}

const TEXTS: Record<Mode, { done: string; failed: string; button: string; busy: string }> = {
  "category-add": {
    done: CATEGORY_ADDED,
    failed: CATEGORY_ADD_FAILED,
    button: "Submit",
    busy: "Uploading...",
  },
  "category-edit": {
    done: CATEGORY_UPDATED,
    failed: CATEGORY_UPDATE_FAILED,
    button: "Update",
    busy: "Updating...",
  },
  "subcategory-add": {
    done: SUBCATEGORY_ADDED,
    failed: SUBCATEGORY_ADD_FAILED,
    button: "Submit",
    busy: "Submitting...",
  },
  "subcategory-edit": {
    done: SUBCATEGORY_UPDATED,
    failed: SUBCATEGORY_UPDATE_FAILED,
    button: "Update",
    busy: "Updating...",
  },
};

type Errors = Partial<Record<"category" | "name" | "description" | "image", string>>;

function CategoryForm(props: Props) {
  const { mode, categories = [] } = props;
  const hydrated = useHydrated();
  const [category, setCategory] = useState(props.categoryId ?? "");
  const [name, setName] = useState(props.name ?? "");
  const [description, setDescription] = useState(props.description ?? "");
  const { picked, choose } = useImagePick();
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const texts = TEXTS[mode];
  const isSub = mode.startsWith("subcategory");

  function check(): Errors {
    const found: Errors = {};
    if (mode === "subcategory-add" && !category) found.category = REQUIRED;
    if (!name.trim()) found.name = REQUIRED;
    if (!description.trim()) found.description = REQUIRED;
    return found;
  }

  function request(): [method: "POST" | "PUT", path: string, body: unknown] {
    const text = { name: name.trim(), description: description.trim() };
    const id = encodeURIComponent(category);
    switch (mode) {
      case "category-add": {
        const form = new FormData();
        form.append("name", text.name);
        form.append("description", text.description);
        form.append("image", picked!.file, picked!.file.name);
        return ["POST", "/api/category/add-category", form];
      }
      case "category-edit":
        return ["PUT", `/category/${id}`, text];
      case "subcategory-add":
        return ["POST", `/category/${id}/subcategory`, text];
      case "subcategory-edit":
        return ["PUT", `/api/category/${id}/subcategory/${encodeURIComponent(props.subcategoryId!)}`, text];
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) return;
    if (mode === "category-add" && !picked) {
      // 'Please select an image', at the image field (not a blocking browser alert); nothing is sent.
      setErrors({ image: IMAGE_REQUIRED });
      document.getElementById("category-image")?.focus();
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const answer = await apiCall<{ category: { _id: string } }>(...request());
      setNotice({ kind: "success", text: texts.done });
      location.assign(
        isSub
          ? `/panel/category?open=${encodeURIComponent(answer.category._id)}#subcategories`
          : "/panel/category",
      );
    } catch (caught) {
      const reason = caught instanceof ApiError && caught.status > 0 ? `: ${caught.message}` : "";
      setNotice({ kind: "error", text: `${texts.failed}${reason}` });
      setBusy(false);
    }
  }

  return (
    <form className="catalogue-form" noValidate onSubmit={submit} data-testid="category-form">
      {mode === "subcategory-add" && (
        <div className="form-field">
          <label htmlFor="category-parent">Category</label>
          <select
            id="category-parent"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            aria-invalid={errors.category ? true : undefined}
            required
          >
            <option value="">Select a category</option>
            {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
          {errors.category && <small className="form-error">{errors.category}</small>}
        </div>
      )}
      <Field
        id="category-name"
        label="Title"
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
        maxLength={MAX_NAME}
        autoComplete="off"
        required
      />
      <div className="form-field">
        <label htmlFor="category-description">Description</label>
        <textarea
          id="category-description"
          value={description}
          rows={4}
          maxLength={MAX_DESCRIPTION}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          required
        />
        {errors.description && <small className="form-error">{errors.description}</small>}
      </div>
      {mode === "category-add" && (
        <ImagePick
          id="category-image"
          label="Image"
          picked={picked}
          error={errors.image}
          disabled={busy}
          onChoose={(file, problem) => {
            choose(file);
            setErrors((all) => ({ ...all, image: problem }));
          }}
        />
      )}
      <div className="catalogue-form-actions">
        <a className="btn" href="/panel/category">Cancel</a>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!hydrated || busy}
          data-testid="category-submit"
        >
          {busy ? texts.busy : texts.button}
        </button>
      </div>
      <FormNotice notice={notice} />
    </form>
  );
}

export default island("CategoryForm", CategoryForm);
