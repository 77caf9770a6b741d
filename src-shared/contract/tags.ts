// The groups of the API reference: every route names one or more, and the
// OpenAPI document declares each with its description (in this order).

export const TAGS = {
  Authentication: 'Who a key is: the credential check clients make first.',
  Account: "A team's billing state, and the links that set it up.",
  Partner: 'Partner accounts provision customer teams and their keys.',
  Catalog: 'The products (sizes, bleed, envelope support) a campaign or an HTML recipient can use. An Inkpost extension.',
  Templates: 'Handwritten templates: text blocks placed on a product, published as versions.',
  Campaigns: 'Campaigns tie a product and a template to recipients, delivery and billing; with their recipients, timeline, spend and quote.',
  Recipients: 'The people a campaign writes to, their rendered documents and preview images.',
  Handwriting: 'Handwritten text rendered on its own, as a PNG or a plotter SVG.',
  Hands: "Your own hand: a printable template, scans of it made into a team's hand, written with by name like a built-in hand. An Inkpost extension.",
  Fonts: "A team's own typefaces (OTF, TTF, WOFF2): offered in the studio's pickers and embedded in every PDF and preview. An Inkpost extension.",
  Checkout: 'Carts and checkout of pending recipients.',
  Attachments: "PDF attachments a campaign's recipients carry. An Inkpost extension.",
  Webhooks: 'Subscriptions to events (qr_code.scanned), delivered signed.',
  Links: 'Signed document links and tracked Smart QR codes: the URL is the credential. An Inkpost extension.',
  'Hosted pages': 'The pages a browser is sent to: billing setup, checkout and invoices. An Inkpost extension.',
  Designs: "The card studio's designs: HTML sides edited, proofed, exported and published as templates. An Inkpost extension.",
  Sandbox: 'The sandbox control plane: team and campaign switches, fulfilment, webhook deliveries, local receivers. Bearer admin token. An Inkpost extension.',
  Console: "The developer console: request log, clock, faults, state export and scenarios. Bearer admin token. An Inkpost extension.",
  'Inkpost UI': "Routes of the app's own UI. An Inkpost extension.",
  Reference: 'This document and the API reference page. An Inkpost extension.',
} as const satisfies Record<string, string>;

export type TagName = keyof typeof TAGS;
