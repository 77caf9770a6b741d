/** A scan that cannot become a hand, with what the person can do about it (answered as a 400). */
export class ScanRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScanRejected';
  }
}
