import { useCallback, useEffect, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { ChevronLeft, ChevronRight, ImageIcon } from "../src/ui/icons.tsx";

export interface CategoryTile {
  name: string;
  href: string;
  image?: string;
}

/**
 * Categories, four to a page on desktop, with previous/next buttons. The row is a
 * native scroll container with snap points, so it also swipes on phones and scrolls without JavaScript;
 * the buttons move it one page at a time and disable themselves at either end.
 */
function CategoryCarousel({ categories }: { categories: CategoryTile[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(categories.length <= 4);

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setAtStart(el.scrollLeft <= 2);
    setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 2);
  }, []);

  useEffect(() => {
    update();
    globalThis.addEventListener("resize", update);
    return () => globalThis.removeEventListener("resize", update);
  }, [update]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reduce ? "auto" : "smooth" });
  };

  return (
    <div className="category-carousel">
      <button
        type="button"
        className="carousel-arrow category-prev"
        aria-label="Previous categories"
        disabled={atStart}
        onClick={() => page(-1)}
      >
        <ChevronLeft />
      </button>
      <ul className="category-track" ref={track} onScroll={update}>
        {categories.map((category) => (
          <li key={category.href}>
            <a className="category-tile" href={category.href}>
              <span className="category-tile-media">
                {category.image
                  ? (
                    <img
                      src={category.image}
                      alt=""
                      width={400}
                      height={300}
                      loading="lazy"
                      decoding="async"
                    />
                  )
                  : <ImageIcon />}
              </span>
              <span className="category-tile-name">{category.name}</span>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="carousel-arrow category-next"
        aria-label="Next categories"
        disabled={atEnd}
        onClick={() => page(1)}
      >
        <ChevronRight />
      </button>
    </div>
  );
}

export default island("CategoryCarousel", CategoryCarousel);
