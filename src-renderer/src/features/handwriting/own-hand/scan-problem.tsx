/** Why a scan could not be used, as the API said it, under a headline of what failed. */
export function ScanProblem({ headline, problem, testId }: { headline: string; problem: string | undefined; testId: string }) {
  if (!problem) return null;
  return (
    <div className="own-hand-problem" role="alert" data-testid={testId}>
      <strong>{headline}</strong> {problem}
    </div>
  );
}
