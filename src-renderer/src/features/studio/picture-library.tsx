import { useEffect, useMemo, useState } from 'react';
import { type Picture, PICTURE_KIND_WORDS, type PictureKind, pictureSrc, searchPictures } from '#shared/picture-library/pictures.ts';
import { Dialog } from '#renderer/ui/dialog.tsx';
import { Segmented } from '#renderer/ui/segmented.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { formatCount } from '#renderer/ui/format.ts';
import { TextField } from '#renderer/ui/text-field.tsx';

type Filter = PictureKind | 'all';
let cached: Promise<Picture[]> | undefined;
/** The library's JSON is loaded on first use (it is bundled with the app: nothing is fetched from the network). */
const loadLibrary = () => (cached ??= import('#shared/picture-library/pictures.json').then((m) => m.default as Picture[]));

/**
 * The bundled picture library: illustrations, patterns and frames, searched by
 * word and filtered by kind; a click puts the picture on the card, embedded like
 * an uploaded image.
 */
export function PictureLibrary({ onPick, onClose }: { onPick(picture: Picture): void; onClose(): void }) {
  const [pictures, setPictures] = useState<Picture[] | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<Filter>('all');
  const load = () => {
    setFailed(undefined);
    loadLibrary().then(setPictures, (e: unknown) => {
      cached = undefined;
      setFailed(e instanceof Error ? e.message : String(e));
    });
  };
  useEffect(load, []);
  const found = useMemo(() => (pictures ? searchPictures(pictures, query, kind === 'all' ? undefined : kind) : []), [pictures, query, kind]);
  const segments = [{ value: 'all' as Filter, label: 'All' }, ...(Object.keys(PICTURE_KIND_WORDS) as PictureKind[]).map((k) => ({ value: k as Filter, label: PICTURE_KIND_WORDS[k], testId: `pictures-kind-${k}` }))];

  return (
    <Dialog title="Pictures" onClose={onClose} wide testId="picture-library">
      <div className="stack">
        <div className="pictures__filters">
          <TextField label="Search pictures" value={query} onChange={setQuery} placeholder="cake, house, leaves, frame…" autoFocus testId="pictures-search" />
          <Segmented label="Kind of picture" segments={segments} value={kind} onChange={setKind} />
        </div>
        {failed ? (
          <ErrorState title="The picture library could not be loaded" message={failed} onRetry={load} />
        ) : !pictures ? (
          <Loading label="Loading the pictures" rows={2} height={96} />
        ) : found.length === 0 ? (
          <EmptyState title={`No pictures match “${query}”`} compact>
            Try another word (an occasion, a thing, a colour), or show all kinds.
          </EmptyState>
        ) : (
          <>
            <p className="hint" role="status">
              {formatCount(found.length, 'picture', 'pictures')}: vectors, sharp at any size; open-licensed (illustrations: Fluent Emoji by Microsoft, MIT; patterns and frames: Inkpost, CC0).
            </p>
            <ul className="pictures__grid" aria-label="Pictures">
              {found.map((p) => (
                <li key={p.id}>
                  <button type="button" className="pictures__item" onClick={() => onPick(p)} title={`${p.name} (${p.licence})`} data-testid={`picture-${p.id}`}>
                    <img src={pictureSrc(p)} alt="" />
                    <span>{p.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
