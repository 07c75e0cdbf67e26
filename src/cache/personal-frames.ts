/**
 * A template's personal parts (the header's menu, 'Deliver to', cart badge and account links, the location
 * dialog) made for each request without React, from React's own HTML: a part is rendered once per shape
 * of viewer, for a viewer whose texts are markers, and cut at them; a request joins the cut HTML with its
 * viewer's texts, escaped as React escapes them (first as JSON where a marker stood as a JSON string: an
 * island's props). A page's parts cost a few string joins per request (a React render would cost
 * hundreds of times as much), and no part is written twice, once in React and once as a string.
 *
 * The shape is everything a part may branch on: the role, which of the viewer's texts are unset or empty,
 * and a cart count of 0, 1 or more; whatever else of the viewer a part shows it shows as it is
 * (template.test.ts compares both ways for many viewers). A shape's first request also compares its joined
 * HTML with React's; should they differ, that part is rendered by React for every request of the shape,
 * with a warning. Everything else in a part is fixed for the process, as the template around it is.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { type PersonalPart, type Viewer, ViewerContext } from "../ui/viewer.tsx";
import { escapeHtml } from "../ui/escape.ts";

/** Markers of the viewer's texts, in the order of `ViewerTexts.values`. */
const MARKS = ["\uE000", "\uE001", "\uE002", "\uE003", "\uE004", "\uE005"];
/** A marker as a JSON string in an attribute (an island's props), or anywhere else. */
const marker = /&quot;([\uE000-\uE005])&quot;|([\uE000-\uE005])/g;

/** A part's HTML for one shape: `html` around the holes; a hole is a text's index × 2, + 1 as JSON. */
interface Frame {
  html: string[];
  holes: number[];
}

type Text = string | null | undefined;
const stateOf = (text: Text) => text === undefined ? "u" : text === null ? "n" : text === "" ? "e" : "s";

/** A request's viewer as its parts take it: its shape, and its texts, each escaped once when first used. */
export class ViewerTexts {
  readonly shape: string;
  /** id, name, email, store name, delivery location, cart count. */
  readonly values: unknown[];
  #escaped: (string | undefined)[] = [];

  constructor(readonly viewer: Viewer) {
    const { user, cartCount, deliveryLocation } = viewer;
    const count = cartCount === 0 ? "0" : cartCount === 1 ? "1" : "n";
    this.shape =
      (user
        ? user.role + stateOf(user.id) + stateOf(user.name) + stateOf(user.email) + stateOf(user.storeName)
        : "visitor") + stateOf(deliveryLocation) + count;
    this.values = [user?.id, user?.name, user?.email, user?.storeName, deliveryLocation, cartCount];
  }

  fill(hole: number): string {
    let text = this.#escaped[hole];
    if (text === undefined) {
      const value = this.values[hole >> 1];
      text = this.#escaped[hole] = escapeHtml(hole & 1 ? JSON.stringify(value) ?? "" : String(value));
    }
    return text;
  }
}

/**
 * The viewer with a marker for each text it has (unset and empty ones as they are), and nothing else of it:
 * a field of the viewer not named here shows as unset, and its part then fails the first comparison.
 */
function markedViewer({ user, cartCount, deliveryLocation }: Viewer): Viewer {
  const mark = <T extends Text>(text: T, i: number): T => (text ? MARKS[i] as T : text);
  return {
    user: user && {
      id: mark(user.id, 0),
      name: mark(user.name, 1),
      email: mark(user.email, 2),
      role: user.role,
      storeName: mark(user.storeName, 3),
    },
    deliveryLocation: mark(deliveryLocation, 4),
    cartCount: cartCount === 0 || cartCount === 1 ? cartCount : MARKS[5] as unknown as number,
  };
}

const renderPart = (part: PersonalPart, viewer: Viewer) =>
  renderToString(
    createElement(ViewerContext.Provider, { value: viewer }, createElement(part.render, part.props)),
  );

function join(frame: Frame, texts: ViewerTexts): string {
  const { html, holes } = frame;
  let out = html[0];
  for (let i = 0; i < holes.length; i++) out += texts.fill(holes[i]) + html[i + 1];
  return out;
}

function cutFrame(part: PersonalPart, texts: ViewerTexts): Frame | null {
  const rendered = renderPart(part, markedViewer(texts.viewer));
  const frame: Frame = { html: [], holes: [] };
  let from = 0;
  for (const match of rendered.matchAll(marker)) {
    frame.html.push(rendered.slice(from, match.index));
    const json = match[1] !== undefined;
    const text = (json ? match[1] : match[2]).charCodeAt(0) - 0xe000;
    frame.holes.push(text * 2 + (json ? 1 : 0));
    from = match.index + match[0].length;
  }
  frame.html.push(rendered.slice(from));
  if (join(frame, texts) === renderPart(part, texts.viewer)) return frame;
  console.warn(
    `The personal part ${part.render.name || "(anonymous)"} shows its viewer in a way a frame cannot: ` +
      `React renders it for each request of shape ${texts.shape}.`,
  );
  return null;
}

/** Each component's frames, by its props (JSON) and then by shape: shared by every template showing it. */
const byComponent = new Map<PersonalPart["render"], Map<string, Map<string, Frame | null>>>();
/** A template's part's frames, found once. */
const ofPart = new WeakMap<PersonalPart, Map<string, Frame | null>>();

function framesOf(part: PersonalPart): Map<string, Frame | null> {
  let frames = ofPart.get(part);
  if (frames) return frames;
  let byProps = byComponent.get(part.render);
  if (!byProps) byComponent.set(part.render, byProps = new Map());
  // A part's props are data, the same for every viewer (they go between server threads as they are).
  const key = JSON.stringify(part.props);
  frames = byProps.get(key);
  if (!frames) byProps.set(key, frames = new Map());
  ofPart.set(part, frames);
  return frames;
}

/** The part's HTML for this viewer, or undefined when its shape needs React. */
export function framedHtml(part: PersonalPart, texts: ViewerTexts): string | undefined {
  const frames = framesOf(part);
  let frame = frames.get(texts.shape);
  if (frame === undefined) frames.set(texts.shape, frame = cutFrame(part, texts));
  return frame ? join(frame, texts) : undefined;
}
