import { ContractPageContainer } from './ContractPageContainer';

/** The agent centre's realtimeSalary contract page (spec §2, §4). */
export default function RealtimeSalaryPage() {
  return <ContractPageContainer kind="realtimeSalary" />;
}
