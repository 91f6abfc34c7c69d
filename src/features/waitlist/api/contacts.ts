/**
 * A customer as the contact autocomplete shows it (01 §3.7). Local until the shared contract
 * (src/domain/contract/contacts.ts) lands: only the fields this screen reads.
 */
export interface ContactOption {
  id: number;
  name: string;
  phone: string | null;
}
