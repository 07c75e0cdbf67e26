/**
 * Server threads of one process share what they keep (WORKERS > 1): each has its own cache, and without
 * this every page was rendered once per thread (in the mixed load, the 2,000 product pages and their
 * signed-in templates twice over).
 *
 * A thread that keeps an answer posts it to the others (`threadMesh`) with what the others need to keep it
 * safely: the catalogue version it was true of (the thread's watermark when it kept it: every version up
 * to there was applied before its render began or checked against it since) and when its render began.
 * Another thread keeps it only if every version it has applied since that one left the answer as it was,
 * and it emptied its cache for no version (a gap, the database out of reach, a restart) since the render
 * began (freshness.ts `unchangedSince`, store.ts `clearedAt`). Versions it has not applied yet drop the
 * answer when they come, as they do any answer. So a shared answer is never staler than one it rendered.
 *
 * A thread that applies a write's own entries of the catalogue log (own-changes.ts) posts them too, and the
 * others apply them at once rather than at their next read of the log: a shopper's next request finds the
 * stock their checkout took on whichever thread takes it.
 *
 * Templates carry their personal parts' components by name (viewer.tsx `partName`: the component's own and
 * a hash of its source); a thread that does not know a name, or knows two components by it, does not keep
 * the template.
 */
import type { Dependencies } from "./dependencies.ts";
import type { LoggedChange } from "../core/page-cache.ts";
import type { CacheEntry } from "./entries.ts";
import type { Template } from "./template.ts";
import { partName, partNamed, type PersonalPart } from "../ui/viewer.tsx";

/** A personal part as it goes between threads: its component's name for the component. */
interface PostedPart {
  component: string;
  props: object;
}

type PostedTemplate = Omit<Template, "parts"> & {
  parts: (PostedPart | Exclude<Template["parts"][number], PersonalPart>)[];
};

export interface Kept {
  key: string;
  entry: Exclude<CacheEntry, Template> | PostedTemplate;
  size: number;
  deps: Dependencies;
  /** The catalogue version the answer was true of. */
  through: number;
  /** When its render began (Date.now()). */
  startedAt: number;
}

const isPersonal = (part: Template["parts"][number]): part is PersonalPart => "render" in part;

/** The entry as it can be posted (structured clone carries no functions); undefined if it cannot be. */
export function toPosted(entry: CacheEntry): Kept["entry"] | undefined {
  if (entry.kind !== "template") return entry;
  const parts: PostedTemplate["parts"] = [];
  for (const part of entry.parts) {
    if (!isPersonal(part)) parts.push(part);
    else {
      const name = partName(part.render);
      if (!name || partNamed(name)?.render !== part.render) return undefined;
      parts.push({ component: name, props: part.props });
    }
  }
  return { ...entry, parts };
}

/** The entry as this thread keeps it; undefined if a part's component is not known here by its name. */
export function fromPosted(posted: Kept["entry"]): CacheEntry | undefined {
  if (posted.kind !== "template") return posted;
  const parts: Template["parts"] = [];
  for (const part of posted.parts) {
    if (!("component" in part)) {
      parts.push(part);
      continue;
    }
    const code = partNamed(part.component);
    if (!code) return undefined;
    parts.push({ render: code.render, props: part.props });
  }
  return { ...posted, parts };
}

/**
 * Ports joining every pair of `threads` server threads: the ports of thread i (0: the main thread) are
 * `mesh[i]`, one to each other thread. (Not a BroadcastChannel: Deno's fell minutes behind at a few
 * thousand messages; a MessagePort carries one in a tenth of a millisecond.)
 */
export function threadMesh(threads: number): MessagePort[][] {
  const mesh: MessagePort[][] = Array.from({ length: threads }, () => []);
  for (let i = 0; i < threads; i++) {
    for (let j = i + 1; j < threads; j++) {
      const { port1, port2 } = new MessageChannel();
      mesh[i].push(port1);
      mesh[j].push(port2);
    }
  }
  return mesh;
}

/** Entries of the catalogue log a write read in its own transaction, committed. */
export interface Changes {
  changes: LoggedChange[];
}

export interface Receivers {
  kept(kept: Kept): void;
  changes(changes: LoggedChange[]): void;
}

/** This thread's ports to the process's other server threads. */
export class Sharing {
  constructor(private readonly ports: MessagePort[], receive: Receivers) {
    for (const port of ports) {
      port.onmessage = (event: MessageEvent<Kept | Changes>) => {
        try {
          const message = event.data;
          if ("changes" in message) receive.changes(message.changes);
          else receive.kept(message);
        } catch (error) {
          // Not kept here, then: a thread must not fall over on what another sent.
          console.error("A message from another server thread was not taken:", error);
        }
      };
    }
  }

  /** Posts the message to every other thread; one that cannot be copied (a structured clone) is not shared. */
  post(message: Kept | Changes): void {
    try {
      for (const port of this.ports) port.postMessage(message);
    } catch (error) {
      console.error("A message could not be shared with the other server threads:", error);
    }
  }

  close(): void {
    for (const port of this.ports) port.close();
  }
}
