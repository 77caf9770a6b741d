import { choose } from './choose.ts';
import { PageObject } from './page-object.ts';

/** The Templates and Handwriting pages of the app's UI. */
export class AppPagesObject extends PageObject {
  readonly templatesTable = this.testId('templates-table');
  readonly handwritingImage = this.testId('handwriting-image');

  async openHandwriting(): Promise<void> {
    await this.testId('nav-handwriting').click();
  }

  async writeNote(text: string, hand: string): Promise<void> {
    await this.testId('handwriting-content').fill(text);
    await choose(this.testId('font-family'), hand);
    await this.testId('render-handwriting').click();
  }
}
