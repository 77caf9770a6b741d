// What the console gives the rest of the app.
export { ConsolePage } from './console-page.tsx';
export { ClockStatus } from './clock/clock-status.tsx';
