import { ContractPageContainer } from './ContractPageContainer';

/** The agent centre's dailySalary contract page (spec §2, §4). */
export default function DailyWagesPage() {
  return <ContractPageContainer kind="dailySalary" />;
}
