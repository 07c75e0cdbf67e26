import { type KeyboardEvent, useRef, useState } from "react";
import { island } from "../src/ui/island.tsx";
import { ImageIcon } from "../src/ui/icons.tsx";
import { GALLERY_SIZES, srcSetOfUrl, THUMB_SIZES, THUMB_WIDTHS } from "../src/uploads/media-urls.ts";

interface Props {
  name: string;
  photos: string[];
}

/**
 * The product page's photos: a large image and a row of thumbnails. Thumbnails are buttons (click, Enter,
 * Space); arrow keys, Home and End move between them, and the main image follows.
 */
function ProductGallery({ name, photos }: Props) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  if (photos.length === 0) {
    return (
      <div className="gallery">
        <div className="gallery-main gallery-empty" role="img" aria-label={`No photo of ${name} yet`}>
          <ImageIcon />
        </div>
      </div>
    );
  }

  const select = (next: number, focus = false) => {
    const i = (next + photos.length) % photos.length;
    setIndex(i);
    if (focus) thumbs.current[i]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: photos.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key], true);
  };

  return (
    <div className="gallery">
      <div className="gallery-main">
        <img
          src={photos[index]}
          srcSet={srcSetOfUrl(photos[index])}
          sizes={GALLERY_SIZES}
          alt={photos.length > 1 ? `${name}, photo ${index + 1} of ${photos.length}` : name}
          width={600}
          height={600}
          fetchPriority="high"
          data-testid="gallery-main"
        />
      </div>
      {photos.length > 1 && (
        <div className="gallery-thumbs" role="group" aria-label="Product photos" onKeyDown={onKeyDown}>
          {photos.map((photo, i) => (
            <button
              key={photo + i}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              className="gallery-thumb"
              aria-label={`Show photo ${i + 1} of ${photos.length}`}
              aria-pressed={i === index}
              tabIndex={i === index ? 0 : -1}
              onClick={() => select(i)}
            >
              <img
                src={photo}
                srcSet={srcSetOfUrl(photo, THUMB_WIDTHS, false)}
                sizes={THUMB_SIZES}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                decoding="async"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export default island("ProductGallery", ProductGallery);
