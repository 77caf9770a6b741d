import { Download, FileUp } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { HAND_PAPERS, type HandPaper } from '#shared/hand-template.ts';
import { useApi } from '#renderer/api/clients.ts';
import { PageHeader } from '#renderer/ui/page-header.tsx';
import { EmptyState, ErrorState, Loading } from '#renderer/ui/states.tsx';
import { useToasts } from '#renderer/ui/toasts.tsx';
import { ScanProblem } from './scan-problem.tsx';
import { HandwritingTabs } from '../handwriting-tabs.tsx';
import { downloadFile } from '#renderer/ui/download.ts';
import './own-hand.css';
import { formatCount, formatNumber } from '#renderer/ui/format.ts';
import { handsCreate, handsTemplatePdf, useHandsList } from '#renderer/api/hands.ts';

const PAPER_NAMES: Record<HandPaper, string> = { a4: 'A4', letter: 'US Letter' };

/** Handwriting > Your own hand: the template to print, the scan to drop, and the team's hands. */
export function OwnHandsPage() {
  const api = useApi();
  const [, navigate] = useLocation();
  const toast = useToasts((s) => s.show);
  const hands = useHandsList();
  const [name, setName] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const download = async (paper: HandPaper) => {
    if (!api) return;
    const res = await handsTemplatePdf(api, { query: { paper } });
    if (res.ok) downloadFile(`inkpost-hand-template-${paper}.pdf`, res.bytes);
    else toast(res.error.message, 'error');
  };

  const read = async (chosen: File[]) => {
    if (!api || chosen.length === 0) return;
    setFiles(chosen);
    setProblem(undefined);
    setReading(true);
    const form = new FormData();
    if (name.trim()) form.append('name', name.trim());
    for (const f of chosen) form.append('file', f, f.name);
    const res = await handsCreate(api, { body: form });
    setReading(false);
    if (res.ok) {
      toast(`“${res.body.name}” is ready: check its letters below.`);
      navigate(`/handwriting/own/${res.body.id}`);
    } else {
      const data = res.body.data as { name?: { _errors?: string[] }; file?: { _errors?: string[] } } | undefined;
      setProblem(data?.name?._errors?.[0] ?? data?.file?._errors?.[0] ?? res.body.message);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void read([...event.dataTransfer.files]);
  };

  return (
    <div className="page">
      <PageHeader title="Handwriting" subtitle="Write one sheet with your pen, and Inkpost writes every card in your hand." />
      <HandwritingTabs current="own" />
      <div className="own-hand-steps">
        <section className="card" aria-labelledby="step-template">
          <h2 id="step-template">1. Print the template</h2>
          <p className="muted">One page: a box for each letter (small letters three times), the digits and punctuation. Write with a black or blue pen, one character a box, standing on the line.</p>
          <div className="toolbar">
            {HAND_PAPERS.map((paper) => (
              <button key={paper} type="button" className="btn" onClick={() => void download(paper)} disabled={!api} data-testid={`hand-template-${paper}`}>
                <Download size={16} aria-hidden /> {PAPER_NAMES[paper]} template (PDF)
              </button>
            ))}
          </div>
        </section>
        <section className="card" aria-labelledby="step-scan">
          <h2 id="step-scan">2. Scan or photograph it</h2>
          <div className="field">
            <label className="field__label" htmlFor="hand-name">
              Name of the hand
            </label>
            <input id="hand-name" value={name} onChange={(e) => setName(e.target.value)} placeholder="My hand" maxLength={60} data-testid="hand-name" />
            <span className="field__hint">Cards and the API write with it by this name. You can change it later.</span>
          </div>
          <div
            className={dragging ? 'drop-zone drop-zone--over' : 'drop-zone'}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="hand-drop"
          >
            <FileUp size={28} aria-hidden />
            {reading ? (
              <p role="status" data-testid="hand-reading">
                Reading {files.map((f) => f.name).join(', ')}: finding the sheet, straightening it and tracing every letter (a few seconds)…
              </p>
            ) : (
              <p>Drop the scan or photo of the filled-in sheet here (PNG, JPEG or PDF), or</p>
            )}
            <button type="button" className="btn btn--primary" onClick={() => input.current?.click()} disabled={!api || reading} title={reading ? 'A sheet is being read' : undefined} data-testid="hand-choose">
              Choose a file…
            </button>
            <input ref={input} type="file" accept="image/png,image/jpeg,application/pdf" multiple hidden onChange={(e) => void read([...(e.target.files ?? [])])} data-testid="hand-file" />
          </div>
          <ScanProblem headline="This sheet could not be read." problem={problem} testId="hand-problem" />
        </section>
      </div>
      <section className="card" aria-labelledby="your-hands">
        <h2 id="your-hands">Your hands</h2>
        {hands.isLoading ? (
          <Loading label="Loading your hands" rows={2} />
        ) : hands.isError ? (
          <ErrorState message={hands.error.message} onRetry={() => void hands.refetch()} />
        ) : hands.data && hands.data.length > 0 ? (
          <ul className="hand-list" data-testid="hand-list">
            {hands.data.map((hand) => (
              <li key={hand.id}>
                <Link href={`/handwriting/own/${hand.id}`} className="hand-list__name" data-testid={`hand-link-${hand.name}`}>
                  {hand.name}
                </Link>
                <span className="muted">
                  {formatCount(hand.characters.length, 'character', 'characters')}{hand.missing.length > 0 ? `, ${formatNumber(hand.missing.length)} written in ${hand.fallback}` : ''}
                </span>
                {hand.warnings.length > 0 && <span className="badge badge--warn">{hand.warnings.length} to check</span>}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No hand of your own yet" testId="hands-empty">
            Print the template, fill it in, and drop its scan above.
          </EmptyState>
        )}
      </section>
    </div>
  );
}
