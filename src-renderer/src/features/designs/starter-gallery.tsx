import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Starter } from '#shared/contract/studio-extras.ts';
import { productByKey } from '#shared/products.ts';
import { OCCASION_WORDS, type Occasion } from '#shared/schemas/starters.ts';
import { Button } from '#renderer/ui/button.tsx';
import { ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { StarterThumbnail } from './starter-thumbnail.tsx';
import { useDesignsCreate } from '#renderer/api/designs.ts';
import { useStartersDelete, useStartersList } from '#renderer/api/studio-extras.ts';

/**
 * The starter gallery: the team's own starters, then Inkpost's, each shown as the
 * renderer draws it. Choosing one makes a design from it and opens the studio;
 * "with our brand" puts the team's brand kit in place of the starter's.
 */
export function StarterGallery({ hasBrandKit, onOpened }: { hasBrandKit: boolean; onOpened?: () => void }) {
  const starters = useStartersList();
  const [occasion, setOccasion] = useState<Occasion | 'all'>('all');
  const [, navigate] = useLocation();
  const toast = useToasts((s) => s.show);
  const create = useDesignsCreate();
  const remove = useStartersDelete();

  if (starters.isError) return <ErrorState title="The starters could not be loaded" message={starters.error.message} onRetry={() => void starters.refetch()} compact />;
  if (!starters.data) return <Loading label="Loading the starters" rows={1} height={200} />;
  const occasions = [...new Set(starters.data.map((s) => s.occasion))];
  const shown = starters.data.filter((s) => occasion === 'all' || s.occasion === occasion);

  const use = (starter: Starter, adopt: boolean) =>
    create.mutate(
      { body: { starter_id: starter.id, ...(adopt ? { adopt_brand_kit: true } : {}) } },
      { onSuccess: (design) => (onOpened?.(), navigate(`/designs/${design.id}`)), onError: (e) => toast(`${starter.name} could not be used: ${e.message}`, 'error') },
    );

  return (
    <section className="starters" aria-label="Starters" data-testid="starter-gallery">
      <div className="starters__occasions" role="group" aria-label="Occasion">
        {(['all', ...occasions] as const).map((o) => (
          <button key={o} type="button" className={occasion === o ? 'chip chip--on' : 'chip'} aria-pressed={occasion === o} onClick={() => setOccasion(o)}>
            {o === 'all' ? 'All' : OCCASION_WORDS[o]}
          </button>
        ))}
      </div>
      <ul className="design-grid">
        {shown.map((starter) => {
          const product = productByKey(starter.product_key);
          return (
            <li key={starter.id} className="design-card" data-testid="starter-card" data-starter-id={starter.id}>
              <button type="button" className="design-card__open" onClick={() => use(starter, false)} disabled={create.isPending} aria-label={`Start from ${starter.name}`}>
                <StarterThumbnail starterId={starter.id} name={starter.name} />
              </button>
              <div className="design-card__body">
                <div className="design-card__text">
                  <span className="design-card__name">{starter.name}</span>
                  <span className="hint">
                    {OCCASION_WORDS[starter.occasion]} · {product?.name ?? starter.product_key}
                    {starter.include_envelope ? ' · Envelope' : ''}
                  </span>
                  {starter.description && <span className="hint starters__description">{starter.description}</span>}
                  <div className="row">
                    {starter.source === 'team' && <span className="badge badge--accent">Your team’s</span>}
                    {hasBrandKit && (
                      <Button variant="ghost" size="small" onPress={() => use(starter, true)} isDisabled={create.isPending} data-testid="starter-use-brand">
                        Use with our brand
                      </Button>
                    )}
                  </div>
                </div>
                {starter.source === 'team' && (
                  <Button variant="ghost" iconOnly aria-label={`Remove the starter ${starter.name}`} onPress={() => remove.mutate({ params: { starterId: starter.id } }, { onSuccess: () => toast(`Removed the starter “${starter.name}”`), onError: (e) => toast(e.message, 'error') })}>
                    <Trash2 size={15} aria-hidden />
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
