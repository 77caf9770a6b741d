// Response shapes of the local API that both the UI and tests read.

export type KeyKind = 'partner' | 'customer';

export interface WhoAmI {
  id: string;
  name: string;
  kind: KeyKind;
  teamId: string;
}

export interface TeamSettings {
  teamId: string;
  name: string;
  subscription: 'active' | 'none';
  paymentMethod: 'valid' | 'declining' | 'none';
  generateApi: boolean;
  attachments: boolean;
  externalIdUpsert: boolean;
}

/** What the local UI needs to show how to call the embedded API. */
export interface UiBootstrap {
  baseUrl: string;
  customerKey: string;
  partnerKey: string;
  teamId: string;
}
