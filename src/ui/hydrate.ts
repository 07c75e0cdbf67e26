/** Browser side of islands: hydrate every `<div data-island=name>` with the component built for it. */
import { type ComponentType, createElement } from "react";
// @ts-types="@types/react-dom/client"
import { hydrateRoot } from "react-dom/client";
import { InsideIsland } from "./island.tsx";

export function hydrate(name: string, Component: ComponentType<any>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? "{}");
    hydrateRoot(
      element,
      createElement(InsideIsland.Provider, { value: true }, createElement(Component, props)),
    );
  }
}
