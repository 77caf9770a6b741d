// The print typefaces in the app itself, so the studio's font picker shows each in
// its own face (the renderer embeds them in the PDFs from the same packages).
import '@fontsource/source-sans-3/400.css';
import '@fontsource/work-sans/400.css';
import '@fontsource/montserrat/400.css';
import '@fontsource/lora/400.css';
import '@fontsource/eb-garamond/400.css';
import '@fontsource/playfair-display/400.css';
import '@fontsource/roboto-slab/400.css';
import '@fontsource/bitter/400.css';
import '@fontsource/abril-fatface/400.css';
import '@fontsource/bebas-neue/400.css';
