import { useEffect, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from "../src/ui/icons.tsx";

export interface BannerSlide {
  id: string;
  title: string;
  /** Shown as the subtitle. */
  bannerType: string;
  image: string;
}

/** A new banner every 5000 ms. */
export const ROTATE_MS = 5000;

/**
 * The home page's banner carousel: one slide at a time, a new one every 5 seconds. Rotation waits while
 * the pointer or keyboard focus is on it (so nobody loses what they are reading) or after the shopper
 * presses pause. Reduced-motion users still get the rotation, just without the cross-fade (CSS).
 */
function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    // A timeout per slide: a manual change restarts the full 5 seconds for the slide now showing.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label="Offers"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="banner-slides" aria-live={paused ? "polite" : "off"}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={`banner-slide${i === index ? " is-active" : ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slide.title}`}
            aria-hidden={i !== index}
            data-active={i === index ? "" : undefined}
          >
            <img
              src={slide.image}
              alt=""
              width={1600}
              height={400}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding="async"
            />
            <div className="banner-caption">
              <p className="banner-type">{slide.bannerType}</p>
              <h2 className="banner-title">{slide.title}</h2>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="carousel-arrow banner-prev"
            aria-label="Previous banner"
            onClick={() => go(index - 1)}
          >
            <ChevronLeft />
          </button>
          <button
            type="button"
            className="carousel-arrow banner-next"
            aria-label="Next banner"
            onClick={() => go(index + 1)}
          >
            <ChevronRight />
          </button>
          <div className="banner-controls">
            <button
              type="button"
              className="banner-pause"
              aria-label={stopped ? "Start rotating banners" : "Stop rotating banners"}
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? <PlayIcon /> : <PauseIcon />}
            </button>
            <div className="banner-dots">
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  className="banner-dot"
                  aria-label={`Show banner ${i + 1}: ${slide.title}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => go(i)}
                />
              ))}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

export default island("BannerCarousel", BannerCarousel);
