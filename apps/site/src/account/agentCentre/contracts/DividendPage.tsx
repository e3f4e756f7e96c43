import { ContractPageContainer } from './ContractPageContainer';

/** The agent centre's dividend contract page (spec §2, §4). */
export default function DividendPage() {
  return <ContractPageContainer kind="dividend" />;
}
