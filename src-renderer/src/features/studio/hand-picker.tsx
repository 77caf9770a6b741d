import { useEffect, useState } from 'react';
import { FONT_FAMILIES } from '#shared/handwriting.ts';
import { useApi } from '#renderer/api/clients.ts';
import { useHandsList } from '#renderer/api/hands.ts';
import { generatePng } from '#renderer/api/generate.ts';

const SAMPLE_LINE = 'Dear Ada, thank you!';
/** Samples by hand and ink, kept for the session (the engine's output does not change). */
const samples = new Map<string, Promise<string | undefined>>();

function useSample(font: string, ink: string, version = ''): string | undefined {
  const api = useApi();
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!api) return;
    const key = `${font}:${ink}:${version}`;
    if (!samples.has(key)) {
      samples.set(
        key,
        generatePng(api, { body: { content: `<p>${SAMPLE_LINE}</p>`, width: '62mm', height: '11mm', fontFamily: font as never, color: ink as never, verticalAlign: 'center' } })
          .then((res) => (res.ok ? URL.createObjectURL(res.bytes) : undefined)),
      );
    }
    let live = true;
    void samples.get(key)!.then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [api, font, ink, version]);
  return url;
}

function HandOption({ font, ink, selected, onPick, version }: { font: string; ink: string; selected: boolean; onPick: () => void; version?: string }) {
  const url = useSample(font, ink, version);
  return (
    <button type="button" className="hand-option" aria-pressed={selected} onClick={onPick} data-testid={`hand-${font}`}>
      {url ? <img src={url} alt="" /> : <span className="hand-option__loading skeleton" />}
      <span className="hand-option__name">{font}</span>
    </button>
  );
}

/** The ten hands and the team's own (Handwriting > Your own hand), each showing a line written by the engine in the chosen ink. */
export function HandPicker({ value, ink, onPick }: { value: string; ink: string; onPick: (font: string) => void }) {
  const own = useHandsList();
  return (
    <div className="hand-picker" role="group" aria-label="Hand" data-testid="prop-hand">
      {FONT_FAMILIES.map((font) => (
        <HandOption key={font} font={font} ink={ink} selected={font === value} onPick={() => onPick(font)} />
      ))}
      {own.data?.map((hand) => (
        <HandOption key={hand.id} font={hand.name} ink={ink} version={hand.updated_at} selected={hand.name === value} onPick={() => onPick(hand.name)} />
      ))}
    </div>
  );
}
