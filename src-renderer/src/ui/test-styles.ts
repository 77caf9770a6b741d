// The component tests render with the app's own typeface and styles, as the app does (vitest.config.ts).
import '@fontsource-variable/inter/wght.css';
import '#renderer/styles/tokens.css';
import '#renderer/styles/base.css';
import '#renderer/styles/controls.css';
import '#renderer/styles/components.css';
