// What the HTML sanitiser keeps (sanitise-html.ts): elements and attributes known
// to be safe on a printed card, from the HTML and SVG specifications. Everything
// else goes. Names are lower-case (parse5 camel-cases some SVG names; the
// sanitiser compares lower-cased).

const words = (list: string) => new Set(list.trim().split(/\s+/));

/** HTML elements, in the HTML namespace only. */
export const HTML_ELEMENTS = words(`
  html head body title style
  a abbr address article aside b bdi bdo big blockquote br caption center cite code col colgroup data dd del details
  dfn div dl dt em figcaption figure font footer h1 h2 h3 h4 h5 h6 header hgroup hr i img ins kbd li main mark menu
  nav ol p picture pre q rp rt ruby s samp section small source span strike strong sub summary sup table tbody td
  tfoot th thead time tr tt u ul var wbr
  form fieldset legend label button input select optgroup option textarea output meter progress
`);

/** SVG elements, in the SVG namespace only (no script, foreignObject or animation). */
export const SVG_ELEMENTS = words(`
  svg g defs symbol use a title desc metadata switch view style
  path rect circle ellipse line polyline polygon text tspan textpath image marker pattern clippath mask
  lineargradient radialgradient stop
  filter feblend fecolormatrix fecomponenttransfer fecomposite feconvolvematrix fediffuselighting fedisplacementmap
  fedistantlight fedropshadow feflood fefunca fefuncb fefuncg fefuncr fegaussianblur feimage femerge femergenode
  femorphology feoffset fepointlight fespecularlighting fespotlight fetile feturbulence
`);

/**
 * Removed with everything inside them: what runs code, embeds another document or
 * hides markup from the parser. Any other element not kept is unwrapped: it goes,
 * its content stays (an unknown tag around a line of text keeps the text).
 */
export const REMOVED_WITH_CONTENT = words(`
  script noscript iframe frame frameset object embed applet param base link meta template portal fencedframe
  noembed noframes xmp plaintext math foreignobject animate set animatemotion animatetransform discard
  video audio canvas dialog
`);

/** Attributes of HTML elements (plus every `data-*` and `aria-*`). */
export const HTML_ATTRIBUTES = words(`
  id class style title lang dir hidden translate role tabindex xmlns
  align valign bgcolor background border color face size width height
  cellpadding cellspacing colspan rowspan span headers scope abbr axis char charoff nowrap frame rules summary
  alt src srcset sizes decoding href hreflang rel target download cite datetime
  start reversed type value label open
  name for placeholder disabled checked selected readonly multiple required rows cols wrap maxlength minlength
  min max step low high optimum media
`);

/** Attributes of SVG elements (presentation attributes and geometry; plus every `data-*` and `aria-*`). */
export const SVG_ATTRIBUTES = words(`
  id class style lang tabindex xmlns xmlns:xlink xml:space xml:lang version role
  href xlink:href xlink:title
  x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d points width height viewbox preserveaspectratio transform pathlength
  fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin stroke-dasharray
  stroke-dashoffset stroke-miterlimit opacity color display visibility overflow clip clip-path clip-rule mask filter
  vector-effect paint-order shape-rendering text-rendering image-rendering color-interpolation color-interpolation-filters
  mix-blend-mode isolation
  font-family font-size font-size-adjust font-stretch font-style font-variant font-weight text-anchor text-decoration
  dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing writing-mode direction unicode-bidi
  dx dy rotate textlength lengthadjust startoffset method spacing side
  offset stop-color stop-opacity gradientunits gradienttransform spreadmethod
  patternunits patterncontentunits patterntransform clippathunits maskunits maskcontentunits
  markerwidth markerheight markerunits orient refx refy marker-start marker-mid marker-end
  filterunits primitiveunits in in2 result stddeviation operator k1 k2 k3 k4 flood-color flood-opacity lighting-color
  values type mode scale xchannelselector ychannelselector basefrequency numoctaves seed stitchtiles kernelmatrix
  order divisor bias edgemode targetx targety preservealpha surfacescale diffuseconstant specularconstant
  specularexponent azimuth elevation pointsatx pointsaty pointsatz limitingconeangle radius tablevalues slope
  intercept amplitude exponent
`);

/** Attributes holding one URL, and the lists of them (srcset: "url 1x, url 2x"). */
export const URL_ATTRIBUTES = words('href xlink:href src poster background cite');
export const URL_LIST_ATTRIBUTES = words('srcset');

/** Attributes a <form> may not keep (it must never send anything anywhere). */
export const FORM_ONLY_REFUSED = words('method enctype target');
