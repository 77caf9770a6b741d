// The bold and italic faces of the print typefaces, which the renderer embeds
// too (print-font-css.ts): the in-place editor shows a bold or italic word in
// its real face, not one the browser makes up.
import '@fontsource/source-sans-3/700.css';
import '@fontsource/source-sans-3/400-italic.css';
import '@fontsource/work-sans/700.css';
import '@fontsource/work-sans/400-italic.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/montserrat/400-italic.css';
import '@fontsource/lora/700.css';
import '@fontsource/lora/400-italic.css';
import '@fontsource/eb-garamond/700.css';
import '@fontsource/eb-garamond/400-italic.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource/playfair-display/400-italic.css';
import '@fontsource/roboto-slab/700.css';
import '@fontsource/bitter/700.css';
import '@fontsource/bitter/400-italic.css';
