/**
 * Cities Management: a name added by the button or the Enter key (trimmed; a name already
 * listed, in any case, is refused before sending: 'City already exists.'; the server's 409 says the same),
 * and the list, about 350 px high and scrolling, each city with its remove button.
 */
import { type FormEvent, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { apiCall, ApiError } from "./_api.ts";
import { FormNotice, type Notice, useHydrated } from "./_forms.tsx";

export const CITY_EXISTS = "City already exists.";
export const ADD_FAILED = "Error adding city";
export const DELETE_FAILED = "Error deleting city";
export const NO_CITIES = "No cities listed.";

interface City {
  _id: string;
  name: string;
}

const byName = (a: City, b: City) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });

function CityManager({ cities: initial }: { cities: City[] }) {
  const hydrated = useHydrated();
  const [cities, setCities] = useState(initial);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    if (cities.some((c) => c.name.toLowerCase() === trimmed.toLowerCase())) {
      return setNotice({ kind: "error", text: CITY_EXISTS });
    }
    setBusy(true);
    setNotice(null);
    try {
      const city = await apiCall<City>("POST", "/cities", { name: trimmed });
      setCities((list) => [...list, city].sort(byName));
      setName("");
      setNotice({ kind: "success", text: `${city.name} added.` });
    } catch (caught) {
      const text = caught instanceof ApiError && caught.status === 409
        ? CITY_EXISTS
        : caught instanceof ApiError && caught.status > 0
        ? `${ADD_FAILED}: ${caught.message}`
        : ADD_FAILED;
      setNotice({ kind: "error", text });
    } finally {
      setBusy(false);
    }
  }

  async function remove(city: City) {
    setNotice(null);
    try {
      await apiCall("DELETE", `/cities/${encodeURIComponent(city._id)}`);
      setCities((list) => list.filter((c) => c._id !== city._id));
    } catch {
      setNotice({ kind: "error", text: DELETE_FAILED });
    }
  }

  return (
    <div className="city-manager">
      {/* A form: Enter in the field submits it, as the Add button does. */}
      <form className="city-add" onSubmit={add} noValidate>
        <label htmlFor="city-name" className="visually-hidden">City name</label>
        <input
          id="city-name"
          type="text"
          value={name}
          maxLength={100}
          autoComplete="off"
          placeholder="Add a city, e.g. Pune"
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
          {busy ? "Adding..." : "Add"}
        </button>
      </form>
      <FormNotice notice={notice} />
      {cities.length === 0
        ? <p className="city-empty" data-testid="no-cities">{NO_CITIES}</p>
        : (
          <ul className="city-list" aria-label="Cities we deliver to" data-testid="city-list">
            {cities.map((city) => (
              <li key={city._id}>
                <span>{city.name}</span>
                <button
                  type="button"
                  className="btn btn-danger btn-small"
                  disabled={!hydrated}
                  onClick={() => remove(city)}
                  aria-label={`Remove ${city.name}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      <p className="city-count muted">{cities.length} {cities.length === 1 ? "city" : "cities"}</p>
    </div>
  );
}

export default island("CityManager", CityManager);
