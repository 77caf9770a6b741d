/**
 * A module beside the calling one, for worker threads: `.ts` while the source runs as it is
 * (Node strips the types), `.js` in the built server (scripts/build-server.ts), where the
 * worker entries sit beside the chunk that starts them.
 */
export function siblingModule(name: string, callerUrl: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}
