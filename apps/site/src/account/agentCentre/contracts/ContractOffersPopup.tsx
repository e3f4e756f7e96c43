// PLACEHOLDER-ISSUE-15: replaced by the helper that builds this page.
export default function ContractOffersPopup() {
  return null;
}
