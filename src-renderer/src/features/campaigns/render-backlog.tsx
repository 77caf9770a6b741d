import { ProgressBar } from '#renderer/ui/progress.tsx';
import { type RenderBacklogCounts as Backlog, renderBacklogWords } from './campaign-words.ts';

/** The campaign's documents while some wait to be rendered (or some failed): rendered n of m, the rate, the time left. */
export function RenderBacklog({ backlog }: { backlog: Backlog }) {
  if (backlog.queued === 0 && backlog.failed === 0) return null;
  const total = backlog.queued + backlog.rendered + backlog.failed;
  return (
    <div className="render-backlog" data-testid="render-backlog">
      {backlog.queued > 0 && <ProgressBar label="Documents rendered" value={backlog.rendered + backlog.failed} maxValue={Math.max(total, 1)} />}
      <span className={backlog.failed > 0 ? 'hint warning' : 'hint'} data-testid="render-backlog-text">
        {renderBacklogWords(backlog)}
        {backlog.failed > 0 && ': the recipient panel renders one again'}
      </span>
    </div>
  );
}
