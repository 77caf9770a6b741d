import { Image, MapPin, PenLine, QrCode, Shapes, Stamp, Type } from 'lucide-react';
import { useState } from 'react';
import { addressElement, type Box, type ElementKind, handwritingElement, imageElement, qrElement, stampElement, textElement } from '#shared/design-elements.ts';
import { type Corner, placeInFreeSpace } from '#shared/design-arrange.ts';
import { nextElementId } from '#shared/design-html.ts';
import type { Product } from '#shared/products.ts';
import { FileButton } from '#renderer/ui/drop-zone.tsx';
import { IMAGE_TYPES, readImageFile } from '#renderer/ui/image-file.ts';
import { type Picture, pictureSize, pictureSrc } from '#shared/picture-library/pictures.ts';
import { PictureLibrary } from './picture-library.tsx';

interface Props {
  product: Product;
  side: 'front' | 'back';
  safe: Box;
  /** Both sides' HTML: new ids are unique across the design. */
  htmls: readonly string[];
  /** The boxes of the side's shown elements: a new one goes where it covers none of them. */
  occupied: readonly Box[];
  disabled: boolean;
  /** `crowded`: no free space was left inside the safe area, so the new element covers what it covers least. */
  onInsert(elementHtml: string, id: string, crowded: boolean): void;
}

const covers = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Adds an element where a designer would start it: in free space inside the safe area, sized for its kind. */
export function ElementPalette({ product, side, safe, htmls, occupied, disabled, onInsert }: Props) {
  // In free space inside the safe area (the first spot in reading order; codes from the bottom right), not stacked on what is there.
  let crowded = false;
  const at = (w: number, h: number, corner: Corner = 'top-left'): Box => {
    const box = placeInFreeSpace({ width: w, height: h }, safe, occupied, { corner });
    crowded = occupied.some((o) => covers(box, o));
    return box;
  };
  const id = (kind: ElementKind) => nextElementId(kind, ...htmls);
  const stampNeeded = product.category === 'postcard' && side === 'back';
  const [choosingPicture, setChoosingPicture] = useState(false);
  /** A picture of the library goes on like an upload; a frame takes the safe area, a pattern starts as a band. */
  const placePicture = (picture: Picture) => {
    setChoosingPicture(false);
    const newId = id('image');
    const size = pictureSize(picture.kind, safe);
    const box = picture.kind === 'frame' ? { x: safe.x, y: safe.y, ...size } : at(size.width, size.height);
    onInsert(imageElement(newId, box, pictureSrc(picture), picture.name).replace('object-fit:cover', picture.kind === 'illustration' ? 'object-fit:contain' : 'object-fit:fill').replace('<img ', `<img data-ink-name="${picture.name.replace(/"/g, '')}" `), newId, picture.kind !== 'frame' && crowded);
  };

  const insert = (kind: ElementKind, src?: string) => {
    const newId = id(kind);
    const html = {
      text: () => textElement(newId, at(safe.width * 0.6, 14)),
      handwriting: () => handwritingElement(newId, at(Math.min(90, safe.width * 0.7), 32)),
      image: () => imageElement(newId, at(40, 30), src ?? ''),
      qr: () => qrElement(newId, at(24, 24, 'bottom-right')),
      address: () => addressElement(newId, at(Math.min(64, safe.width * 0.45), 30, 'bottom-right')),
      stamp: () => stampElement(newId, { x: Math.round(safe.x + safe.width - 20), y: Math.round(safe.y), width: 20, height: 24 }),
    }[kind]();
    onInsert(html, newId, crowded);
  };

  const items: { kind: ElementKind; label: string; icon: typeof Type; why?: string | undefined }[] = [
    { kind: 'text', label: 'Text', icon: Type },
    { kind: 'handwriting', label: 'Handwriting', icon: PenLine },
    { kind: 'image', label: 'Image', icon: Image },
    { kind: 'qr', label: 'Smart QR', icon: QrCode },
    { kind: 'address', label: 'Address', icon: MapPin },
    { kind: 'stamp', label: 'Stamp area', icon: Stamp, why: stampNeeded ? undefined : product.category === 'postcard' ? 'The stamp goes on the back of a postcard' : `${product.name}s are mailed in an envelope, which carries the stamp` },
  ];

  return (
    <div className="palette" role="toolbar" aria-label="Add an element">
      <button type="button" className="palette__item" disabled={disabled} title="Illustrations, patterns and frames to start from" onClick={() => setChoosingPicture(true)} data-testid="palette-pictures">
        <Shapes size={18} aria-hidden />
        <span>Pictures</span>
      </button>
      {choosingPicture && <PictureLibrary onPick={placePicture} onClose={() => setChoosingPicture(false)} />}
      {items.map(({ kind, label, icon: Icon, why }) =>
        kind === 'image' ? (
          // An image comes from a file: chosen, or dropped on the tile from the desktop.
          <FileButton key={kind} accept={IMAGE_TYPES} acceptWords="a PNG, JPEG, WebP or SVG image" onFiles={([file]) => void readImageFile(file).then((src) => src && insert('image', src))} isDisabled={disabled} buttonClassName="palette__item" buttonTestId="palette-image" testId="palette-image-file">
            <Icon size={18} aria-hidden />
            <span>{label}</span>
          </FileButton>
        ) : (
          <button key={kind} type="button" className="palette__item" disabled={disabled || Boolean(why)} title={why ?? `Add ${label.toLowerCase()}`} onClick={() => insert(kind)} data-testid={`palette-${kind}`}>
            <Icon size={18} aria-hidden />
            <span>{label}</span>
          </button>
        ),
      )}
    </div>
  );
}
