/** The built-in receiver a team's deliveries go to in the console (the same name the built-in-receiver scenario uses). */
export function receiverNameOf(teamId: string): string {
  return teamId.slice(0, 8);
}
