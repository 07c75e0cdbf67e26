/**
 * Islands: the only components whose code reaches the browser. On the server an island renders normally
 * inside a `<div data-island>` that records its name and serialised props; in the browser the bundle
 * built for that name hydrates the same markup. An island inside another island is part of its parent's
 * bundle, so it renders without a wrapper of its own.
 */
import { type ComponentType, createContext, type ReactElement, useContext } from "react";

/** Collects the names of the islands a page rendered, so the page loads exactly their scripts. */
export const IslandRegistry = createContext<Set<string> | null>(null);
export const InsideIsland = createContext(false);

export type IslandComponent<P> = ComponentType<P> & { islandName: string; component: ComponentType<P> };

export function island<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  function IslandHost(props: P): ReactElement {
    const registry = useContext(IslandRegistry);
    if (useContext(InsideIsland)) return <Component {...props} />;
    registry?.add(name);
    return (
      <div data-island={name} data-props={JSON.stringify(props)}>
        <InsideIsland.Provider value>
          <Component {...props} />
        </InsideIsland.Provider>
      </div>
    );
  }
  return Object.assign(IslandHost, { islandName: name, component: Component });
}
