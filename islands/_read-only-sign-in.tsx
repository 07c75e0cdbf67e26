/**
 * A sign-in that answered 403 with `readOnly: true` (a switched-off store) started a session all the same,
 * one that may read but not write: the form shows the server's sentence (why, and whom to write to) and a
 * link to where that session can go. Used by islands/_panel-sign-in.tsx and islands/_two-step-sign-in.tsx.
 */
import { ApiError } from "./_api.ts";

/** Where a read-only session may go from the sign-in form, and the link's text. */
export interface ReadOnlyLink {
  href: string;
  label: string;
}

/** Whether a sign-in's refusal started a read-only session. */
export const startedReadOnly = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.body?.readOnly === true;

/** The link shown after the refusal's sentence. */
export function ReadOnlyAnchor({ link }: { link?: ReadOnlyLink }) {
  if (!link) return null;
  return (
    <>
      {" "}
      <a href={link.href} data-testid="read-only-link">{link.label}</a>
    </>
  );
}
