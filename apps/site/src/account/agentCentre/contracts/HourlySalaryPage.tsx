import { ContractPageContainer } from './ContractPageContainer';

/** The agent centre's hourlySalary contract page (spec §2, §4). */
export default function HourlySalaryPage() {
  return <ContractPageContainer kind="hourlySalary" />;
}
